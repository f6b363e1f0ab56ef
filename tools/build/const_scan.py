"""What tools/build/inline_consts.py reads of the sources: the value of every
module-level `NAME = const(<int expression>)`, the names each module binds, and
the names a module may look up on another at run time.
"""
import ast
import io
import tokenize

_OPS = {ast.Add: lambda a, b: a + b, ast.Sub: lambda a, b: a - b,
        ast.Mult: lambda a, b: a * b, ast.FloorDiv: lambda a, b: a // b,
        ast.Mod: lambda a, b: a % b, ast.LShift: lambda a, b: a << b,
        ast.RShift: lambda a, b: a >> b, ast.BitOr: lambda a, b: a | b,
        ast.BitAnd: lambda a, b: a & b, ast.BitXor: lambda a, b: a ^ b,
        ast.Pow: lambda a, b: a ** b}
_ATTR_FUNCS = ("getattr", "hasattr", "setattr", "delattr")


def const_eval(node, env):
    """Integer value of a const() argument; None when it is not one."""
    if isinstance(node, ast.Constant) and type(node.value) is int:
        return node.value
    if isinstance(node, ast.Name):
        return env.get(node.id)
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd, ast.Invert)):
        v = const_eval(node.operand, env)
        if v is None:
            return None
        return -v if isinstance(node.op, ast.USub) else (~v if isinstance(node.op, ast.Invert)
                                                          else v)
    if isinstance(node, ast.BinOp) and type(node.op) in _OPS:
        a, b = const_eval(node.left, env), const_eval(node.right, env)
        if a is None or b is None:
            return None
        try:
            return _OPS[type(node.op)](a, b)
        except (ZeroDivisionError, ValueError):
            return None
    return None


def const_assign(stmt):
    """(name, argument node) of a module-level `NAME = const(arg)`, else None."""
    if (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
            and isinstance(stmt.targets[0], ast.Name) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "const"
            and len(stmt.value.args) == 1 and not stmt.value.keywords):
        return stmt.targets[0].id, stmt.value.args[0]
    return None


def resolve(module, level, name):
    """Absolute module name of `from <level dots><name> import` inside `module`."""
    if not level:
        return name
    parts = module.split(".")[:-level] if level else []
    return ".".join(parts + ([name] if name else []))


def const_tables(sources, trees=None):
    """{module: {NAME: int}} of every module-level `NAME = const(<int expression>)`."""
    trees = trees or {m: ast.parse(s) for m, s in sources.items()}
    tables = {m: {} for m in sources}
    for _ in range(len(sources) + 1):           # imported consts: until nothing changes
        changed = False
        for mod, tree in trees.items():
            env = {}
            for stmt in tree.body:
                if isinstance(stmt, ast.ImportFrom):
                    src = tables.get(resolve(mod, stmt.level, stmt.module))
                    for a in stmt.names:
                        if src and a.name in src:
                            env[a.asname or a.name] = src[a.name]
                    continue
                found = const_assign(stmt)
                if found:
                    value = const_eval(found[1], env)
                    if value is not None:
                        env[found[0]] = value
                        if tables[mod].get(found[0]) != value:
                            tables[mod][found[0]] = value
                            changed = True
        if not changed:
            break
    return tables


# --- scanning ---------------------------------------------------------------------


def name_tokens(source):
    return {t.string for t in tokenize.generate_tokens(io.StringIO(source).readline)
            if t.type == tokenize.NAME}


def bindings(tree):
    """{name: number of places that bind it} over the whole module (any scope)."""
    count = {}

    def add(name):
        count[name] = count.get(name, 0) + 1

    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Load):
            add(node.id)
        elif isinstance(node, ast.arg):
            add(node.arg)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            add(node.name)
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            for n in node.names:
                add(n)
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            for a in node.names:
                add(a.asname or a.name.split(".")[0])
        elif isinstance(node, ast.ExceptHandler) and node.name:
            add(node.name)
        elif isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            add(node.name)
    return count


def needed_names(source, tree=None):
    """Names a module may look up on another module at run time: what it imports
    by name (`*` included), every attribute name, getattr-style strings."""
    tree = tree or ast.parse(source)
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.Attribute):
            out.add(node.attr)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in _ATTR_FUNCS and len(node.args) > 1
              and isinstance(node.args[1], ast.Constant) and isinstance(node.args[1].value, str)):
            out.add(node.args[1].value)
    return out

"""What tools/build/bundle.py reads of a module and how it edits one: the names a
module binds at its top level, the Name nodes that reach its globals (symtable),
the members its imports name, and text edits by ast positions.
"""
import ast
import re
import symtable


class BundleError(RuntimeError):
    """The bundle would change what the code means."""


def const_value(stmt):
    """ast.dump of X in `NAME = const(X)` at top level, else None."""
    if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 \
            and isinstance(stmt.targets[0], ast.Name) and isinstance(stmt.value, ast.Call) \
            and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "const":
        return ast.dump(stmt.value.args[0])
    return None


def top_bindings(tree):
    """{name: kind} bound at module level: ('const', value), ('import', what) or
    ('def', None) for anything else (defs, classes, assignments)."""
    out = {}

    def bind(name, kind):
        if name in out and out[name] != kind:
            kind = ("def", None)        # bound twice in one module: no sharing it
        out[name] = kind

    for s in top_statements(tree.body):
        v = const_value(s)
        if v is not None:
            bind(s.targets[0].id, ("const", v))
        elif isinstance(s, (ast.FunctionDef, ast.ClassDef)):
            bind(s.name, ("def", None))
        elif isinstance(s, ast.Import):
            for a in s.names:
                bind(a.asname or a.name.split(".")[0], ("import", a.name))
        elif isinstance(s, ast.ImportFrom):
            for a in s.names:
                bind(a.asname or a.name, ("import", "%s.%s" % (s.module, a.name)))
        else:
            for node in ast.walk(s):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                    bind(node.id, ("def", None))
    return out


def top_statements(stmts):
    """The statements a module runs at its top level, those inside its if, try,
    for, while and with blocks included (the blocks' own heads not)."""
    for s in stmts:
        if isinstance(s, (ast.If, ast.Try, ast.For, ast.While, ast.With)):
            for field in ("body", "orelse", "finalbody"):
                yield from top_statements(getattr(s, field, []))
            for h in getattr(s, "handlers", []):
                yield from top_statements(h.body)
        else:
            yield s


def global_names(text, tree, shadows=None):
    """The ast.Name nodes of `tree` that refer to module globals (symtable).
    `shadows`, if given, becomes {id(ast.Attribute node): function(name) -> True
    when `name` read there would not reach the module's global}."""
    top = symtable.symtable(text, "m", "exec")
    tables = {}

    def index(t):
        for c in t.get_children():
            tables.setdefault((c.get_type(), c.get_lineno()), []).append(c)
            index(c)
    index(top)
    out = []

    def lookup(table, name, cls):
        # symtable keeps __x in a class's scopes under its mangled name
        if cls and name.startswith("__") and not name.endswith("__"):
            name = "_%s%s" % (cls.lstrip("_"), name)
        return table.lookup(name)

    def visit(node, table, cls=None):
        if isinstance(node, ast.Name):
            if table.get_type() == "module" or lookup(table, node.id, cls).is_global():
                out.append(node)
            elif table.get_type() == "class" and not lookup(table, node.id, cls).is_local():
                out.append(node)
            return
        if isinstance(node, ast.Attribute) and shadows is not None:
            shadows[id(node)] = lambda name, t=table, c=cls: _shadowed(lookup, t, name, c)
        if isinstance(node, (ast.FunctionDef, ast.Lambda, ast.ClassDef)):
            kind = "class" if isinstance(node, ast.ClassDef) else "function"
            # decorators, defaults and bases run in the enclosing scope
            outer = (node.decorator_list if not isinstance(node, ast.Lambda) else []) + \
                (node.bases if isinstance(node, ast.ClassDef) else
                 node.args.defaults + [d for d in node.args.kw_defaults if d])
            for n in outer:
                visit(n, table, cls)
            child = [t for t in tables.get((kind, node.lineno), [])
                     if t.get_name() == getattr(node, "name", "lambda")]
            if len(child) != 1:
                raise BundleError("no single scope for line %d" % node.lineno)
            body = node.body if isinstance(node.body, list) else [node.body]
            inner = node.name if isinstance(node, ast.ClassDef) else cls
            for n in body:
                visit(n, child[0], inner)
            return
        if isinstance(node, tuple(_COMPREHENSIONS)):
            child = [t for t in tables.get(("function", node.lineno), [])
                     if t.get_name() == _COMPREHENSIONS[type(node)]]
            if len(child) != 1:
                raise BundleError("no single scope for line %d" % node.lineno)
            visit(node.generators[0].iter, table, cls)    # the first iterable: outside
            for i, g in enumerate(node.generators):
                visit(g.target, child[0], cls)
                if i:
                    visit(g.iter, child[0], cls)
                for cond in g.ifs:
                    visit(cond, child[0], cls)
            for part in (node.key, node.value) if isinstance(node, ast.DictComp) \
                    else (node.elt,):
                visit(part, child[0], cls)
            return
        for n in ast.iter_child_nodes(node):
            visit(n, table, cls)
    visit(tree, top)
    return out


def _shadowed(lookup, table, name, cls):
    if table.get_type() == "module":
        return False
    try:
        sym = lookup(table, name, cls)
    except KeyError:
        return False                             # not named in that scope at all
    return not sym.is_global()


_COMPREHENSIONS = {ast.ListComp: "listcomp", ast.SetComp: "setcomp",
                   ast.DictComp: "dictcomp", ast.GeneratorExp: "genexpr"}


def module_of(imp, name, members):
    """The member a top-level import binds (`from P import X`), else None."""
    if isinstance(imp, ast.ImportFrom) and "%s.%s" % (imp.module, name) in members:
        return "%s.%s" % (imp.module, name)
    return None


def members_imported(text, members, top_level_too=True):
    """The members an import statement of `text` names (`from sos_core.rng import
    below`, `from sos_core import rng`, `import sos_core.rng`), scripts inside its
    strings included; with top_level_too=False, only imports inside functions
    (a member's top-level ones go with the bundle)."""
    out = set()
    for m in re.finditer(r"from[ \t]+([\w.]+)[ \t]+import[ \t]+(\([^)]*\)|[\w \t,]+)",
                         text):
        mod, names = m.group(1), re.findall(r"\w+", m.group(2))
        out |= {mod} | {"%s.%s" % (mod, n) for n in names}
    for m in re.finditer(r"(?m)^[ \t]*import[ \t]+([\w.]+)", text):
        out.add(m.group(1))
    if not top_level_too:
        top, nested = set(), set()
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom):
                names = {node.module} | {"%s.%s" % (node.module, a.name) for a in node.names}
                (nested if node.col_offset > 0 else top).update(names)
        out = (out - top) | nested
    return out & set(members)


def import_text(stmt, keep, rename=None, locals_=None):
    """The import statement with only `keep` (aliases), `rename`d ({imported
    name: new}) or bound to other local names (locals_: {local: new local});
    "pass" when none is left."""
    if not keep:
        return "pass"
    rename = rename or {}
    locals_ = locals_ or {}
    names = []
    for a in keep:
        new = rename.get(a.name, a.name)
        local = locals_.get(a.asname or a.name, a.asname or a.name)
        names.append(new + (" as " + local if local != new else ""))
    if isinstance(stmt, ast.Import):
        return "import " + ", ".join(names)
    return "from %s import %s" % (stmt.module, ", ".join(names))


def apply_edits(text, edits):
    """Apply (line, col, end_line, end_col, new) edits; an edit inside another
    (a Name inside a rewritten attribute) gives way to the outer one."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln))

    def off(line, col):
        # ast columns are UTF-8 byte offsets
        return starts[line - 1] + len(lines[line - 1].encode()[:col].decode())
    spans = sorted(((off(a, b), off(c, d), new) for a, b, c, d, new in edits),
                   key=lambda e: (e[0], -e[1]))
    out = []
    pos = 0
    for start, end, new in spans:
        if start < pos:
            continue                             # inside the previous edit
        out.append(text[pos:start])
        out.append(new)
        pos = end
    out.append(text[pos:])
    return "".join(out)

"""Inline our named integer constants as private consts: a source-to-source
transform that tools/install_board.py applies to the board tree before compiling.

On MicroPython/CircuitPython `X = const(5)` at module level still makes a global
`X`, and `from sos_core.layout import A, B` puts every imported name into the
importing module's globals (heap on the board; each use a dict lookup). A private
`_A = const(5)` costs nothing at run time: the compiler substitutes it and stores
no global. So, over a set of modules ({dotted name: source}):

1. `const_tables`: every module-level `NAME = const(<int expression>)`, evaluated
   (it may use the module's earlier consts or consts it imports).
2. In every module, `from M import NAME [as L]` of a const of M is dropped (the
   whole statement when nothing is left), `_L = const(value)` is defined right
   after the docstring (on the docstring's line, so line numbers stay those of
   the source), and every load of `L` becomes `_L`.
3. `A.NAME`, where `A` is a module alias (`import sos_sprites as S`, `from sos_ui
   import text as Tx`) and NAME a const of that module, becomes `_NAME` too.
4. In the defining module, a const that no module (nor any of the `users`, the
   sources outside the tree that import ours: code.py, the benchmark harness)
   still needs by name (a remaining import of it, any `.NAME` attribute, a
   getattr-style string) becomes private `_NAME`.

5. `drop_unused`: an import left with no use goes: the alias of a module that
   holds only consts (`from sos_ui import words as W`, every `W.X` inlined), so
   the board never loads it, and `const` itself, which MicroPython's compiler
   reads by name in `NAME = const(...)` (the import is for CPython).

A name is left alone (kept public, import kept) where renaming could change
meaning: it is bound anywhere else in the module (an assignment, a parameter, a
def, `global`...), or `_L` already occurs in the module as any token (MicroPython
substitutes a const for every NAME token after its definition, attributes and
keyword names included). Keyword-argument names (`f(NAME=1)`) and attributes of
other objects are never rewritten: only ast Name loads and module-alias
attributes are.

The private const lines are consumed by the MicroPython compiler and never run,
so no `const` needs to be bound for them (binding one would cost a global).
"""
import ast
import keyword

from tools.build.const_scan import (
    bindings,
    const_assign,
    const_tables,
    name_tokens,
    needed_names,
    resolve,
)

__all__ = ["InlineError", "const_tables", "drop_unused", "inline_uses", "needed_names",
           "privatize", "transform"]


class InlineError(RuntimeError):
    """The transform met something it will not rewrite silently."""


# --- editing ----------------------------------------------------------------------


class _Editor:
    """Replacements by ast positions (UTF-8 byte columns), applied at once."""

    def __init__(self, source):
        self.data = source.encode()
        self.starts = [0]
        for i, b in enumerate(self.data):
            if b == 10:
                self.starts.append(i + 1)
        self.edits = []

    def offset(self, line, col):
        return self.starts[line - 1] + col

    def text(self, node):
        a = self.offset(node.lineno, node.col_offset)
        return self.data[a:self.offset(node.end_lineno, node.end_col_offset)].decode()

    def replace(self, node, new, expect=None):
        if expect is not None and self.text(node) != expect:
            raise InlineError("line %d: expected %r at the ast position, found %r"
                              % (node.lineno, expect, self.text(node)))
        self.edits.append((self.offset(node.lineno, node.col_offset),
                           self.offset(node.end_lineno, node.end_col_offset), new))

    def insert(self, line, col, new):
        a = self.offset(line, col)
        self.edits.append((a, a, new))

    def result(self):
        data = self.data
        for a, b, new in sorted(self.edits, key=lambda e: (e[0], e[1]), reverse=True):
            data = data[:a] + new.encode() + data[b:]
        return data.decode()


def _docstring_end(tree):
    first = tree.body[0] if tree.body else None
    if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)):
        return first
    return None


def _define(editor, tree, defs):
    """Put `_X = const(n)` lines (defs: {private name: value}) before every other
    statement: on the docstring's line when there is one."""
    if not defs:
        return
    text = "; ".join("%s = const(%d)" % (n, v) for n, v in sorted(defs.items()))
    doc = _docstring_end(tree)
    if doc is not None:
        editor.insert(doc.end_lineno, doc.end_col_offset, "; " + text)
    else:
        editor.insert(1, 0, text + "\n")      # no docstring: one line more at the top


def _import_text(stmt, keep):
    names = ", ".join(a.name + (" as " + a.asname if a.asname else "") for a in keep)
    return "from %s%s import %s" % ("." * stmt.level, stmt.module or "", names)


def inline_uses(mod, source, tables):
    """Steps 2 and 3 for one module: (new source, {private name: value} defined)."""
    tree = ast.parse(source)
    tokens = name_tokens(source)
    binds = bindings(tree)
    ed = _Editor(source)
    defs = {}                     # private name -> value
    renames = {}                  # local name -> private name
    aliases = {}                  # module alias -> module's const table

    def private(local, value):
        name = "_" + local
        if name in tokens or keyword.iskeyword(name):
            return None
        if name in defs and defs[name] != value:
            return None
        return name

    for stmt in tree.body:
        if isinstance(stmt, ast.Import):
            for a in stmt.names:
                if a.name in tables and binds.get(a.asname or a.name) == 1 and (
                        a.asname or "." not in a.name):
                    aliases[a.asname or a.name] = tables[a.name]
        if not isinstance(stmt, ast.ImportFrom):
            continue
        src = resolve(mod, stmt.level, stmt.module)
        table = tables.get(src, {})
        keep = []
        for a in stmt.names:
            local = a.asname or a.name
            sub = src + "." + a.name
            if sub in tables and binds.get(local) == 1:
                aliases[local] = tables[sub]
            name = None
            if a.name in table and binds.get(local) == 1:
                name = private(local, table[a.name])
            if name is None:
                keep.append(a)
            else:
                defs[name] = table[a.name]
                renames[local] = name
        if len(keep) < len(stmt.names):
            new = _import_text(stmt, keep) if keep else ""
            ed.replace(stmt, new + "\n" * (stmt.end_lineno - stmt.lineno))
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in renames:
            ed.replace(node, renames[node.id], node.id)
        elif (isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load)
              and isinstance(node.value, ast.Name) and node.value.id in aliases
              and node.attr in aliases[node.value.id]):
            value = aliases[node.value.id][node.attr]
            name = private(node.attr, value) or private(node.value.id + "_" + node.attr, value)
            if name is None:
                continue
            defs[name] = value
            ed.replace(node, name)
    _define(ed, tree, defs)
    return ed.result(), defs


def privatize(source, names):
    """Step 4 in the defining module: `NAME = const(...)` -> `_NAME = const(...)` and
    its loads renamed, for each NAME of `names` that can be (see the module doc).
    Returns (new source, the names made private)."""
    tree = ast.parse(source)
    tokens = name_tokens(source)
    binds = bindings(tree)
    ed = _Editor(source)
    done = set()
    for stmt in tree.body:
        found = const_assign(stmt)
        if found and found[0] in names and binds.get(found[0]) == 1 \
                and "_" + found[0] not in tokens:
            done.add(found[0])
            ed.replace(stmt.targets[0], "_" + found[0], found[0])
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in done:
            ed.replace(node, "_" + node.id, node.id)
    return ed.result(), done


def _consts_only(tree):
    """Does the module hold nothing but its docstring, imports and const()
    assignments (importing it has no effect once its consts are inlined)?"""
    for i, stmt in enumerate(tree.body):
        if i == 0 and _docstring_end(tree) is stmt:
            continue
        if not (isinstance(stmt, (ast.Import, ast.ImportFrom)) or const_assign(stmt)):
            return False
    return True


def drop_unused(mod, source, only):
    """Step 5: drop what a module imports but, its consts inlined, no longer uses:
    a module alias (`from sos_ui import words as W`) of a consts-only module of
    `only` that nothing loads any more (the board then never loads that module),
    and `const` itself where it is only called by module-level `NAME = const(...)`
    lines (MicroPython's compiler reads those by name: the import is for CPython).
    Returns (new source, the names dropped)."""
    tree = ast.parse(source)
    binds = bindings(tree)
    loads = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            loads[node.id] = loads.get(node.id, 0) + 1
    const_calls = sum(1 for stmt in tree.body if const_assign(stmt))
    ed = _Editor(source)
    dropped = []
    for stmt in tree.body:
        if not isinstance(stmt, (ast.Import, ast.ImportFrom)):
            continue
        keep = []
        for a in stmt.names:
            local = a.asname or a.name
            if isinstance(stmt, ast.Import):
                full = a.name if a.asname or "." not in a.name else None
            else:
                full = resolve(mod, stmt.level, stmt.module) + "." + a.name
            gone = binds.get(local) == 1 and (
                (full in only and not loads.get(local))
                or (isinstance(stmt, ast.ImportFrom) and a.name == "const" and local == "const"
                    and loads.get("const", 0) == const_calls))
            if gone:
                dropped.append(local)
            else:
                keep.append(a)
        if len(keep) < len(stmt.names):
            if keep and isinstance(stmt, ast.ImportFrom):
                new = _import_text(stmt, keep)
            elif keep:
                new = "import " + ", ".join(a.name + (" as " + a.asname if a.asname else "")
                                            for a in keep)
            else:
                new = ""
            ed.replace(stmt, new + "\n" * (stmt.end_lineno - stmt.lineno))
    return ed.result(), dropped


def transform(sources, users=()):
    """{module: source} -> ({module: new source}, report). `users`: sources outside
    the set whose references keep names public (they are not rewritten)."""
    trees = {m: ast.parse(s) for m, s in sources.items()}
    tables = const_tables(sources, trees)
    out, report = {}, {"inlined": {}, "private": {}}
    for mod, src in sources.items():
        out[mod], defs = inline_uses(mod, src, tables)
        report["inlined"][mod] = sorted(defs)
    needed = set()
    for text in list(out.values()) + list(users):
        needed |= needed_names(text)
    for mod, table in tables.items():
        hidden = set(table) - needed
        if hidden and "globals" not in name_tokens(out[mod]):
            out[mod], done = privatize(out[mod], hidden)
            report["private"][mod] = sorted(done)
    only = {m for m, t in trees.items() if _consts_only(t)}
    for mod in out:
        out[mod], dropped = drop_unused(mod, out[mod], only)
        if dropped:
            report.setdefault("dropped", {})[mod] = dropped
    for mod, text in out.items():
        try:
            compile(text, mod, "exec")
        except SyntaxError as err:
            raise InlineError("%s: the transformed source does not compile: %s"
                              % (mod, err)) from err
    return out, report

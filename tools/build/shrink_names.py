"""Give the board's names fewer, shorter qstrs: a source-to-source rename that
tools/install_board.py applies to our modules (after tools/build/inline_consts.py)
before compiling.

Every name our code keeps at run time (a method, an attribute, a global, an
argument, a class) is an interned string on the board: its characters and an
entry in the VM's qstr pools, which double as they fill (the board's heap
holds ~650 of ours). Most names only need to differ from the names they meet: a
class's attributes from each other and from its bases', a module's globals and
locals from each other. So names that never meet can share one short name:
`Picker.refresh` and `Saver.summaries` can both be `b`.

The plan (`plan()`), over the modules as a whole:
1. *Fixed* names are never renamed: dunders, keywords, builtins, names of
   modules, names by which `users` (code.py, the benchmark harness ...) reach
   ours (`reader_names`), identifiers that are whole string constants
   (getattr-style access) or inside f-strings,
   keyword-argument names, attributes of modules that are not ours, imports from
   those, the stand-ins' names (displayio's API and the like), the attributes of
   Python's own types (`append`, `seek` ...) and const-defined names (the
   compiler reads `_X = const()` by name, and makes no qstr of it).
2. Every other name our modules bind is renamed. Two names *meet* (may not
   share) when both occur at a module's top level (globals), or both in one
   function (its nested functions included: its locals and the globals it
   reads), or both are attributes of one class or of its bases (defined in its body,
   or read or written as `self.X` in its methods). An attribute written on any
   other object (`g.listed = 0`) meets every name: it gets a name of its own.
3. Greedy colouring, the most used names first; colour k is the k-th short name
   that occurs nowhere in the sources or users (`a`, `b`, ... `aa`, ...).

`apply()` rewrites NAME tokens by the plan, so line numbers stay as they are.
The rename is a function of the sources: `python3 tools/install_board.py
--names` prints the plan, to read a board's traceback by.
"""
import ast
import builtins
import io
import itertools
import keyword
import re
import tokenize

_ID = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# MicroPython's own names that CPython lacks (module attributes are caught by the
# "attribute of a module not ours" rule; these are for the few used otherwise).
_MICROPYTHON = ("const", "ticks_ms", "ticks_add", "ticks_diff", "ticks_us", "mem_free",
                "mem_alloc", "readinto", "print_exception", "opt_level")
# Python's own types, whose methods and attributes our code calls by name.
_TYPES = (object, type, int, bool, float, str, bytes, bytearray, memoryview, list,
          tuple, dict, set, frozenset, range, slice, BaseException, OSError,
          io.FileIO, io.BufferedReader, io.BufferedWriter, io.TextIOWrapper, io.BytesIO)


def _ids(text):
    return set(_ID.findall(text))


def reader_names(text):
    """The names a reader (a source outside the tree: code.py, the harness) can
    reach ours by: attributes it reads or writes, names it imports, keyword
    arguments, getattr-style strings; the same inside string constants that are
    Python themselves (scripts sent to the VM). Its own locals and globals live
    in its own namespaces and stay out."""
    out = set()
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.Attribute):
            out.add(node.attr)
        elif isinstance(node, ast.ImportFrom):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.keyword) and node.arg:
            out.add(node.arg)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if _ID.fullmatch(node.value):
                out.add(node.value)
            elif "\n" in node.value:
                try:
                    out |= reader_names(node.value)
                except SyntaxError:
                    pass
    return out


def api_names(text):
    """Every identifier in a module's code (not its comments or docstrings): the
    stand-ins for CircuitPython's C modules, whose API names ours must not take."""
    tree = ast.parse(text)
    out = _identifiers([tree], set())
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            out.add(node.attr)
        elif isinstance(node, ast.keyword) and node.arg:
            out.add(node.arg)
        elif isinstance(node, ast.alias):
            out.update(node.name.split("."))
    return out


def _external_names():
    out = set(dir(builtins)) | set(keyword.kwlist) | set(_MICROPYTHON) | {"self"}
    for t in _TYPES:
        out |= set(dir(t))
    return out


def _identifiers(nodes, into):
    """Names (not attributes) occurring in `nodes`, descending everywhere."""
    for top in nodes:
        for node in ast.walk(top):
            if isinstance(node, ast.Name):
                into.add(node.id)
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                into.add(node.name)
            elif isinstance(node, ast.arg):
                into.add(node.arg)
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                into.update(node.names)
            elif isinstance(node, ast.alias):
                into.add(node.asname or node.name.split(".")[0])
    return into


def _scopes(tree):
    """A module's name spaces: its top level (what runs there, class bodies
    included but not the attributes they define, and every name declared global)
    and each function, nested functions included (a function's locals may share
    a name with a global it never reads; never with one it reads)."""
    top, funcs = set(), []

    def walk(stmts, in_class=False):
        for s in stmts:
            if isinstance(s, ast.FunctionDef):
                if not in_class:        # a method's name is its class's attribute
                    top.add(s.name)
                _identifiers(s.decorator_list + s.args.defaults, top)
                funcs.append(_identifiers([s], set()))
            elif isinstance(s, ast.ClassDef):
                if not in_class:
                    top.add(s.name)
                _identifiers(s.bases + s.decorator_list, top)
                walk(s.body, True)
            elif in_class and isinstance(s, (ast.Assign, ast.AnnAssign)) and all(
                    isinstance(t, ast.Name) for t in (
                        s.targets if isinstance(s, ast.Assign) else [s.target])):
                if s.value is not None:  # class attributes: the value is read here
                    _identifiers([s.value], top)
            elif isinstance(s, (ast.If, ast.Try, ast.For, ast.While, ast.With)):
                for field in ("test", "target", "iter"):
                    if getattr(s, field, None) is not None:
                        _identifiers([getattr(s, field)], top)
                for item in getattr(s, "items", []):
                    _identifiers([item], top)
                for h in getattr(s, "handlers", []):
                    _identifiers([h.type] if h.type else [], top)
                    if h.name:
                        top.add(h.name)
                    walk(h.body)
                for field in ("body", "orelse", "finalbody"):
                    walk(getattr(s, field, []))
            else:                       # a lambda here counts at the top level: safe
                _identifiers([s], top)
    walk(tree.body)
    for node in ast.walk(tree):
        if isinstance(node, ast.Global):
            top.update(node.names)
    return [top] + funcs


class _Module:
    """What one module binds, uses and fixes (step 1 and the name sets of step 2)."""

    def __init__(self, name, tree, ours):
        self.names = set()       # every identifier occurring in the module
        self.fixed = set()
        self.bound = set()       # names this module binds (candidates for renaming)
        self.classes = {}        # class name -> (base names, attribute names)
        self.loose = set()       # attributes written on objects other than self
        self.uses = {}           # identifier -> occurrences
        ext_modules = set()      # local names bound to modules not ours
        for part in name.split("."):
            self.fixed.add(part)
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                raise ValueError("%s: relative import, not planned for" % name)
            if isinstance(node, ast.Import):
                for a in node.names:        # import a.b [as x]: module names stay
                    self.fixed.update(a.name.split("."))
                    local = a.asname or a.name.split(".")[0]
                    if a.name.split(".")[0] not in ours:
                        ext_modules.add(local)
                    elif a.asname:
                        self.bound.add(a.asname)
                    self._use(local)
            elif isinstance(node, ast.ImportFrom):
                mod = node.module
                self.fixed.update(mod.split("."))
                for a in node.names:
                    full = "%s.%s" % (mod, a.name)
                    local = a.asname or a.name
                    if full in ours:        # from pkg import module [as x]
                        self.fixed.add(a.name)
                        if a.asname:
                            self.bound.add(a.asname)
                    elif mod not in ours:   # a library's name: it and its attributes
                        self.fixed.add(a.name)
                        ext_modules.add(local)
                    elif a.asname:          # one of our names, renamed everywhere
                        self.bound.add(a.asname)
                    self._use(local)
            elif isinstance(node, ast.Name):
                self._use(node.id)
                if isinstance(node.ctx, ast.Store):
                    self.bound.add(node.id)
            elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
                self._use(node.name)
                self.bound.add(node.name)
            elif isinstance(node, ast.arg):
                self._use(node.arg)
                self.bound.add(node.arg)
            elif isinstance(node, ast.Attribute):
                self.uses[node.attr] = self.uses.get(node.attr, 0) + 1
            elif isinstance(node, (ast.Global, ast.Nonlocal)):
                for n in node.names:
                    self._use(n)
            elif isinstance(node, ast.keyword) and node.arg:
                self.fixed.add(node.arg)
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and _ID.fullmatch(node.value):
                self.fixed.add(node.value)       # getattr(p, "mode") and the like
            elif isinstance(node, ast.JoinedStr):
                for sub in ast.walk(node):
                    if isinstance(sub, ast.Name):
                        self.fixed.add(sub.id)
                    elif isinstance(sub, ast.Attribute):
                        self.fixed.add(sub.attr)
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and isinstance(node.value.func, ast.Name) and node.value.func.id == "const":
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        self.fixed.add(t.id)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute):
                base = node.value
                if isinstance(base, ast.Name) and base.id in ext_modules:
                    self.fixed.add(node.attr)
                if not isinstance(node.ctx, ast.Load):
                    self.bound.add(node.attr)
                    if not (isinstance(base, ast.Name) and base.id == "self"):
                        self.loose.add(node.attr)
            elif isinstance(node, ast.ClassDef):
                self.classes[node.name] = (
                    [b.id if isinstance(b, ast.Name) else b.attr for b in node.bases
                     if isinstance(b, (ast.Name, ast.Attribute))],
                    self._class_attributes(node))

        self.spaces = _scopes(tree)

    def _use(self, name):
        self.names.add(name)
        self.uses[name] = self.uses.get(name, 0) + 1

    @staticmethod
    def _class_attributes(cls):
        out = set()
        for stmt in cls.body:
            if isinstance(stmt, (ast.FunctionDef, ast.ClassDef)):
                out.add(stmt.name)
            elif isinstance(stmt, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = stmt.targets if isinstance(stmt, ast.Assign) else [stmt.target]
                for t in targets:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            out.add(n.id)
        for node in ast.walk(cls):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                    and node.value.id == "self":
                out.add(node.attr)
        return out


def _short_names(taken):
    """a, b, ..., z, A, ..., Z, aa, ab, ... skipping every name in `taken`."""
    first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    rest = first + "0123456789_"
    for n in itertools.count(1):
        for chars in itertools.product(first, *[rest] * (n - 1)):
            name = "".join(chars)
            if name not in taken and not keyword.iskeyword(name):
                yield name


def plan(sources, users=(), external=(), modules=()):
    """{old name: new name} for `sources` ({dotted module name: text}); `users` are
    texts that name our modules' attributes from outside (their identifiers stay),
    `external` names of APIs that are not ours (the stand-ins' sources), `modules`
    the dotted names of modules bundled into a package of `sources` (tools/build/bundle.py:
    `from sos_core import crew` still names a module, whose name stays)."""
    ours = set(sources) | set(modules)
    for m in list(ours):
        parts = m.split(".")
        for i in range(1, len(parts)):
            ours.add(".".join(parts[:i]))
    mods = [_Module(m, ast.parse(t), ours) for m, t in sorted(sources.items())]
    fixed = _external_names()
    for text in users:
        fixed |= reader_names(text)
    for text in external:
        fixed |= api_names(text)
    for m in ours:
        fixed.update(m.split("."))
    bound, uses, loose = set(), {}, set()
    classes = {}
    for md in mods:
        fixed |= md.fixed
        bound |= md.bound
        loose |= md.loose
        for k, v in md.uses.items():
            uses[k] = uses.get(k, 0) + v
        for cname, (bases, attrs) in md.classes.items():
            b0, a0 = classes.get(cname, ([], set()))
            classes[cname] = (b0 + bases, a0 | attrs)
    rename = {n for n in bound if n not in fixed and not (n.startswith("__") and n.endswith("__"))}

    # namespaces: each module's identifiers, each class's attributes with its bases'
    def attrs_of(cname, seen=()):
        if cname not in classes or cname in seen:
            return set()
        bases, attrs = classes[cname]
        out = set(attrs)
        for b in bases:
            out |= attrs_of(b, seen + (cname,))
        return out

    spaces = [sp for md in mods for sp in md.spaces] + [attrs_of(c) for c in classes]
    meets = {n: set() for n in rename}
    for space in spaces:
        members = [n for n in space if n in rename]
        for n in members:
            meets[n].update(space)
    taken = set(fixed)
    for md in mods:
        taken |= md.names | set(md.uses)
    for text in users:
        taken |= _ids(text)
    names = _short_names(taken)
    colours = []                 # colour k -> short name
    users_of = []                # colour k -> old names given it
    out = {}
    for n in sorted(rename, key=lambda n: (-uses.get(n, 0) * len(n), n)):
        k = 0
        if n in loose:
            k = len(colours)     # a name of its own
        else:
            while k < len(colours) and any(o in meets[n] or o in loose
                                           for o in users_of[k]):
                k += 1
        if k == len(colours):
            colours.append(next(names))
            users_of.append([])
        users_of[k].append(n)
        out[n] = colours[k]
    return out


def apply(source, names):
    """`source` with every NAME token in `names` replaced; lines keep their numbers."""
    lines = source.splitlines(keepends=True)
    edits = {}
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.NAME and tok.string in names:
            edits.setdefault(tok.start[0], []).append((tok.start[1], tok.end[1],
                                                       names[tok.string]))
    for row, spans in edits.items():
        line = lines[row - 1]
        for a, b, new in sorted(spans, reverse=True):
            line = line[:a] + new + line[b:]
        lines[row - 1] = line
    return "".join(lines)

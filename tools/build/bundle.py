"""Bundle the modules a board loads at start-up into their package's __init__: a
source-to-source step of tools/install_board.py, after tools/build/inline_consts.py and
before tools/build/shrink_names.py.

Every module on the board costs a module object, a dict of its own, its names
and path as interned strings, and a global for each name it imports from a
sibling: about 220 B (64-bit VM) before any of its code. The sources stay small
modules with one job each; on the board the resident ones of a package are one
module, and `sys.modules` names it under each member's name as well, so
`from sos_core.game import Game` (code.py, a screen loaded later, the benchmark
harness) finds it as before, and `from sos_core import rng` too (MicroPython
falls back to `sys.modules["sos_core.rng"]` when the package has no such
attribute).

`bundle(sources, package, members)`, over {dotted name: inlined text}:
- the members' texts follow the package's own, in the order given (each member
  after the members it imports at module level: checked);
- a member's imports of other members go (`from sos_core.cards import A`,
  `from sos_core import piles`), and `piles.take` becomes `take` (or
  `_bundle.take` where a local `take` would hide the global);
- a top-level name bound by two members to different things (`shuffle` in rng
  and piles; a private const of another value) is renamed in the later one
  (`shuffle_piles`), there and wherever a module refers to it through that
  member; the same const or the same library import bound twice is kept once;
- the bundle ends by registering itself under the name of each member that
  anything imports by name, then leaves room in its name table (_ROOM).
Anything it cannot rewrite with certainty (a member module used as a value, a
renamed name that code outside the tree reaches) raises BundleError.
"""
import ast

from tools.build.bundle_scan import (
    BundleError,
    apply_edits,
    const_value,
    global_names,
    import_text,
    members_imported,
    module_of,
    top_bindings,
    top_statements,
)

__all__ = ["SELF", "BundleError", "bundle"]

# The bundle's name for itself, where a member's `rng.seed` cannot become `seed`
# (a local `seed` there): `_bundle.seed`.
SELF = "_bundle"


# A module's names are a hash table that MicroPython grows only when it is full,
# and a name not in it (every builtin: range, len, min) is looked for up to the
# next empty slot, the whole table when it is full: a bundle ends by adding a
# name or two until 15 % of its table is free (the table then has grown past its
# count: the sizes grow by a quarter or a third, so more would cost many names).
# `_bundled_alloc` follows py/map.c's hash_allocation_sizes (the table's size is the first
# one not below its count). Measured: decision presses ~3 % faster, +1 KB.
_ROOM = """_bundled = 0
while True:
    _bundled = len(globals())
    for _bundled_alloc in (2, 4, 6, 8, 10, 12, 17, 23, 29, 37, 47, 59, 73, 97, 127, 167,
                           223, 293, 389, 521, 691, 919):
        if _bundled_alloc >= _bundled:
            break
    if _bundled * 20 <= _bundled_alloc * 17:
        break
    globals()["_bundled%d" % _bundled] = None
_bundled_alloc = _bundled = None
"""


def bundle(sources, package, members, readers=(), reader_texts=()):
    """New {dotted name: text}: `members` gone, `package` their bundle.
    `readers`: names code outside the tree reaches ours by (shrink_names.reader_names);
    `reader_texts`: that code, for the members it imports by name."""
    members = list(members)
    parts = [package] + members
    trees = {m: ast.parse(sources[m]) for m in parts}
    binds = {m: top_bindings(trees[m]) for m in parts}

    # a module of the package not in the bundle becomes the package's attribute
    # when imported (`from sos_ui import title`): no name of the bundle may be its
    subs = {m.rsplit(".", 1)[1] for m in sources
            if m.startswith(package + ".") and m not in members}
    for m in parts:
        clash = subs & set(binds[m])
        if clash:
            raise BundleError("%s binds %s, a module of %s" % (m, sorted(clash), package))

    # which member's top-level names are renamed: a later binding that differs
    final = {}                                   # (module, name) -> name in the bundle
    dups = set()                                 # (module, const) defined before it
    owner = {}                                   # name -> (module, kind) first bound
    for m in parts:
        for name, kind in binds[m].items():
            if kind[0] == "import" and (kind[1] in members or
                                        kind[1].rsplit(".", 1)[0] in members):
                continue                         # goes: the bundle holds it
            if name not in owner:
                owner[name] = (m, kind)
                final[(m, name)] = name
            elif owner[name][1] == kind and kind[0] != "def":
                final[(m, name)] = name          # the same const or import again
                if kind[0] == "const":
                    dups.add((m, name))
            else:
                new = "%s_%s" % (name, m.rsplit(".", 1)[1])
                if new in owner:
                    raise BundleError("%s: %s taken" % (m, new))
                if name in readers:
                    raise BundleError("%s.%s: renamed, but reached from outside" % (m, name))
                owner[new] = (m, kind)
                final[(m, name)] = new

    # every module's references to a member's renamed names (outside the bundle)
    renamed = {k: v for k, v in final.items() if k[1] != v}
    out = dict(sources)
    for m, text in sources.items():
        if m in parts:
            continue
        edits = _outside_edits(text, ast.parse(text), members, renamed)
        if edits:
            out[m] = apply_edits(text, edits)

    for i, m in enumerate(parts):               # members in the order they import
        for s in trees[m].body:
            if isinstance(s, ast.ImportFrom):
                used = {s.module} if s.module in members else \
                    {module_of(s, a.name, members) for a in s.names} - {None}
                for u in used:
                    if u not in parts[:i]:
                        raise BundleError("%s imports %s, which comes later" % (m, u))
    texts = []
    consts = set()                               # private consts defined so far
    for m in parts:
        texts.append(_member_text(m, sources[m], trees[m], members, binds, final, dups,
                                  consts))
        consts |= {final[(m, n)] for n, k in binds[m].items()
                   if k[0] == "const" and (m, n) in final and n.startswith("_")}
    for m in parts:
        if SELF in sources[m] or "_bundled" in sources[m]:
            raise BundleError("%s: names %s or _bundled* itself" % (m, SELF))
    # sys.modules knows the bundle by the members' names that anything imports:
    # modules outside it, the readers, and imports inside members' functions
    named = set()
    for m, text in sources.items():
        named |= members_imported(text, members, m not in parts)
    for text in reader_texts:
        named |= members_imported(text, members)
    prologue = "import sys\n%s = sys.modules[__name__]\n" % SELF
    epilogue = "\nfor _bundled in %r:\n    sys.modules[_bundled] = %s\n%s" \
        % (tuple(m for m in members if m in named), SELF, _ROOM)
    out[package] = prologue + "\n".join(texts) + epilogue
    for m in members:
        del out[m]
    return out


def _member_text(m, text, tree, members, binds, final, dups, consts):
    """Member m's text as part of the bundle. `consts`: the private consts the
    members before it define, which MicroPython's compiler substitutes for every
    token of their name from there on."""
    edits = []
    aliases = {}                                 # global -> member module (`piles`)
    imported = {}                                # global -> (member, name)
    renames = {n: final[(m, n)] for n in binds[m] if final.get((m, n), n) != n}
    for s in tree.body:
        if isinstance(s, (ast.Import, ast.ImportFrom)):
            keep = []
            for a in s.names:
                mod = module_of(s, a.name, members)
                local = a.asname or a.name
                if isinstance(s, ast.Import) and (a.name in members or a.asname is None
                                                  and any(x.startswith(a.name + ".")
                                                          for x in members)):
                    raise BundleError("%s: import %s: not planned for" % (m, a.name))
                if mod:
                    aliases[local] = mod
                elif isinstance(s, ast.ImportFrom) and s.module in members:
                    imported[local] = (s.module, a.name)
                else:
                    keep.append(a)
            local_renames = {a.asname or a.name for a in keep} & set(renames)
            if len(keep) != len(s.names) or local_renames:
                edits.append((s.lineno, s.col_offset, s.end_lineno, s.end_col_offset,
                              import_text(s, keep, locals_={
                                  n: renames[n] for n in local_renames})))
        elif const_value(s) is not None and (m, s.targets[0].id) in dups:
            # the same const defined by an earlier member: MicroPython's compiler
            # would read a second definition as assigning to a number
            edits.append((s.lineno, s.col_offset, s.end_lineno, s.end_col_offset, "pass"))
    for local, (mod, name) in imported.items():
        target = final.get((mod, name), name)
        if target != local:
            renames[local] = target
    private_consts = {n for n, k in binds[m].items() if k[0] == "const" and n.startswith("_")
                      and n in renames}
    shadows = {}
    globals_ = global_names(text, tree, shadows)
    at = {id(n) for n in globals_}
    for node in ast.walk(tree):                  # a name an earlier const would replace
        name = node.arg if isinstance(node, ast.arg) else \
            node.id if isinstance(node, ast.Name) and id(node) not in at else \
            node.attr if isinstance(node, ast.Attribute) else None
        if name in consts and name not in renames:
            raise BundleError("%s: %s is an earlier member's const" % (m, name))
    for node in top_statements(tree.body):      # def NAME / class NAME
        if isinstance(node, (ast.FunctionDef, ast.ClassDef)) and node.name in renames:
            line = text.splitlines()[node.lineno - 1]
            col = line.index(node.name, node.col_offset)
            edits.append((node.lineno, col, node.lineno, col + len(node.name),
                          renames[node.name]))
    bases = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
    for node in globals_:
        if node.id in aliases and id(node) not in bases:
            raise BundleError("%s: module %s used as a value" % (m, node.id))
        if node.id in renames:
            edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset,
                          renames[node.id]))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in aliases:
            if not isinstance(node.ctx, ast.Load):
                raise BundleError("%s: writes %s.%s" % (m, node.value.id, node.attr))
            new = final.get((aliases[node.value.id], node.attr), node.attr)
            if shadows[id(node)](new):           # a local of that name there:
                new = SELF + "." + new           # through the bundle itself
            edits.append((node.lineno, node.col_offset, node.end_lineno, node.end_col_offset,
                          new))
        elif private_consts and isinstance(node, ast.Attribute) and node.attr in private_consts:
            raise BundleError("%s: .%s is a const's name" % (m, node.attr))
    return "# --- %s\n%s" % (m, apply_edits(text, edits))


def _outside_edits(text, tree, members, renamed):
    """Edits of a module outside the bundle for the members' renamed names."""
    edits = []
    aliases = {}
    for s in ast.walk(tree):
        if isinstance(s, ast.ImportFrom):
            for a in s.names:
                mod = module_of(s, a.name, members)
                if mod:
                    aliases[a.asname or a.name] = mod
                elif s.module in members and (s.module, a.name) in renamed:
                    new = renamed[(s.module, a.name)]
                    edits.append((s.lineno, s.col_offset, s.end_lineno, s.end_col_offset,
                                  import_text(s, s.names, {a.name: new})))
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
                and node.value.id in aliases:
            key = (aliases[node.value.id], node.attr)
            if key in renamed:
                edits.append((node.end_lineno, node.end_col_offset - len(node.attr),
                              node.end_lineno, node.end_col_offset, renamed[key]))
    return edits

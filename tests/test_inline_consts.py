"""The named constants inlined as private consts on the way to the board
(tools/build/inline_consts.py); the rest of the install: tests/test_board_install.py."""
import ast
import io
import tokenize

from tools.build import inline_consts, install_board

# --- the named constants inlined as private consts (tools/build/inline_consts.py) ------------

SYNTH = {
    "pkg.consts": (
        '"""Consts."""\n'
        "from micropython import const\n"
        "A = const(5)\n"
        "B = const(A + 2)  # may use an earlier one\n"
        "C = const(-1)\n"
        "USED_BY_NAME = const(9)\n"
        "NOT_INT = (1, 2)\n"
    ),
    "pkg.user": (
        '"""Uses them."""\n'
        "import pkg.consts as K\n"
        "from pkg.consts import (\n"
        "    A,\n"
        "    B as BEE,\n"
        "    NOT_INT,\n"
        ")\n"
        "from pkg.consts import C\n"
        "\n"
        "\n"
        "def f(x, obj):\n"
        "    obj.A = A + BEE\n"
        "    obj.g(A=K.B, key=C)\n"
        "    return obj.A + K.C + len(NOT_INT) + x.B\n"
    ),
    "pkg.clash": (
        '"""A local of the same name keeps its import."""\n'
        "from pkg.consts import A, B\n"
        "_B = 3\n"
        "\n"
        "\n"
        "def h(A):\n"
        "    return A + B\n"
    ),
}
OUTSIDE = "from pkg.consts import USED_BY_NAME\n"


def test_inline_rewrites_a_synthetic_module_exactly():
    out, report = inline_consts.transform(SYNTH, [OUTSIDE])
    assert inline_consts.const_tables(SYNTH)["pkg.consts"] == {
        "A": 5, "B": 7, "C": -1, "USED_BY_NAME": 9}
    # Imports dropped (the statement's lines kept blank), consts on the docstring's
    # line, names and module-alias attributes rewritten; `A=` keyword arguments,
    # other objects' `.A`/`.B` and non-int names untouched.
    assert out["pkg.user"] == (
        '"""Uses them."""; _A = const(5); _B = const(7); _BEE = const(7); _C = const(-1)\n'
        "import pkg.consts as K\n"
        "from pkg.consts import NOT_INT\n"
        "\n\n\n\n"             # the rest of the parenthesised import
        "\n"                      # `from pkg.consts import C`
        "\n"
        "\n"
        "def f(x, obj):\n"
        "    obj.A = _A + _BEE\n"
        "    obj.g(A=_B, key=_C)\n"
        "    return obj.A + _C + len(NOT_INT) + x.B\n"
    )
    # `A` is a parameter there and `_B` is taken: both imports stay.
    assert out["pkg.clash"] == SYNTH["pkg.clash"]
    # In the defining module: A and B stay public (an `.A`/`.B` attribute and the
    # clash module's import still name them), USED_BY_NAME too (an outside user
    # imports it); C goes private.
    # (and `const`'s import goes: MicroPython's compiler reads const() by name)
    assert out["pkg.consts"] == SYNTH["pkg.consts"].replace(
        "C = const(-1)", "_C = const(-1)").replace("from micropython import const", "")
    assert report["private"]["pkg.consts"] == ["C"]
    assert report["inlined"]["pkg.user"] == ["_A", "_B", "_BEE", "_C"]
    assert len(out["pkg.user"].splitlines()) == len(SYNTH["pkg.user"].splitlines())


def test_inline_keeps_a_const_used_through_getattr():
    src = dict(SYNTH, **{"pkg.dyn": '"""x"""\nimport pkg.consts as K\nv = getattr(K, "C")\n'})
    out, report = inline_consts.transform(src)
    assert "C" not in report["private"].get("pkg.consts", [])
    assert "C = const(-1)" in out["pkg.consts"].splitlines()


def test_inline_drops_imports_left_unused():
    """An alias of a consts-only module, all its uses inlined, is no longer imported
    (the board never loads that module); nor is `const`, which only MicroPython's
    compiler reads. An alias still used, and a module with more than consts, stay."""
    src = {
        "pkg.names": '"""Consts only."""\nfrom pkg.compat import const\nA = const(1)\n',
        "pkg.compat": '"""x"""\nconst = int\n',
        "pkg.more": '"""Not only consts."""\nB = const(2)\nT = (1, 2)\n',
        "pkg.user": ('"""u"""\nfrom pkg.compat import const\nfrom pkg import names as N\n'
                     "import pkg.more as M\n"
                     "X = const(3)\n"
                     "def f():\n    return N.A + M.B\n"),
    }
    out, report = inline_consts.transform(src)
    assert out["pkg.user"] == ('"""u"""; _A = const(1); _B = const(2)\n\n\n'
                               "import pkg.more as M\n"
                               "_X = const(3)\n"
                               "def f():\n    return _A + _B\n")
    assert report["dropped"]["pkg.user"] == ["const", "N"]
    assert out["pkg.names"] == '"""Consts only."""\n\n_A = const(1)\n'


def _names(text):
    return {t.string for t in tokenize.generate_tokens(io.StringIO(text).readline)
            if t.type == tokenize.NAME}


def test_inlined_sources_compile_and_name_nothing_removed():
    out, report = install_board.inlined_sources()
    before = {m: f.read_text() for m, f in install_board.our_sources().items()}
    assert out.keys() == before.keys()
    tables = inline_consts.const_tables(before)
    assert sum(len(v) for v in report["inlined"].values()) > 400
    assert len(report["private"]["sos_core.layout"]) > 80
    users = [(install_board.ROOT / u).read_text() for u in install_board.USERS]
    needed = set()
    for text in list(out.values()) + users:
        needed |= inline_consts.needed_names(text)
    # A const made private in its module is named by no module (nor user) any more.
    for owner, hidden in report["private"].items():
        assert not needed & set(hidden), owner
        lines = out[owner].splitlines()
        for name in hidden:
            assert [ln for ln in lines if ln.startswith("_%s = const(" % name)], (owner, name)
            assert not [ln for ln in lines if ln.startswith("%s = const(" % name)], (owner, name)
        assert set(hidden) <= set(tables[owner])
    for mod, text in out.items():
        compile(text, mod, "exec")                 # CPython still compiles every one
        assert len(text.splitlines()) == len(before[mod].splitlines()), mod
        names = _names(text)
        # Every inlined name is defined as a private const where it is used.
        for name in report["inlined"][mod]:
            assert name in names and ("%s = const(" % name) in text, (mod, name)
        # Whatever a module still imports by name from one of ours exists there.
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.ImportFrom) and node.module in out:
                defined = _names(out[node.module])
                for a in node.names:
                    assert a.name in defined or "%s.%s" % (node.module, a.name) in out, (
                        mod, node.module, a.name)

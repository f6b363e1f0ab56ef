"""tools/build/shrink_names.py: which names share a short name, which keep theirs, and
that the installed tree with shrunk names plays exactly what the sources play."""
import pytest

from tools.bench import board_bench, mpgames
from tools.bench.mpvm import run_mp64_tree
from tools.build import install_board, shrink_names

MOD_A = '''
import gc
from micropython import const

_X = const(3)
LIMIT = const(9)


class Base:
    def refresh(self):
        self.counter = 0


class Child(Base):
    def summaries(self, amount):
        self.total = amount
        return gc.mem_free()


class Other:
    def redraw(self, rows):
        self.lines = rows
        return getattr(self, "mode", None)


def helper(board):
    board.listed = 1
    return Other().redraw(rows=2)
'''


def _plan(users=(), external=()):
    return shrink_names.plan({"pkg.a": MOD_A}, users, external)


def test_names_that_never_meet_share_one_short_name():
    p = _plan()
    # Child meets Base's attributes (its base): all four differ
    child = {p[n] for n in ("refresh", "counter", "summaries", "total")}
    assert len(child) == 4
    # Other's attributes never meet Child's or Base's: they reuse their short names
    assert p["redraw"] in child and p["lines"] in child
    assert p["redraw"] != p["lines"]
    # a module's globals all differ from one another
    module = ["Base", "Child", "Other", "helper"]
    assert len({p[n] for n in module}) == len(module)
    # a function's names differ from the globals it reads (helper reads Other),
    # not from the others (summaries reads no global of ours)
    assert p["board"] not in (p["Other"], p["helper"])
    assert p["amount"] in {p[n] for n in module}


def test_what_keeps_its_name():
    p = _plan(users=["app.total"], external=["def mem_free(): pass"])
    # self; a module not ours and its attributes; consts (the compiler reads them
    # by name); a getattr string; module names; what a user names (app.total);
    # a keyword argument's name (`redraw(rows=2)`: the call names the parameter)
    for kept in ("self", "gc", "mem_free", "const", "_X", "LIMIT", "mode", "micropython",
                 "pkg", "total", "rows"):
        assert kept not in p, kept
    assert "redraw" in p and "counter" in p


def test_an_attribute_written_on_another_object_gets_a_name_of_its_own():
    p = _plan()
    assert list(p.values()).count(p["listed"]) == 1


def test_apply_renames_tokens_and_keeps_line_numbers():
    p = _plan()
    out = shrink_names.apply(MOD_A, p)
    assert out.count("\n") == MOD_A.count("\n")
    assert "def %s(self):" % p["refresh"] in out
    assert "self.%s = 0" % p["counter"] in out
    assert "class %s(%s):" % (p["Child"], p["Base"]) in out
    assert '"mode"' in out and "gc.mem_free()" in out
    compile(out, "a.py", "exec")


def test_short_names_skip_every_name_in_use():
    names = shrink_names._short_names({"a", "c", "if"})
    assert [next(names) for _ in range(3)] == ["b", "d", "e"]


def test_the_board_plan_renames_most_names_to_few():
    plan = install_board.name_plan()
    assert len(plan) > 400 and len(set(plan.values())) < len(plan) // 5
    # every name the benchmark harness and code.py use stays as it is
    for reader in install_board.READERS:
        text = (install_board.ROOT / reader).read_text()
        assert not [n for n in plan if n in shrink_names.reader_names(text)], reader


@pytest.fixture(scope="module")
def trees(tmp_path_factory):
    return (board_bench.build_tree(tmp_path_factory.mktemp("shrunk")),
            board_bench.build_tree(tmp_path_factory.mktemp("named"), shrink=False,
                                   bundle=False))


@pytest.mark.parametrize("board,mode", [("clue", "hint"), ("pygamer", "screens"),
                                        ("feather", "game")])
def test_shrunk_tree_plays_the_same_game_as_the_named_one(trees, board, mode):
    # the tree as installed (bundled, names shrunk) against one module a file with
    # the names as written: presses, games, screen tours and the last game's state
    # digest agree; only the heap in use (second figure) differs
    games = []
    for tree in trees:
        r = board_bench.run(tree, board, mode, seed=5, heapsize="2M")
        assert r.returncode == 0, r.stderr
        line = [ln for ln in r.stdout.splitlines() if ln.startswith("GAME")][0].split()
        games.append((line[1], line[3:], int(line[2])))
    assert games[0][:2] == games[1][:2]
    assert games[0][2] < games[1][2]


def test_shrunk_core_reaches_the_same_final_positions_as_cpython(trees):
    # the core after the rename, through self-play games on the VM, against the
    # sources on CPython: every byte of each final state
    src = open(mpgames.__file__).read()
    (trees[0] / "final.py").write_text(src + "\nfor t in final_positions(12, text=False):\n"
                                       "    print(t)\n")
    r = run_mp64_tree(trees[0], "final.py", heapsize="512K")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines() == mpgames.final_positions(12, text=False)


def test_the_plan_is_the_same_in_every_run_and_goes_on_the_drive(tmp_path):
    # a traceback is read by the plan of the sources installed: the plan must not
    # depend on set order (hash seeds), and the drive keeps a copy of it
    import os
    import subprocess
    import sys

    outs = []
    for seed in ("1", "2"):
        r = subprocess.run([sys.executable, "tools/install_board.py", "--names"],
                           cwd=install_board.ROOT, capture_output=True, text=True,
                           env=dict(os.environ, PYTHONHASHSEED=seed))
        assert r.returncode == 0, r.stderr
        outs.append(r.stdout)
    assert outs[0] == outs[1]
    written = install_board.build(tmp_path, header="M", settings=False, log=lambda *a: None)
    assert install_board.NAMES_FILE in written
    text = (tmp_path / install_board.NAMES_FILE).read_text()
    assert text == outs[0]
    plan = install_board.name_plan()
    lines = dict(ln.split(": ", 1) for ln in text.splitlines())
    assert {old for olds in lines.values() for old in olds.split()} == set(plan)
    assert all(plan[old] == short for short, olds in lines.items() for old in olds.split())
    # nothing written when the names are kept
    named = tmp_path / "named"
    install_board.build(named, py=True, settings=False, log=lambda *a: None, shrink=False)
    assert not (named / install_board.NAMES_FILE).exists()


def test_a_bundled_module_imported_from_its_package_keeps_its_name():
    # `from sos_core import crew` with crew bundled into sos_core: `crew` names a
    # module the bundle registers in sys.modules, not a global it binds; renamed,
    # the import would find nothing (greedy's hint failed so on the board tree)
    sources = {"pkg": "def f():\n    return 1\n",
               "user": "from pkg import mod\n\n\ndef g():\n    mod = 2\n    return mod\n"}
    assert "mod" in shrink_names.plan(sources)          # (a global of pkg's, else)
    assert "mod" not in shrink_names.plan(sources, modules=["pkg.mod"])

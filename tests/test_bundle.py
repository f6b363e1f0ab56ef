"""tools/build/bundle.py: members folded into their package's __init__, run on CPython
(the same import rules as MicroPython's for what the bundle relies on: a package
is in sys.modules while its __init__ runs, and `from pkg import sub` finds
sys.modules["pkg.sub"]); the installed tree's bundles are played in
tests/test_shrink_names.py and tests/test_board_install.py."""
import subprocess
import sys

import pytest

from tools.build import bundle

SOURCES = {
    "pkg": "",
    "pkg.a": '''"""Member a."""
from micropython import const

_SIZE = const(4)
_KIND = const(1)


def shuffle(x):
    return x * _SIZE


def seed(n):
    return n + 1
''',
    "pkg.b": '''from micropython import const

from pkg import a
from pkg.a import shuffle as mix

_SIZE = const(4)
_KIND = const(2)


def shuffle(x):
    return mix(x) + a.shuffle(x) + _KIND


def setup(seed):
    return a.seed(seed) + seed
''',
    "outside": '''from pkg import b
from pkg.b import shuffle


def run():
    return shuffle(1), b.setup(10)
''',
}


def _run(tmp_path, sources, code):
    for name, text in sources.items():
        path = tmp_path / (name.replace(".", "/") + ("/__init__.py" if name == "pkg"
                                                       else ".py"))
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (tmp_path / "micropython.py").write_text("def const(x):\n    return x\n")
    r = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                       text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout.split()


def test_a_bundle_behaves_as_its_members(tmp_path):
    out = bundle.bundle(SOURCES, "pkg", ["pkg.a", "pkg.b"])
    assert set(out) == {"pkg", "outside"}
    text = out["pkg"]
    # b's shuffle and its other _KIND are renamed; its same _SIZE is defined once
    assert "def shuffle_b(x):" in text and "_KIND_b" in text
    assert text.count("_SIZE = const(4)") == 1
    # a.shuffle from b becomes the bundle's shuffle; a.seed would meet b's local
    # seed, so it goes through the bundle itself
    assert "mix(x)" not in text and "shuffle(x) + shuffle(x) + _KIND_b" in text
    assert "%s.seed(seed) + seed" % bundle.SELF in text
    # a module outside reaching b's renamed name by name follows it
    assert out["outside"].startswith("from pkg import b\nfrom pkg.b import shuffle_b as shuffle")
    assert "b.shuffle_b" not in out["outside"] and "b.setup(10)" in out["outside"]
    want = _run(tmp_path / "plain", SOURCES, "import outside; print(*outside.run())")
    got = _run(tmp_path / "bundled", out, "import outside; print(*outside.run())")
    assert got == want == ["10", "21"]


def test_only_the_members_something_imports_are_registered(tmp_path):
    out = bundle.bundle(SOURCES, "pkg", ["pkg.a", "pkg.b"])
    assert "for _bundled in ('pkg.b',):" in out["pkg"]      # outside imports b, not a
    out = bundle.bundle(SOURCES, "pkg", ["pkg.a", "pkg.b"],
                        reader_texts=["from pkg.a import seed\n"])
    assert "for _bundled in ('pkg.a', 'pkg.b'):" in out["pkg"]
    got = _run(tmp_path, out, "from pkg.a import seed; import pkg.b as b; "
                              "print(seed(1), b.setup(1))")
    assert got == ["2", "3"]


def test_what_it_will_not_rewrite():
    with pytest.raises(bundle.BundleError, match="comes later"):
        bundle.bundle(SOURCES, "pkg", ["pkg.b", "pkg.a"])
    uses = dict(SOURCES, **{"pkg.b": "from pkg import a\n\nmods = [a]\n"})
    with pytest.raises(bundle.BundleError, match="used as a value"):
        bundle.bundle(uses, "pkg", ["pkg.a", "pkg.b"])
    with pytest.raises(bundle.BundleError, match="reached from outside"):
        bundle.bundle(SOURCES, "pkg", ["pkg.a", "pkg.b"], readers={"shuffle"})
    # a name of the bundle that a module of the package, imported later, would
    # overwrite as the package's attribute (`from pkg import c`)
    clash = dict(SOURCES, **{"pkg.c": "X = 1\n", "pkg.a": SOURCES["pkg.a"] + "\nc = 2\n"})
    with pytest.raises(bundle.BundleError, match="a module of pkg"):
        bundle.bundle(clash, "pkg", ["pkg.a", "pkg.b"])

"""Call-stack headroom: the deepest chain of Python frames the game makes, in
bytes of CircuitPython's pystack (tools/pystack.py), leaves a margin of half as
much again under the CIRCUITPY_PYSTACK_SIZE the installer writes."""
from tools.bench import pystack
from tools.build import install_board


def test_deepest_chain_leaves_the_installed_pystack_a_margin():
    best, chain = pystack.measure(games=1, profiles=("pygamer",), seed=3)
    assert chain[0] == "code.py:<module>" and len(chain) > 8
    assert 600 < best and best * 3 // 2 <= install_board.PYSTACK_SIZE, (best, chain)


def test_frame_estimate_counts_locals_and_value_stack():
    def f(a, b):
        c = a + b
        return c
    code = f.__code__
    want = 24 + 4 * (code.co_nlocals + code.co_stacksize)
    assert pystack.frame_bytes(code) == (want + 7) & ~7

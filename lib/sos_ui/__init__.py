"""The handheld UI: renders a core state and turns button events into decisions."""
import gc
import sys


def forget(names):
    """Drop modules imported for a while (a screen, the save store, greedy) and
    collect now, between presses: their garbage then sets off no collection
    inside a later press, and what is loaded next finds the largest holes. A
    package's attribute that holds a submodule goes too."""
    for name in names:
        if name in sys.modules:
            del sys.modules[name]
            if "." in name:
                pkg, attr = name.rsplit(".", 1)
                if pkg in sys.modules and hasattr(sys.modules[pkg], attr):
                    delattr(sys.modules[pkg], attr)
    gc.collect()

"""SOS Titanic: pick the board profile, load the sprite sheet, build the UI, run it.

On the serial console it prints a boot report: the game's version, the
CircuitPython version, the board, and the free heap after each step (see README,
"Troubleshooting")."""
import gc
import sys

import sos_boards


def report(step):
    gc.collect()
    if hasattr(gc, "mem_free"):            # CircuitPython, MicroPython
        print("sos: %s, %d bytes free" % (step, gc.mem_free()))
    else:                                  # the desktop (CPython): no such heap
        print("sos: %s" % step)


def out_of_memory():
    """A full heap while starting, or when a deal or Continue finds no room
    (App.no_deal): the free bytes, and what to do."""
    report("out of memory while starting")
    print("sos: try a soft reset (Ctrl-D), only the game's files in /lib; "
          "README: Troubleshooting.")


# Run only as the program (as CircuitPython and tools/play.py run it): on a PC the
# repo root is on sys.path, and this file would otherwise shadow the standard
# library's `code` module (pdb imports it) and start the game inside that import.
if __name__ == "__main__":
    # (a member of the sos_core bundle on a board: no module of its own)
    from sos_core.version import VERSION

    print("sos: SOS Titanic", VERSION)
    impl = sys.implementation
    print("sos: %s %s on %s" % (impl.name, ".".join(str(v) for v in impl.version),
                                 getattr(impl, "_machine", sys.platform)))
    # a desktop's runner (tools/desktop/run_code.py) gives the emulator's profile
    # maker; a board is found by its board_id, or stops saying which boards are
    profile = None
    try:
        profile = sos_boards.detect(globals().get("desktop_profile"))
        print("sos: board profile", profile.name)
        report("profile")
        import sos_sprites

        # The sheet is the one big block (5-11.5 KB): allocated before the modules
        # below fragment the heap.
        sheet = sos_sprites.load(profile.bitmaps, profile.sheet)
        report("sprite sheet")
        from sos_ui import text

        text.use(sos_sprites.FONT_OF[profile.sheet])   # the 240 px screens' font: 2.4 KB
        report("font")
        from sos_ui.app import App

        report("imported")
        app = App(profile, sheet)
        app.report = report            # called once, after the first deal
        report("UI built")
    except MemoryError:                # the report above says after which step
        out_of_memory()
        raise SystemExit(1)  # noqa: B904 (no chaining on a board): the terminal shows these lines
    except OSError as err:             # a file missing or damaged, named by its reader
        from sos_boards import unknown  # (sos_sprites.load, sos_ui.text): one line, a stop

        unknown.damaged(err, profile)
    app.out_of_memory = out_of_memory
    app.run()
    # run() returns only on a desktop (its window closed, its key script run
    # out): what the save policy has not written yet is written now
    app.records.save_tick(True)
    if hasattr(profile, "close"):
        profile.close()

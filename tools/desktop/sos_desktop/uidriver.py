"""Drive the UI like a player: find the button presses that reach a target on
the board in each control scheme (for tests, the screenshot tool and demos)."""

from sos_boards.buttons import DPAD, LEFT, RIGHT, THREE, A, B

from sos_desktop import dpad


def ok_key(scheme):
    return B if scheme == "ab" else A


def close_key(scheme):
    """The button that closes How to play and the guide: B, or the Feather's D1."""
    return A if scheme == "three" else B


def keys_to(app, e):
    """Buttons that move the cursor of the App's board (sos_ui.play.Play) to entry e."""
    play = app.play
    scheme = app.scheme
    n = play.n
    if scheme == "ab":
        return [A] * ((e - play.cur) % n)
    if scheme == THREE:
        fwd = (e - play.cur) % n
        return [RIGHT] * fwd if fwd <= n - fwd else [LEFT] * (n - fwd)
    assert scheme == DPAD
    return dpad.path(play, e)


def choose_keys(app, e):
    """Buttons that choose entry e of the board (None if the d-pad cannot reach it)."""
    path = keys_to(app, e)
    if path is None:
        return None
    return path + [ok_key(app.scheme)]


def names(keys):
    from sos_boards.buttons import NAMES

    return " ".join(NAMES[k] for k in keys)


def run_keys(app, keys):
    """Feed keys (buttons or a script string) to the headless buttons and run
    the App's real loop until they are used up."""
    script = keys if isinstance(keys, str) else names(keys)
    app.buttons.feed(script)
    app.run()


def random_choice_keys(app, rnd):
    """The presses for one random legal choice in the App's current state."""
    from sos_ui.entries import X_BACK, X_MENU
    from sos_ui.states import BANNER, BOARD, HANDOVER, OVER

    if app.state in (HANDOVER, BANNER, OVER):
        return [ok_key(app.scheme)]
    assert app.state == BOARD, app.state
    play = app.play
    entries = [e for e in range(play.n) if play.spot[e] not in (X_MENU, X_BACK)]
    return choose_keys(app, rnd.choice(entries))

"""The save policy against a model player: writes per game and what a power cut
loses, per board kind. `python3 tools/save_bench.py` prints the table that
docs/saving.md quotes; tools/bench.py calls `figures()`.

The model player (CPython only: it uses `random.Random`, seeded):
- a game is DECISIONS = 150 decisions;
- before each decision the player thinks a log-normal time: median 2.5 s,
  sigma 1.0 (mean 4.1 s, 1 in 12 over 10 s, 1 in 50 over 20 s), so a game lasts
  about 10 minutes;
- after a decision, the pause menu is opened with probability 1/50 (about 3
  times a game); half of the time it is a quick visit (undo, or resume: 0.5 to
  1.5 s), half of the time it stays open 5 to 30 s (uniform);
- game over: record_result writes; the next game is dealt 10 s later.
The main loop polls the policy every POLL_MS = 250 ms.

Settings (`settings_visits`): before 1 game in SETTINGS_EVERY = 20 the player
opens the Settings screen and changes 1 to 3 settings: for each, 0 to 3 cursor
steps, then 1 to 3 presses on the setting (a count stepped, a rule toggled), each
press after a log-normal think (median 0.6 s, sigma 0.7), then Back after one
more think. The UI's own Saver (sos_ui.saving) runs it on a counting nvm: a
change is written once the buttons rest SETTINGS_IDLE_MS (its settings_tick,
polled every POLL_MS) and on leaving (keep_settings); before it was written only
on leaving, one write a visit. Its writes per game are added to the game's.

Loss at a power cut: at one uniformly random instant of each game, the decisions
made since the last write and the time since the last write (0 if nothing
changed). "Switch-off" losses: after a random decision the player puts the
handheld down and switches it off 10 s later (without, or after opening, the
pause menu): how often that loses play, and how much (seconds from the last
write to the last decision).
"""
import bisect
import math
import random

from sos_save import policy as sos_policy
from sos_save import record

from tools import _paths

ROOT = str(_paths.ROOT)

DECISIONS = 150
THINK_MEDIAN_S = 2.5
THINK_SIGMA = 1.0
PAUSE_P = 0.02
PAUSE_QUICK_S = (0.5, 1.5)
PAUSE_LONG_S = (5.0, 30.0)
BETWEEN_GAMES_S = 10.0
POLL_MS = 250
SWITCH_OFF_S = 10.0
GAMES = 400
SEED = 8

SETTINGS_EVERY = 20
SETTINGS_CHANGES = (1, 3)
SETTINGS_STEPS = (0, 3)
SETTINGS_PRESSES = (1, 3)
SETTINGS_THINK_MEDIAN_S = 0.6
SETTINGS_THINK_SIGMA = 0.7
SETTINGS_VISITS = 400

# Flash wear: erase cycles per erase unit, and how many units share the writes.
ENDURANCE = 10000
TARGET_GAMES = 5000
ERASE_UNITS = {"samd51": 1, "nrf52840": 2}


def budget(kind):
    """Writes per game allowed for TARGET_GAMES games on this board kind."""
    return ENDURANCE * ERASE_UNITS[kind] / TARGET_GAMES


def _think_ms(rnd):
    return int(THINK_MEDIAN_S * math.exp(rnd.gauss(0.0, THINK_SIGMA)) * 1000)


# A board of each kind, for sos_policy.policy_for.
BOARD_OF_KIND = {"samd51": "pygamer", "nrf52840": "clue"}


def _policy(kind):
    return sos_policy.policy_for(BOARD_OF_KIND[kind])


def policy_numbers(kind):
    """(idle_ms, gap_ms, pause_dwell_ms, pause_gap_ms) of a board kind's policy."""
    p = _policy(kind)
    return p.idle_ms, p.gap_ms, p.pause_dwell_ms, p.pause_gap_ms


def simulate(kind, games=GAMES, seed=SEED, decisions=DECISIONS):
    """Play `games` model games under the board kind's policy (a key of
    BOARD_OF_KIND). Returns a dict of figures: writes per game (mean, max)
    and the loss at a random power cut."""
    rnd = random.Random(seed)
    policy = _policy(kind)
    now = 0
    per_game = []
    cut_decisions = []
    cut_seconds = []
    off_plain = []
    off_pause = []

    def run_until(t_end, written):
        nonlocal now
        while now + POLL_MS <= t_end:
            now += POLL_MS
            if policy.due(now):
                policy.wrote(now)
                written.append(now)
        now = t_end

    for _ in range(games):
        policy.started(now)
        start = now
        decided = []         # times of the decisions
        written = [now]      # times of the writes (the game's start counts as one)
        for _d in range(decisions):
            run_until(now + _think_ms(rnd), written)
            policy.changed(now)
            decided.append(now)
            if rnd.random() < PAUSE_P:
                if policy.paused(now):
                    policy.wrote(now)
                    written.append(now)
                span = PAUSE_QUICK_S if rnd.random() < 0.5 else PAUSE_LONG_S
                run_until(now + int(rnd.uniform(*span) * 1000), written)
                policy.resumed(now)
        policy.wrote(now)                # game over: record_result always writes
        per_game.append(policy.game_writes)
        t = rnd.uniform(start, now)      # a power cut at a random instant of the game
        w = written[bisect.bisect_right(written, t) - 1]
        lost = bisect.bisect_right(decided, t) - bisect.bisect_right(decided, w)
        cut_decisions.append(lost)
        cut_seconds.append((t - w) / 1000.0 if lost else 0.0)
        off_plain.append(_switch_off(kind, rnd, decisions, pause=False))
        off_pause.append(_switch_off(kind, rnd, decisions, pause=True))
        now += int(BETWEEN_GAMES_S * 1000)
    cut_decisions.sort()
    cut_seconds.sort()
    n = len(per_game)
    return {
        "writes_per_game": sum(per_game) / n,
        "writes_per_game_max": max(per_game),
        "budget_per_game": budget(kind) if kind in ERASE_UNITS else None,
        "lost_decisions_mean": sum(cut_decisions) / n,
        "lost_decisions_p95": cut_decisions[int(0.95 * (n - 1))],
        "lost_seconds_mean": sum(cut_seconds) / n,
        "lost_seconds_p95": cut_seconds[int(0.95 * (n - 1))],
        "switch_off_loses": sum(1 for x in off_plain if x) / n,
        "switch_off_lost_seconds_mean": sum(off_plain) / n,
        "switch_off_after_pause_loses": sum(1 for x in off_pause if x) / n,
        "switch_off_after_pause_lost_seconds_mean": sum(off_pause) / n,
        "switch_off_after_pause_lost_seconds_max": max(off_pause),
    }


def _switch_off(kind, rnd, decisions, pause):
    """Replay a fresh game to a random decision, then idle SWITCH_OFF_S (opening the
    pause menu first if `pause`) and switch off: the seconds of play lost (from the
    last write to the last decision), 0 if everything was written."""
    policy = _policy(kind)
    now = 0
    policy.started(now)
    stop = rnd.randrange(1, decisions + 1)
    for _ in range(stop):
        t_end = now + _think_ms(rnd)
        while now + POLL_MS <= t_end:
            now += POLL_MS
            if policy.due(now):
                policy.wrote(now)
        now = t_end
        policy.changed(now)
    last_decision = now
    if pause and policy.paused(now):
        policy.wrote(now)
    t_end = now + int(SWITCH_OFF_S * 1000)
    while now + POLL_MS <= t_end:
        now += POLL_MS
        if policy.due(now):
            policy.wrote(now)
    return (last_decision - policy.last_write) / 1000.0 if policy.dirty else 0.0


class CountingNVM(bytearray):
    """An 8 KB nvm that counts its writes (slice assignments, as the store makes)."""

    def __init__(self):
        super().__init__(8192)
        self.writes = 0

    def __setitem__(self, index, value):
        super().__setitem__(index, value)
        self.writes += 1


def settings_visits(visits=SETTINGS_VISITS, seed=SEED, idle=True):
    """The model player's visits to the Settings screen, run by the UI's Saver
    (sos_ui.saving) on a CountingNVM: nvm writes per visit (mean, max). idle=False:
    no settings_tick, so written only on leaving (as before the idle write)."""
    from sos_ui.saving import Saver

    rnd = random.Random(seed)
    nvm = CountingNVM()
    saver = Saver(nvm, "pygamer", False)
    now = [0]
    saver.clock = lambda: now[0]
    saver.probe(bytearray(record.POSITION_SIZE))
    per_visit = []

    def press(change):
        t_end = now[0] + int(SETTINGS_THINK_MEDIAN_S
                             * math.exp(rnd.gauss(0.0, SETTINGS_THINK_SIGMA)) * 1000)
        while now[0] + POLL_MS <= t_end:     # the loop's passes between presses
            now[0] += POLL_MS
            if idle:
                saver.settings_tick()
        now[0] = t_end
        saver.set_at = now[0]                # sos_ui.settings.press
        if change:    # a new value each press (a rule toggled back would write nothing)
            saver.settings = (saver.settings + 1) & 0xFF

    for _ in range(visits):
        before = nvm.writes
        for _c in range(rnd.randint(*SETTINGS_CHANGES)):
            for _s in range(rnd.randint(*SETTINGS_STEPS)):
                press(False)
            for _p in range(rnd.randint(*SETTINGS_PRESSES)):
                press(True)
        press(False)                         # Back
        saver.keep_settings()
        per_visit.append(nvm.writes - before)
        now[0] += 60000                      # a game or more till the next visit
    return {"settings_writes_per_visit": sum(per_visit) / visits,
            "settings_writes_per_visit_max": max(per_visit),
            "settings_writes_per_game": sum(per_visit) / visits / SETTINGS_EVERY}


def figures(games=200):
    """For tools/bench.py: save_writes_per_game per board kind (model player, the
    Settings screen's writes included), save_settings_writes_per_visit,
    save_record_bytes, and the worst-case writes per hour the policy allows."""
    out = {"save_record_bytes": record.RECORD_SIZE}
    settings = settings_visits()
    out["save_settings_writes_per_visit"] = round(settings["settings_writes_per_visit"], 2)
    for kind in ("samd51", "nrf52840"):
        r = simulate(kind, games=games)
        out["save_writes_per_game_" + kind] = round(
            r["writes_per_game"] + settings["settings_writes_per_game"], 2)
        out["save_budget_per_game_" + kind] = budget(kind)
        idle, gap, dwell, pause_gap = policy_numbers(kind)
        out["save_worst_writes_per_hour_" + kind] = 3600000 // min(gap, pause_gap)
    out["save_writes_per_game"] = out["save_writes_per_game_samd51"]
    return out


def main():
    print("record: %d bytes" % record.RECORD_SIZE)
    before = settings_visits(idle=False)
    settings = settings_visits()
    print("settings: written after %d ms at rest and on leaving; a visit before 1 game in %d"
          % (sos_policy.SETTINGS_IDLE_MS, SETTINGS_EVERY))
    for k, v in settings.items():
        print("  %-30s %s" % (k, round(v, 3) if isinstance(v, float) else v))
    print("  %-30s %s" % ("(on leaving only) per visit", before["settings_writes_per_visit"]))
    for kind in ("samd51", "nrf52840"):
        idle, gap, dwell, pause_gap = policy_numbers(kind)
        r = simulate(kind)
        print("%s: idle %d ms, gap %d s, pause dwell %d ms, pause gap %d s"
              % (kind, idle, gap // 1000, dwell, pause_gap // 1000))
        for k, v in r.items():
            print("  %-30s %s" % (k, round(v, 3) if isinstance(v, float) else v))
        total = r["writes_per_game"] + settings["settings_writes_per_game"]
        print("  %-30s %s" % ("with the settings", round(total, 3)))
        print("  games to 10,000 cycles: %d" % (ENDURANCE * ERASE_UNITS[kind] / total))

"""Bots for SOS Titanic (issue 9): they drive the core only through its listed
decisions (`Game.list_decisions`, `Game.apply_index`) and decide from what the
player whose turn it is may know (`sos_core.knowledge`).

- `sos_bot.rand.RandomBot`: a uniformly random listed decision (the baseline).
- `sos_bot.greedy.Greedy`: a one-ply heuristic small enough for a board, with a
  reason code (the board's Hint words its own reasons: lib/sos_ui/why.py).
- `sos_bot.lookahead.Lookahead` (desktop): determinizations x greedy rollouts.

Every bot has `choose(g)` -> an index into g's listing (it lists them itself)
and `reason`, why it chose it (greedy.R_*).
"""

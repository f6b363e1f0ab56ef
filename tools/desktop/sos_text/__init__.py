"""The game as text, for the desktop side: positions (notation), decisions
(decision_text), game records (record), the names of cards, crews and variants
(names), and the audit that checks a position. No board imports any of it: it
stays off the board's tree (tools/install_board.py installs sos_core only), and
tools/sos.py, the bots' tools and the tests import it from here. Runs on
MicroPython too (the tests replay games there)."""

"""The command line (tools/sos.py): its commands, its session, the board as text,
and its fuzzer.
"""

"""Stand-in for CircuitPython's `terminalio`: `FONT`, the built-in 6x12 font.

Memory modelled: none at import (the real font is in flash); its glyphs allocate
as CircuitPython's do (see fontio). It holds printable ASCII (0x20-0x7E); the
board's font has a few more glyphs, which this game does not use. Skipped:
`Terminal`."""
import fontio

FONT = fontio.BuiltinFont(6, 12, 0x20, 0x7E)

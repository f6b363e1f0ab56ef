"""Stand-in for CircuitPython's `audiocore`: `RawSample`, as far as the game uses
it. Memory modelled: the object, holding the caller's buffer (the C one keeps no
copy either). Skipped: reading the samples."""


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        self.buffer = buffer
        self.sample_rate = sample_rate     # settable: a looped sample's pitch at its next play

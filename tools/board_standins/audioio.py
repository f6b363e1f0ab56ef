"""Stand-in for CircuitPython's `audioio`: `AudioOut` (the SAMD51's DAC), as far
as the game uses it.

Memory modelled: the object; at its first play the DMA's conversion buffer
(twice the sample's bytes: 8-bit samples widened for the DAC), which the C code
keeps for later plays. Skipped: the DAC; `pin` and `sample_rate` (the last play's)
are for the tests."""


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        self.pin = left_channel
        self.playing = False
        self.sample_rate = 0
        self._dma = None

    def play(self, sample, *, loop=False):
        if self._dma is None:
            self._dma = bytearray(2 * len(sample.buffer))
        self.playing = True
        self.sample_rate = sample.sample_rate

    def stop(self):
        self.playing = False

"""Stand-in for CircuitPython's `analogio`: `AnalogIn` with a settable `value`
(16-bit, centre 32768). Memory modelled: one small object a pin. Skipped: the
ADC. The benchmark harness moves the PyGamer's joystick by setting `value`."""


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.value = 32768
        self.reference_voltage = 3.3

    def deinit(self):
        pass

"""Stand-in for CircuitPython's `digitalio`: `DigitalInOut`, as far as the game
uses it (an output pin). Memory modelled: the object. Skipped: the pin;
`value` is what was set."""


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = False

    def switch_to_output(self, value=False, drive_mode=None):
        self.value = value

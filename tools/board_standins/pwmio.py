"""Stand-in for CircuitPython's `pwmio`: `PWMOut`, as far as the game uses it.
Memory modelled: the object (the C one allocates nothing more, nor does a
change of frequency or duty cycle). Skipped: the pin's output."""


class PWMOut:
    def __init__(self, pin, *, duty_cycle=0, frequency=500, variable_frequency=False):
        self.pin = pin                 # for the tests
        self.duty_cycle = duty_cycle
        self.frequency = frequency

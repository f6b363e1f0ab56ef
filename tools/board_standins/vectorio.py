"""Stand-in for CircuitPython's `vectorio`: Rectangle, Circle and Polygon.

Memory modelled: one small object each (the C struct); a Polygon keeps its point
list. Skipped: drawing (shapes are rasterised by C at refresh time on a board)."""


class _Shape:
    def __init__(self, pixel_shader, x, y, color_index):
        self.pixel_shader = pixel_shader
        self.x = x
        self.y = y
        self.color_index = color_index
        self.hidden = False

    @property
    def location(self):
        return (self.x, self.y)

    @location.setter
    def location(self, xy):          # a tuple or a list of two, as the C takes
        self.x = xy[0]
        self.y = xy[1]


class Rectangle(_Shape):
    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        _Shape.__init__(self, pixel_shader, x, y, color_index)
        self.width = width
        self.height = height


class Circle(_Shape):
    def __init__(self, *, pixel_shader, radius, x=0, y=0, color_index=0):
        _Shape.__init__(self, pixel_shader, x, y, color_index)
        self.radius = radius


class Polygon(_Shape):
    def __init__(self, *, pixel_shader, points, x=0, y=0, color_index=0):
        _Shape.__init__(self, pixel_shader, x, y, color_index)
        self.points = list(points)

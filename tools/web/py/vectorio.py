"""The page's `vectorio`: Rectangle, the one shape the game draws (menu frames,
the screens' sea); displayio.Display.refresh() puts it in the display list and
the page fills it. Circle and Polygon exist for the API but are not drawn."""


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
    def location(self, xy):
        self.x, self.y = xy


class Rectangle(_Shape):
    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        if width < 1 or height < 1:
            raise ValueError("width and height must be >= 1")
        _Shape.__init__(self, pixel_shader, x, y, color_index)
        self.width = width
        self.height = height

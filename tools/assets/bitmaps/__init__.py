"""What tools/make_bitmaps.py draws the sprite sheets and fonts with: the pixel
art (glyphs.txt, read by glyphs.py), each sheet's sizes (spec.py), a canvas
(canvas.py), the cards (cards.py), the ship, boats and icons (ship.py), the
sheet's cells (sheet.py), the fonts (fonts.py, pcf.py) and the BMP writer
(bmp.py)."""

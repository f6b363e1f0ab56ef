"""What goes into assets/ and docs/: the sprite sheets (make_bitmaps, bitmaps/),
the words, the README's GIF, the screenshots.
"""

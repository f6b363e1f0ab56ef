"""The game's way onto a board: the tree, its rewrites (consts inlined, modules
bundled, names shrunk), the build, the drive install, the release zip, and the
tools' own set-up (bootstrap).
"""

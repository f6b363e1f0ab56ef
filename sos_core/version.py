"""The game's version: defined here once; the title screen, the boot report,
the release bundle's name and CHANGELOG.md's newest heading use it."""
VERSION = "1.7.0"

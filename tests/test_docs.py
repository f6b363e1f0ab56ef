"""The README is for players and board owners: short, its links inside the
repository, the Troubleshooting heading the board's messages point to; the
CHANGELOG's newest heading is the game's version."""
import re
from pathlib import Path

from sos_core.version import VERSION

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MAX_README = 12 * 1024
POINTER = re.compile(r"README[:,]\s+\"?([A-Z][\w ]*\w)\"?[).]")   # (README: Troubleshooting)
LINK = re.compile(r"\]\(([^)\s]+)\)|src=\"([^\"]+)\"")


def _pages():
    return [README, ROOT / "CHANGELOG.md"] + sorted((ROOT / "docs").glob("*.md"))


def test_the_readme_is_short():
    assert len(README.read_bytes()) <= MAX_README


def test_every_link_is_a_file_of_the_repository():
    for page in _pages():
        for m in LINK.finditer(page.read_text()):
            target = (m.group(1) or m.group(2)).split("#")[0]
            assert "://" not in target and not target.startswith("mailto:"), (page.name, target)
            if not target:
                continue                                  # a link within the page
            path = (page.parent / target).resolve()
            assert path.is_relative_to(ROOT), (page.name, target)
            assert path.exists(), (page.name, target)


def test_the_boards_messages_point_to_a_troubleshooting_heading():
    headings = re.findall(r"^#+ (.+)$", README.read_text(), re.M)
    assert "Troubleshooting" in headings
    for source in (ROOT / "code.py", ROOT / "lib" / "sos_boards" / "unknown.py"):
        text = source.read_text()
        named = POINTER.findall(text)
        assert named, source.name
        for name in named:
            assert name in headings, (source.name, name)


def test_the_changelogs_newest_version_and_the_readmes_boot_report_are_the_games():
    versions = re.findall(r"^## (\S+)", (ROOT / "CHANGELOG.md").read_text(), re.M)
    assert versions and versions[0] == VERSION
    quoted = re.findall(r"^sos: SOS Titanic (\S+)$", README.read_text(), re.M)
    assert quoted == [VERSION]

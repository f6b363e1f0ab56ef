// Start the board tree on MicroPython's WebAssembly VM with the browser's profile
// (py/sos_web.py): shared by the page (sos.js) and Node (tests: node_run.mjs).
//
// boot(options) loads the VM, writes the tree (board.bin, see tools/web.py) into
// its filesystem, makes the object the VM's page side calls (globalThis.sosPage:
// py/sos_web_page.py), runs code.py's start-up, and returns {press, pump,
// flush, composer}: press(button, down) and pump() are sos_web's (a pass of the
// App's loop each), flush() writes what the save policy has not yet (the page
// going away), composer holds the last frame (compose.mjs), of the board's size
// in the tree's /web/boards.json.
import { Composer } from "./compose.mjs";

// options: loadMicroPython, tree (board.bin's bytes, or a promise of them: the VM
// starts meanwhile), name (the board), storage ({get(key) -> base64 text or
// null, set(key, text)}), frame() (called after each frame is composed),
// sound(cue), stdout, stderr, heapsize
export async function boot(o) {
  const mp = await o.loadMicroPython({
    heapsize: o.heapsize || 2 << 20,
    stdout: o.stdout || ((line) => console.log(line)),
    stderr: o.stderr || ((line) => console.error(line)),
  });
  const M = mp._module;
  const mem = { u8: (a) => M.getValue(a, "i8") & 255, i32: (a) => M.getValue(a, "i32") };
  unpack(mp, await o.tree);
  const board = JSON.parse(mp.FS.readFile("/web/boards.json", { encoding: "utf8" }))[o.name];
  const composer = new Composer(mem, board.width, board.height);
  globalThis.sosPage = {
    render(addr, records) {
      composer.compose(addr, records);
      if (o.frame) o.frame(composer);
    },
    // the save area (py/sos_web_board.py): `size` bytes at `addr` in the VM's
    // memory, kept as base64 text (MicroPython's binascii is slow at 8 KB here)
    nvm_load(key, addr, size) {
      const text = o.storage.get(key);
      if (!text) return false;
      const bytes = atob(text);
      for (let i = 0; i < size && i < bytes.length; i++) M.setValue(addr + i, bytes.charCodeAt(i), "i8");
      return true;
    },
    nvm_store(key, addr, size) {
      let s = "";
      for (let i = 0; i < size; i++) s += String.fromCharCode(M.getValue(addr + i, "i8") & 255);
      o.storage.set(key, btoa(s));
    },
    sound: (cue) => (o.sound ? o.sound(cue) : undefined),
  };
  mp.runPython("import sys\nsys.path.insert(0, '/web')\n");
  const py = mp.pyimport("sos_web");
  py.start(o.name); // code.py's start-up: the title's frame is drawn
  return { press: py.press, pump: py.pump, flush: py.flush, composer, mp };
}

// board.bin: "SOSW", then per file a u16 path length, the path, a u32 length,
// the bytes (little-endian); a u16 0 ends it
export function unpack(mp, buf) {
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  const text = new TextDecoder();
  if (text.decode(buf.subarray(0, 4)) !== "SOSW") throw new Error("board.bin is not a board tree");
  let p = 4;
  for (;;) {
    const n = view.getUint16(p, true);
    p += 2;
    if (!n) break;
    const path = text.decode(buf.subarray(p, p + n));
    p += n;
    const length = view.getUint32(p, true);
    p += 4;
    const dir = path.slice(0, path.lastIndexOf("/"));
    if (dir) mp.FS.mkdirTree(dir);
    mp.FS.writeFile(path, buf.subarray(p, p + length));
    p += length;
  }
}

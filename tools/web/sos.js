// SOS Titanic in a web page: MicroPython's WebAssembly VM runs the board's
// code.py with the browser's profile (py/sos_web.py); this draws its frames,
// feeds it the keyboard and the on-screen buttons, keeps its save area in
// localStorage and runs its loop from the page's events and timers.
import { loadMicroPython } from "./micropython.mjs";
import { boot } from "./boot.mjs";
import { crc32, rgb565FromRGBA } from "./compose.mjs";

// physical buttons, numbered as in lib/sos_boards/buttons.py
const UP = 0, DOWN = 1, LEFT = 2, RIGHT = 3, A = 4, B = 5, START = 6, SELECT = 7;
const NAMES = ["UP", "DOWN", "LEFT", "RIGHT", "A", "B", "START", "SELECT"];

// the boards the page offers, the first its default (tools/web.py writes in the board
// table's rows, lib/sos_boards/table.py); each scheme's pad: buttons, places, keys
const BOARDS = /*__BOARDS__*/{};
const PADS = {
  dpad: {
    buttons: [[UP, "\u25b2", "dpadbox up"], [LEFT, "\u25c0", "dpadbox left"],
      [RIGHT, "\u25b6", "dpadbox right"], [DOWN, "\u25bc", "dpadbox down"],
      [B, "B", "abbox b"], [A, "A", "abbox a"],
      [SELECT, "SELECT", "menubox"], [START, "START", "menubox"]],
    keys: "Arrows: d-pad \u00b7 Z or A: A \u00b7 X or S: B \u00b7 Enter: START \u00b7 Space or Backspace: SELECT",
  },
  ab: {
    buttons: [[A, "A", "row"], [B, "B", "row"]],
    keys: "Z or A: button A (next target) \u00b7 X or S: button B (choose)",
  },
  three: {
    buttons: [[LEFT, "D0", "row"], [A, "D1", "row"], [RIGHT, "D2", "row"]],
    keys: "1, 2, 3 (or \u2190, Z, \u2192): D0 back, D1 choose, D2 forth",
  },
};

// the desktop's keys (tools/desktop/sos_desktop/window.py); by KeyboardEvent.key
const KEYS = {
  ArrowUp: UP, ArrowDown: DOWN, ArrowLeft: LEFT, ArrowRight: RIGHT,
  z: A, a: A, x: B, s: B, Enter: START, " ": SELECT, Backspace: SELECT,
};
const THREE_KEYS = { 1: LEFT, 2: A, 3: RIGHT };

const name = BOARDS[location.hash.slice(1)] ? location.hash.slice(1) : Object.keys(BOARDS)[0];
const board = BOARDS[name];
const controls = PADS[board.scheme];
const available = new Set(controls.buttons.map((b) => b[0]));
const keymap = { ...KEYS, ...(board.scheme === "three" ? THREE_KEYS : {}) };

const canvas = document.getElementById("screen");
const ctx = canvas.getContext("2d", { alpha: false });
const statusLine = document.getElementById("status");
const device = document.getElementById("device");
const loading = document.getElementById("loading");
// the big files' sizes, for the loading line's progress (tools/web.py writes them
// in: sent gzip-compressed, a response's Content-Length is not what it holds)
const SIZES = /*__SIZES__*/{};

// --- what tests and the benchmark read (tools/web/web_browser.py) ----------------------
const sos = {
  board: name,
  running: false,
  error: null,
  frames: 0,           // frames drawn
  presses: [],         // per press: {button, ms: to the frame drawn, frameMs: to the next frame}
  cues: [],            // the sound cues the game asked for, in order
  kept: 0,             // save area writes made as the page went away (keep)
  ready: null,         // resolves once the game runs
  firstFrameMs: null,  // performance.now() at the first frame drawn
  loading: [],         // the loading line's steps: [text, performance.now()]
  offline: null,       // resolves once the service worker keeps the page
  // the frame on the canvas, as RGB565 big-endian bytes (the headless emulator's
  // framebuffer), and its CRC-32; null if a pixel is no RGB565 colour
  frame565() {
    return rgb565FromRGBA(ctx.getImageData(0, 0, board.width, board.height).data);
  },
  frameCrc() {
    const f = sos.frame565();
    return f ? crc32(f) : -1;
  },
  frameBase64() {
    const f = sos.frame565();
    let s = "";
    for (let i = 0; i < f.length; i += 0x8000) s += String.fromCharCode(...f.subarray(i, i + 0x8000));
    return btoa(s);
  },
  nvmKey: "sos-titanic-nvm-" + name,
  press: null,          // (button, down): as a key or a touch does
  vm: null,
};
window.sos = sos;

// --- the screen -----------------------------------------------------------------
canvas.width = board.width;
canvas.height = board.height;
const image = ctx.createImageData(board.width, board.height);

// a phone on its side: the buttons beside the screen (sos.css, the same query)
const landscape = window.matchMedia("(orientation: landscape) and (max-height: 640px)");

function fit() {
  // the largest integer scale in device pixels that fits: crisp at any pixel ratio
  const dpr = window.devicePixelRatio || 1;
  let w = Math.min(document.documentElement.clientWidth, 1000) - 2 * 8 - 2 * 14 - 2 * 6;
  let h = window.innerHeight * (board.scheme === "dpad" ? 0.58 : 0.64);
  if (landscape.matches) {
    // the device's grid: the pad's columns either side (their own sizes) and gaps,
    // the height below the header less the device's and the bezel's padding
    const cols = getComputedStyle(device).gridTemplateColumns.split(" ").map(parseFloat);
    w -= cols[0] + cols[cols.length - 1] + 2 * 16;
    h = window.innerHeight - document.querySelector("header").getBoundingClientRect().bottom -
      2 * 6 - 2 * 6 - 2;
  }
  const k = Math.max(1, Math.floor(Math.min((w * dpr) / board.width, (h * dpr) / board.height)));
  canvas.style.width = (board.width * k) / dpr + "px";
  canvas.style.height = (board.height * k) / dpr + "px";
}
window.addEventListener("resize", fit);

for (const [n, b] of Object.entries(BOARDS)) {          // the board links, a space apart
  document.getElementById("boards").append(" ", Object.assign(document.createElement("a"),
    { href: "#" + n, textContent: b.title, className: n === name ? "on" : "" }));
}
window.addEventListener("hashchange", () => location.reload());
document.getElementById("keys").textContent = controls.keys;
document.title = "SOS Titanic (" + board.title + ")";

// --- sound: a Web Audio player for the profile's cues (py/sos_web.py) ---------------
// CUES[cue]: the notes ([Hz, seconds]) of lib/sos_boards/sound.py's cue numbers
// (its NOTES: tests/test_sound.py checks they agree); 0 is none.
const CUES = [
  null,
  [[660, 0.08], [880, 0.12]],                          // a rescue saves
  [[525, 0.1]],                                        // a page turned
  [[330, 0.12], [245, 0.2]],                           // a rescue failed
  [[195, 0.25]],                                       // a deck flooded
  [[220, 0.2], [185, 0.2], [145, 0.4]],                // the ship sank
  [[525, 0.1], [660, 0.1], [785, 0.1], [1045, 0.25]],  // everyone saved
];
const sound = {
  ctx: null,
  // made at the first cue (inside a press: the browser lets a page's audio start
  // in a key or touch handler), not at the first key: making one takes tens of ms
  unlock() {
    if (this.ctx && this.ctx.state === "suspended") this.ctx.resume();
  },
  play(cue) {
    sos.cues.push(cue);
    const notes = CUES[cue];
    if (!notes || !window.AudioContext) return;
    try {
      if (!this.ctx) this.ctx = new AudioContext();
    } catch (e) {                       // no audio here: the game goes on silent
      console.warn("sos: no sound:", e);
      window.AudioContext = null;
      return;
    }
    this.unlock();
    let t = this.ctx.currentTime + 0.01;
    for (const [freq, length] of notes) {
      const osc = this.ctx.createOscillator();
      const gain = this.ctx.createGain();
      osc.type = "square";
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.06, t);
      gain.gain.exponentialRampToValueAtTime(0.001, t + length);
      osc.connect(gain).connect(this.ctx.destination);
      osc.start(t);
      osc.stop(t + length);
      t += length;
    }
  },
};

// --- the save area in localStorage, the frames on the canvas -------------------
const storage = {
  get(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null;                      // storage refused (a private window): unsaved play
    }
  },
  set(key, text) {
    try {
      localStorage.setItem(key, text);
    } catch (e) {
      console.warn("sos: the save area could not be stored:", e);
    }
  },
};

function show(composer) {
  composer.rgba(image.data);
  ctx.putImageData(image, 0, 0);
  if (!sos.frames++) {
    sos.firstFrameMs = performance.now();
    loading.remove();
  }
}

function step(text, done, total) {
  const kb = (n) => Math.round(n / 1024);
  loading.firstChild.textContent = total ? text + " " + kb(done) + " / " + kb(total) + " KB" : text;
  const bar = loading.querySelector("progress");
  if (total) bar.value = done / total;
  else bar.removeAttribute("value");          // indeterminate: the VM starting
  if (!sos.loading.length || sos.loading[sos.loading.length - 1][0] !== text) {
    sos.loading.push([text, performance.now()]);
  }
}

function fail(e) {
  sos.running = false;
  loading.remove();
  sos.error = (e && e.message) || String(e);
  statusLine.className = "error";
  statusLine.textContent = "The game stopped:\n" + sos.error;
  console.error(e);
}

// --- the loop: a pass at each event, and timers for repeats and the save policy --
let py = null;
let timer = 0;
const held = new Map();                 // button -> the sources holding it (keys, pointers)

function anyHeld() {
  for (const s of held.values()) if (s.size) return true;
  return false;
}

function schedule() {
  clearTimeout(timer);
  if (sos.running) timer = setTimeout(idle, anyHeld() ? 16 : 200);
}

function idle() {
  if (!sos.running) return;
  try {
    py.pump();
  } catch (e) {
    fail(e);
    return;
  }
  schedule();
}

function deliver(button, down, t0) {
  if (!sos.running) return;
  let handled;
  try {
    handled = py.press(button, down);
  } catch (e) {
    fail(e);
    return;
  }
  if (down && handled >= 0) {
    const entry = { button: NAMES[button], ms: performance.now() - t0, frameMs: null };
    sos.presses.push(entry);
    requestAnimationFrame(() => { entry.frameMs = performance.now() - t0; });
  }
  schedule();
}

// one button held from several sources (two keys, a key and a finger) is one press
function hold(button, source, down, t0) {
  if (!available.has(button)) return;
  let s = held.get(button);
  if (!s) held.set(button, (s = new Set()));
  const was = s.size > 0;
  if (down) s.add(source);
  else s.delete(source);
  const is = s.size > 0;
  for (const el of document.querySelectorAll('#pad button[data-button="' + button + '"]')) {
    el.classList.toggle("held", is);
  }
  if (was !== is) deliver(button, is, t0);
}

function releaseAll() {
  for (const [button, s] of held) {
    for (const source of [...s]) hold(button, source, false, performance.now());
  }
}

sos.press = (button, down) => hold(button, "api", down, performance.now());

window.addEventListener("keydown", (e) => {
  if (e.ctrlKey || e.metaKey || e.altKey) return;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const button = keymap[key];
  if (button === undefined) return;
  e.preventDefault();
  sound.unlock();
  if (!e.repeat) hold(button, "key:" + key, true, e.timeStamp);
});
window.addEventListener("keyup", (e) => {
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const button = keymap[key];
  if (button === undefined) return;
  e.preventDefault();
  hold(button, "key:" + key, false, e.timeStamp);
});
window.addEventListener("blur", releaseAll);

// The page going away (reloaded, closed, or hidden for another tab or app, where
// a phone may end it unasked): the save policy writes after 2 s of quiet, so
// what it has not written yet is written now (localStorage is synchronous).
function keep() {
  if (!sos.running) return;
  try {
    sos.kept += py.flush();
  } catch (e) {
    fail(e);
  }
}
document.addEventListener("visibilitychange", () => {
  if (!document.hidden) return;
  releaseAll();
  keep();
});
window.addEventListener("pagehide", keep);
window.addEventListener("beforeunload", keep);

// the on-screen buttons: pointer events (touch, pen, mouse), several at once
const pad = document.getElementById("pad");
pad.className = board.scheme;
device.classList.add(board.scheme);
const boxes = {};
for (const [button, label, place] of controls.buttons) {
  // place: the box it sits in ("row": the pad itself), then its own class
  const [box, cls] = place.split(" ");
  if (box !== "row" && !boxes[box]) {
    boxes[box] = document.createElement("div");
    boxes[box].className = box;
    pad.appendChild(boxes[box]);
  }
  const el = document.createElement("button");
  el.type = "button";
  el.textContent = label;
  if (cls) el.className = cls;
  el.dataset.button = button;
  el.setAttribute("aria-label", (board.scheme === "three" ? label : NAMES[button]) + " button");
  const source = (e) => "pointer:" + e.pointerId;
  el.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    sound.unlock();
    el.setPointerCapture(e.pointerId);
    hold(button, source(e), true, e.timeStamp);
  });
  for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
    el.addEventListener(type, (e) => hold(button, source(e), false, e.timeStamp));
  }
  el.addEventListener("contextmenu", (e) => e.preventDefault());
  (boxes[box] || pad).appendChild(el);
}

fit();

// --- start ------------------------------------------------------------------------
// The VM's .wasm and the board tree download together (index.html preloads both)
// while the VM starts: it compiles its .wasm as the bytes come (its loader fetches
// it, streaming), then waits for the tree. Both are counted on their way for
// the loading line.
function counter(total) {
  let done = 0;
  let open = 2;
  step("Loading MicroPython\u2026", 0, total);
  return {
    add(n) {
      done += n;
      step("Loading MicroPython\u2026", done, Math.max(total, done));
    },
    end() {
      if (!--open) step("Starting the game\u2026");
    },
    // a response whose body is counted as it is read
    wrap(response) {
      if (!response.ok) throw new Error(response.url + ": " + response.status);
      const body = response.body.pipeThrough(new TransformStream({
        transform: (chunk, out) => { this.add(chunk.length); out.enqueue(chunk); },
        flush: () => this.end(),
      }));
      return new Response(body, { status: response.status, headers: response.headers });
    },
  };
}

async function start() {
  const count = counter((SIZES["micropython.wasm"] || 0) + (SIZES["board.bin"] || 0));
  const tree = fetch("board.bin").then((r) => count.wrap(r).arrayBuffer())
    .then((b) => new Uint8Array(b));
  // the VM's loader calls fetch() for its .wasm: that one response counted
  const plain = window.fetch;
  window.fetch = (url, init) => (String(url).endsWith("micropython.wasm")
    ? plain(url, init).then((r) => count.wrap(r)) : plain(url, init));
  let game;
  try {
    game = await boot({
      loadMicroPython, tree, name, storage, frame: show, sound: (cue) => sound.play(cue),
    });
  } finally {
    window.fetch = plain;
  }
  py = game;
  sos.vm = game.mp;                     // the VM (runPython), for a look from the console
  sos.running = true;
  statusLine.textContent = "";
  schedule();
}

sos.ready = start().catch(fail).then(() => sos.running);

// the page kept for use offline (a service worker: over http(s) only)
sos.offline = ("serviceWorker" in navigator && location.protocol.startsWith("http"))
  ? navigator.serviceWorker.register("sw.js").then(() => navigator.serviceWorker.ready)
    .then(() => true, (e) => { console.warn("sos: no offline copy:", e); return false; })
  : Promise.resolve(false);

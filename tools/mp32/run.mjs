// Run a MicroPython script on the 32-bit WebAssembly port (what the boards are).
//
//   node tools/mp32/run.mjs [--heapsize BYTES] [--pystack WORDS] [--lib DIR]...
//                           [--tree DIR] SCRIPT.py
//
// Each --lib DIR is copied (its .py files, recursively) to /lib/<basename DIR> in the
// VM's in-memory filesystem; /lib is on sys.path. --tree DIR, a board-like tree
// (code.py, lib/ with .mpy files, assets/), is copied whole to /tree, which becomes
// the working directory, with ./lib on sys.path (as the unix port runs a tree).
// The script's output goes to stdout.
// Exit status: 0, the SystemExit code, or 1 with the traceback on stderr if it raised.
import fs from "node:fs";
import path from "node:path";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript/micropython.mjs";

const opts = { libs: [] };
const argv = process.argv.slice(2);
while (argv.length > 1) {
  const flag = argv.shift();
  if (flag === "--heapsize") opts.heapsize = Number(argv.shift());
  else if (flag === "--pystack") opts.pystack = Number(argv.shift());
  else if (flag === "--lib") opts.libs.push(argv.shift());
  else if (flag === "--tree") opts.tree = argv.shift();
  else throw new Error(`run.mjs: unknown option ${flag}`);
}
if (argv.length !== 1) throw new Error("usage: run.mjs [options] SCRIPT.py");
const script = fs.readFileSync(argv[0], "utf8");

// The package's own line buffering drops a last line without "\n", so take raw
// bytes (one per call) and write whole lines ourselves, flushing at exit.
function sink(fd) {
  let buf = [];
  const flush = () => {
    if (buf.length) fs.writeSync(fd, Uint8Array.from(buf));
    buf = [];
  };
  const write = (bytes) => {
    for (const b of bytes) {
      buf.push(b);
      if (b === 10) flush();
    }
  };
  return { write, flush };
}
const out = sink(1);
const err = sink(2);

const mp = await loadMicroPython({
  linebuffer: false,
  stdout: out.write,
  stderr: err.write,
  // heapsize is only the initial heap: this port grows it on demand.
  ...(opts.heapsize ? { heapsize: opts.heapsize } : {}),
  ...(opts.pystack ? { pystack: opts.pystack } : {}),
});

function copyTree(src, dst) {
  mp.FS.mkdirTree(dst);
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    if (entry.isDirectory() && entry.name !== "__pycache__") {
      copyTree(from, `${dst}/${entry.name}`);
    } else if (entry.isFile() && entry.name.endsWith(".py")) {
      mp.FS.writeFile(`${dst}/${entry.name}`, fs.readFileSync(from));
    }
  }
}
for (const lib of opts.libs) copyTree(lib, `/lib/${path.basename(lib)}`);

function copyAll(src, dst) {
  mp.FS.mkdirTree(dst);
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const from = path.join(src, entry.name);
    if (entry.isDirectory()) copyAll(from, `${dst}/${entry.name}`);
    else if (entry.isFile()) mp.FS.writeFile(`${dst}/${entry.name}`, fs.readFileSync(from));
  }
}
if (opts.tree) {
  copyAll(opts.tree, "/tree");
  mp.FS.chdir("/tree");
}

let status = 0;
try {
  // /lib is already on this port's sys.path; keep the guard in case that changes.
  mp.runPython("import sys\nif '/lib' not in sys.path: sys.path.append('/lib')\ndel sys");
  if (opts.tree) mp.runPython("import sys\nsys.path.insert(1, './lib')\ndel sys");
  mp.runPython(script);
} catch (e) {
  // An uncaught Python exception surfaces as a JS PythonError whose .type is the
  // exception class name and .message the full traceback (file name "<stdin>").
  if (e && e.constructor && e.constructor.name === "PythonError") {
    if (e.type === "SystemExit") {
      // Message ends "SystemExit: <arg>"; sys.exit() leaves the arg empty.
      const arg = e.message.trimEnd().split("\n").pop().replace(/^SystemExit:? ?/, "");
      if (arg === "" || arg === "None") status = 0;
      else if (/^-?\d+$/.test(arg)) status = Number(arg) & 0xff;
      else {
        err.write(new TextEncoder().encode(arg + "\n"));
        status = 1;
      }
    } else {
      err.write(new TextEncoder().encode(e.message));
      status = 1;
    }
  } else {
    err.write(new TextEncoder().encode(`run.mjs: VM failure: ${e && e.stack ? e.stack : e}\n`));
    status = 2;
  }
}
out.flush();
err.flush();
process.exit(status);

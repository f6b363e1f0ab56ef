// The page's game under Node, without a browser (tests/test_web.py where no
// Chromium is installed): the same VM, boot.mjs and composer as the page.
//
//   node tools/web/node_run.mjs BOARD_BIN BOARD < {"presses": [...], "nvm": base64|null}
//
// Each press is physical button b pressed and released (sos_web.press); writes
// one JSON object: {"crcs": [the CRC-32 of the frame, RGB565 big-endian, at the
// start and after each press], "nvm": the save area kept (base64) or null,
// "cues": the sound cues the game asked for, in order}.
import fs from "node:fs";
import { loadMicroPython } from "../mp32/node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs";
import { boot } from "./boot.mjs";
import { crc32 } from "./compose.mjs";

const [treePath, name] = process.argv.slice(2);
const input = JSON.parse(fs.readFileSync(0, "utf8"));
const key = "sos-titanic-nvm-" + name;
const kept = { [key]: input.nvm || null };
const storage = { get: (k) => kept[k] ?? null, set: (k, v) => { kept[k] = v; } };
const log = [];
const cues = [];
const game = await boot({
  loadMicroPython, tree: new Uint8Array(fs.readFileSync(treePath)), name, storage,
  stdout: (line) => log.push(line), stderr: (line) => log.push(line),
  sound: (cue) => cues.push(cue),
});
const be = new Uint8Array(game.composer.fb.length * 2);
function crc() {
  const fb = game.composer.fb;
  for (let i = 0; i < fb.length; i++) { be[2 * i] = fb[i] >> 8; be[2 * i + 1] = fb[i] & 255; }
  return crc32(be);
}
const crcs = [crc()];
for (const b of input.presses) {
  game.press(b, true);
  game.press(b, false);
  crcs.push(crc());
}
process.stdout.write(JSON.stringify({ crcs, nvm: kept[key], log, cues }) + "\n");

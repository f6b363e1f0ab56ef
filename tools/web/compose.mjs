// Compose a frame from the display list that the page's screen writes at each
// refresh (tools/web/py/sos_web_screen.py), as displayio composes one: the layers in
// drawing order, a pixel the topmost opaque one, black where there is none; the
// colours in RGB565 (red >> 3, green >> 2, blue >> 3, as Blinka and a board's
// 16-bit display convert them). Pure: it reads the VM's memory through `mem`
// (u8(address), i32(address)), so the page and Node (tests) share it.

export const TILEGRID = 1;
export const RECT = 2;
export const RECORD = 16; // ints a record

// 5- and 6-bit channels to 8 bits, as the headless emulator writes its PNGs
// (tools/desktop/sos_desktop/fbdisplay.py: v * 255 // 31, v * 255 // 63).
export const R5 = Uint8Array.from({ length: 32 }, (_, v) => Math.floor((v * 255) / 31));
export const G6 = Uint8Array.from({ length: 64 }, (_, v) => Math.floor((v * 255) / 63));

export class Composer {
  constructor(mem, width, height) {
    this.mem = mem;
    this.width = width;
    this.height = height;
    this.fb = new Uint16Array(width * height); // RGB565, row by row
    this.bitmaps = new Map(); // address -> {w, h, pix}: each value, read once
    this.tiles = new Uint8Array(1024);
    this.colour = new Uint16Array(256);
    this.opaque = new Uint8Array(256);
  }

  bitmap(r) {
    const { mem } = this;
    const addr = mem.i32(r + 44);
    let bm = this.bitmaps.get(addr);
    if (bm) return bm;
    const w = mem.i32(r + 48);
    const h = mem.i32(r + 52);
    const stride = mem.i32(r + 56);
    const bits = mem.i32(r + 60);
    const pix = new Uint32Array(w * h);
    const row = new Uint8Array(stride);
    for (let y = 0; y < h; y++) {
      for (let i = 0; i < stride; i++) row[i] = mem.u8(addr + y * stride + i);
      for (let x = 0; x < w; x++) {
        let value;
        if (bits < 8) {
          const bit = x * bits;
          value = (row[bit >> 3] >> (8 - bits - (bit & 7))) & ((1 << bits) - 1);
        } else {
          value = 0;
          for (let k = 0; k < bits >> 3; k++) value |= row[(x * bits >> 3) + k] << (8 * k);
          value >>>= 0;
        }
        pix[y * w + x] = value;
      }
    }
    bm = { w, h, pix };
    this.bitmaps.set(addr, bm);
    return bm;
  }

  palette(addr, n) {
    const { mem, colour, opaque } = this;
    opaque.fill(0);
    for (let i = 0; i < n && i < 256; i++) {
      const o = addr + 4 * i;
      const r = mem.u8(o);
      const g = mem.u8(o + 1);
      const b = mem.u8(o + 2);
      colour[i] = ((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3);
      opaque[i] = mem.u8(o + 3) & 1 ? 0 : 1;
    }
  }

  // Compose the `n` records at `addr` into this.fb.
  compose(addr, n) {
    const { mem, fb, width: W, height: H } = this;
    fb.fill(0);
    for (let k = 0; k < n; k++) {
      const r = addr + 4 * RECORD * k;
      const kind = mem.i32(r);
      const x0 = mem.i32(r + 4);
      const y0 = mem.i32(r + 8);
      const s = mem.i32(r + 12);
      this.palette(mem.i32(r + 16), mem.i32(r + 20));
      const { colour, opaque } = this;
      if (kind === RECT) {
        const ci = mem.i32(r + 32);
        if (ci < 0 || ci > 255 || !opaque[ci]) continue;
        const c = colour[ci];
        const xa = Math.max(0, x0);
        const xb = Math.min(W, x0 + mem.i32(r + 24));
        const ya = Math.max(0, y0);
        const yb = Math.min(H, y0 + mem.i32(r + 28));
        for (let y = ya; y < yb; y++) fb.fill(c, y * W + xa, y * W + Math.max(xa, xb));
        continue;
      }
      if (kind !== TILEGRID) continue;
      const tilesAddr = mem.i32(r + 24);
      const tw = mem.i32(r + 28);
      const th = mem.i32(r + 32);
      const cw = mem.i32(r + 36);
      const ch = mem.i32(r + 40);
      const bm = this.bitmap(r);
      const across = Math.floor(bm.w / cw); // tiles a row of the bitmap
      const count = tw * th;
      if (this.tiles.length < count) this.tiles = new Uint8Array(count);
      const tiles = this.tiles;
      for (let i = 0; i < count; i++) tiles[i] = mem.u8(tilesAddr + i);
      const pix = bm.pix;
      for (let ty = 0; ty < th; ty++) {
        const ty0 = y0 + s * ty * ch;
        if (ty0 >= H || ty0 + s * ch <= 0) continue;
        for (let tx = 0; tx < tw; tx++) {
          const tx0 = x0 + s * tx * cw;
          if (tx0 >= W || tx0 + s * cw <= 0) continue;
          const t = tiles[ty * tw + tx];
          const sx = (t % across) * cw;
          const sy = Math.floor(t / across) * ch;
          for (let py = 0; py < ch; py++) {
            const by = sy + py;
            for (let px = 0; px < cw; px++) {
              const bx = sx + px;
              // outside the bitmap: value 0, as displayio reads it
              const v = bx < bm.w && by < bm.h ? pix[by * bm.w + bx] : 0;
              if (v > 255 || !opaque[v]) continue;
              const c = colour[v];
              const X = tx0 + s * px;
              const Y = ty0 + s * py;
              for (let dy = 0; dy < s; dy++) {
                const yy = Y + dy;
                if (yy < 0 || yy >= H) continue;
                for (let dx = 0; dx < s; dx++) {
                  const xx = X + dx;
                  if (xx >= 0 && xx < W) fb[yy * W + xx] = c;
                }
              }
            }
          }
        }
      }
    }
    return fb;
  }

  // The frame as RGBA bytes (into `out`, a Uint8ClampedArray of width * height * 4).
  rgba(out) {
    const { fb } = this;
    for (let i = 0, o = 0; i < fb.length; i++, o += 4) {
      const c = fb[i];
      out[o] = R5[c >> 11];
      out[o + 1] = G6[(c >> 5) & 63];
      out[o + 2] = R5[c & 31];
      out[o + 3] = 255;
    }
    return out;
  }
}

// CRC-32 (zlib's), of bytes: what the tests compare frames by.
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes) {
  let c = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// RGBA bytes of a frame back to RGB565 big-endian bytes (as the headless emulator
// keeps its frame): null if a pixel is no colour that RGB565 expands to.
const FROM8 = (table) => {
  const back = new Int16Array(256).fill(-1);
  table.forEach((v, i) => { back[v] = i; });
  return back;
};
const BACK5 = FROM8(R5);
const BACK6 = FROM8(G6);

export function rgb565FromRGBA(rgba) {
  const out = new Uint8Array((rgba.length / 4) * 2);
  for (let i = 0, o = 0; i < rgba.length; i += 4, o += 2) {
    const r = BACK5[rgba[i]];
    const g = BACK6[rgba[i + 1]];
    const b = BACK5[rgba[i + 2]];
    if (r < 0 || g < 0 || b < 0 || rgba[i + 3] !== 255) return null;
    const v = (r << 11) | (g << 5) | b;
    out[o] = v >> 8;
    out[o + 1] = v & 255;
  }
  return out;
}

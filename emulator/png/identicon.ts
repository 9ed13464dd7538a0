import { encodePng } from './png-encoder';

// Deterministic 64x64 avatars: an 8x8 grid, left half drawn from a hash of the public id and
// mirrored, in a colour also taken from the hash. The same id always gives the same bytes, so
// the bytes are cached for the life of the process.

const SIZE = 64;
const CELLS = 8;
const CELL = SIZE / CELLS;
const cache = new Map<string, Buffer>();

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

function render(publicId: string): Buffer {
  const hash = fnv1a(publicId);
  const bits = fnv1a(`${publicId}:cells`) * 2 ** 16 + (hash & 0xffff);
  const [r, g, b] = hslToRgb(hash % 360, 0.55, 0.5);
  const pixels = new Uint8Array(SIZE * SIZE * 4);
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const cx = Math.floor(x / CELL);
      const cy = Math.floor(y / CELL);
      const half = cx < CELLS / 2 ? cx : CELLS - 1 - cx;
      const on = Math.floor(bits / 2 ** (cy * (CELLS / 2) + half)) % 2 === 1;
      const at = (y * SIZE + x) * 4;
      pixels[at] = on ? r : 240;
      pixels[at + 1] = on ? g : 240;
      pixels[at + 2] = on ? b : 240;
      pixels[at + 3] = 255;
    }
  }
  return encodePng(SIZE, SIZE, pixels);
}

export function avatarPng(publicId: string): Buffer {
  let bytes = cache.get(publicId);
  if (!bytes) {
    bytes = render(publicId);
    cache.set(publicId, bytes);
  }
  return bytes;
}

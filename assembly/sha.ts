// SHA-1 and SHA-256 over bytes written once into linear memory.
// Twin of src/kernels/js/sha.ts. ABI: `alloc(len)` returns where the host writes the input;
// `sha1(len)` / `sha256(len)` hash it and return the address of the digest (20 / 32 bytes, big-endian).

import { ensureMemory, heapBase } from './lib/arena';

const W: usize = memory.data(64 * 4, 16); // SHA-256 message schedule
const W1: usize = memory.data(80 * 4, 16); // SHA-1 message schedule
const TAIL: usize = memory.data(128, 16); // the last one or two padded blocks
const DIGEST: usize = memory.data(32, 16);
const K256: usize = memory.data<u32>([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

let h0: u32 = 0;
let h1: u32 = 0;
let h2: u32 = 0;
let h3: u32 = 0;
let h4: u32 = 0;
let h5: u32 = 0;
let h6: u32 = 0;
let h7: u32 = 0;

/** Returns the address where the host must write `len` input bytes; grows memory to fit them. */
export function alloc(len: i32): usize {
  const p = heapBase();
  ensureMemory(p + <usize>len);
  return p;
}

/** Writes the padding of a message of `len` bytes whose last `rem` bytes are at `src`; returns the tail length. */
function padTail(src: usize, rem: i32, len: i32): i32 {
  memory.fill(TAIL, 0, 128);
  memory.copy(TAIL, src, <usize>rem);
  store<u8>(TAIL + <usize>rem, 0x80);
  const tailLen = rem < 56 ? 64 : 128;
  const bits = <u64>len << 3;
  store<u64>(TAIL + <usize>(tailLen - 8), bswap<u64>(bits));
  return tailLen;
}

// ---- SHA-1 ----------------------------------------------------------------------------------------

function sha1Block(p: usize): void {
  for (let t: usize = 0; t < 16; t++) store<u32>(W1 + (t << 2), bswap<u32>(load<u32>(p + (t << 2))));
  for (let t: usize = 16; t < 80; t++) {
    const x = load<u32>(W1 + ((t - 3) << 2)) ^ load<u32>(W1 + ((t - 8) << 2)) ^
      load<u32>(W1 + ((t - 14) << 2)) ^ load<u32>(W1 + ((t - 16) << 2));
    store<u32>(W1 + (t << 2), rotl<u32>(x, 1));
  }
  let a = h0, b = h1, c = h2, d = h3, e = h4;
  let t: usize = 0;
  for (; t < 20; t++) {
    const tmp = rotl<u32>(a, 5) + ((b & c) | (~b & d)) + e + 0x5a827999 + load<u32>(W1 + (t << 2));
    e = d; d = c; c = rotl<u32>(b, 30); b = a; a = tmp;
  }
  for (; t < 40; t++) {
    const tmp = rotl<u32>(a, 5) + (b ^ c ^ d) + e + 0x6ed9eba1 + load<u32>(W1 + (t << 2));
    e = d; d = c; c = rotl<u32>(b, 30); b = a; a = tmp;
  }
  for (; t < 60; t++) {
    const tmp = rotl<u32>(a, 5) + ((b & c) | (b & d) | (c & d)) + e + 0x8f1bbcdc + load<u32>(W1 + (t << 2));
    e = d; d = c; c = rotl<u32>(b, 30); b = a; a = tmp;
  }
  for (; t < 80; t++) {
    const tmp = rotl<u32>(a, 5) + (b ^ c ^ d) + e + 0xca62c1d6 + load<u32>(W1 + (t << 2));
    e = d; d = c; c = rotl<u32>(b, 30); b = a; a = tmp;
  }
  h0 += a;
  h1 += b;
  h2 += c;
  h3 += d;
  h4 += e;
}

/** Hashes the `len` bytes at the address `alloc(len)` returned; returns the address of the 20-byte SHA-1. */
export function sha1(len: i32): usize {
  const src = heapBase();
  h0 = 0x67452301;
  h1 = 0xefcdab89;
  h2 = 0x98badcfe;
  h3 = 0x10325476;
  h4 = 0xc3d2e1f0;
  const full = len & ~63;
  for (let p: i32 = 0; p < full; p += 64) sha1Block(src + <usize>p);
  const tailLen = padTail(src + <usize>full, len - full, len);
  for (let p: i32 = 0; p < tailLen; p += 64) sha1Block(TAIL + <usize>p);
  store<u32>(DIGEST, bswap<u32>(h0));
  store<u32>(DIGEST + 4, bswap<u32>(h1));
  store<u32>(DIGEST + 8, bswap<u32>(h2));
  store<u32>(DIGEST + 12, bswap<u32>(h3));
  store<u32>(DIGEST + 16, bswap<u32>(h4));
  return DIGEST;
}

// ---- SHA-256 --------------------------------------------------------------------------------------

function sha256Block(p: usize): void {
  for (let t: usize = 0; t < 16; t++) store<u32>(W + (t << 2), bswap<u32>(load<u32>(p + (t << 2))));
  for (let t: usize = 16; t < 64; t++) {
    const w15 = load<u32>(W + ((t - 15) << 2));
    const w2 = load<u32>(W + ((t - 2) << 2));
    const s0 = rotr<u32>(w15, 7) ^ rotr<u32>(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr<u32>(w2, 17) ^ rotr<u32>(w2, 19) ^ (w2 >>> 10);
    store<u32>(W + (t << 2), load<u32>(W + ((t - 16) << 2)) + s0 + load<u32>(W + ((t - 7) << 2)) + s1);
  }
  let a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7;
  for (let t: usize = 0; t < 64; t++) {
    const S1 = rotr<u32>(e, 6) ^ rotr<u32>(e, 11) ^ rotr<u32>(e, 25);
    const ch = (e & f) ^ (~e & g);
    const t1 = h + S1 + ch + load<u32>(K256 + (t << 2)) + load<u32>(W + (t << 2));
    const S0 = rotr<u32>(a, 2) ^ rotr<u32>(a, 13) ^ rotr<u32>(a, 22);
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = S0 + maj;
    h = g;
    g = f;
    f = e;
    e = d + t1;
    d = c;
    c = b;
    b = a;
    a = t1 + t2;
  }
  h0 += a;
  h1 += b;
  h2 += c;
  h3 += d;
  h4 += e;
  h5 += f;
  h6 += g;
  h7 += h;
}

/** Hashes the `len` bytes at the address `alloc(len)` returned; returns the address of the 32-byte SHA-256. */
export function sha256(len: i32): usize {
  const src = heapBase();
  h0 = 0x6a09e667;
  h1 = 0xbb67ae85;
  h2 = 0x3c6ef372;
  h3 = 0xa54ff53a;
  h4 = 0x510e527f;
  h5 = 0x9b05688c;
  h6 = 0x1f83d9ab;
  h7 = 0x5be0cd19;
  const full = len & ~63;
  for (let p: i32 = 0; p < full; p += 64) sha256Block(src + <usize>p);
  const tailLen = padTail(src + <usize>full, len - full, len);
  for (let p: i32 = 0; p < tailLen; p += 64) sha256Block(TAIL + <usize>p);
  store<u32>(DIGEST, bswap<u32>(h0));
  store<u32>(DIGEST + 4, bswap<u32>(h1));
  store<u32>(DIGEST + 8, bswap<u32>(h2));
  store<u32>(DIGEST + 12, bswap<u32>(h3));
  store<u32>(DIGEST + 16, bswap<u32>(h4));
  store<u32>(DIGEST + 20, bswap<u32>(h5));
  store<u32>(DIGEST + 24, bswap<u32>(h6));
  store<u32>(DIGEST + 28, bswap<u32>(h7));
  return DIGEST;
}

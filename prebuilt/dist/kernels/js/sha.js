// Plain-TypeScript twin of assembly/sha.ts: SHA-1 and SHA-256 straight from FIPS 180-4, the oracle
// for the wasm kernel (node:crypto is the third, independent reference in the tests).
const K256 = new Uint32Array([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
/** Returns the message padded to a multiple of 64 bytes (0x80, zeros, 64-bit big-endian bit length). */
function padded(data) {
    const len = data.length;
    const total = (((len + 8) >>> 6) + 1) << 6;
    const buf = new Uint8Array(total);
    buf.set(data);
    buf[len] = 0x80;
    const view = new DataView(buf.buffer);
    view.setUint32(total - 8, Math.floor(len / 0x20000000));
    view.setUint32(total - 4, (len << 3) >>> 0);
    return view;
}
function hex(words) {
    let s = '';
    for (const w of words)
        s += w.toString(16).padStart(8, '0');
    return s;
}
const rotl = (x, n) => (x << n) | (x >>> (32 - n));
const rotr = (x, n) => (x >>> n) | (x << (32 - n));
/** Returns the SHA-1 of `data` as 40 lowercase hex digits (plain TS). */
export function sha1HexJs(data) {
    const m = padded(data);
    const h = new Uint32Array([0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]);
    const w = new Int32Array(80);
    for (let p = 0; p < m.byteLength; p += 64) {
        for (let t = 0; t < 16; t++)
            w[t] = m.getInt32(p + 4 * t);
        for (let t = 16; t < 80; t++)
            w[t] = rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1);
        let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4];
        for (let t = 0; t < 80; t++) {
            let f, k;
            if (t < 20)
                [f, k] = [(b & c) | (~b & d), 0x5a827999];
            else if (t < 40)
                [f, k] = [b ^ c ^ d, 0x6ed9eba1];
            else if (t < 60)
                [f, k] = [(b & c) | (b & d) | (c & d), 0x8f1bbcdc];
            else
                [f, k] = [b ^ c ^ d, 0xca62c1d6];
            const tmp = (rotl(a, 5) + f + e + k + w[t]) | 0;
            e = d;
            d = c;
            c = rotl(b, 30);
            b = a;
            a = tmp;
        }
        h[0] = h[0] + a;
        h[1] = h[1] + b;
        h[2] = h[2] + c;
        h[3] = h[3] + d;
        h[4] = h[4] + e;
    }
    return hex(h);
}
/** Returns the SHA-256 of `data` as 64 lowercase hex digits (plain TS). */
export function sha256HexJs(data) {
    const m = padded(data);
    const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
    const w = new Int32Array(64);
    for (let p = 0; p < m.byteLength; p += 64) {
        for (let t = 0; t < 16; t++)
            w[t] = m.getInt32(p + 4 * t);
        for (let t = 16; t < 64; t++) {
            const w15 = w[t - 15], w2 = w[t - 2];
            const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
            const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
            w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
        }
        let a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
        for (let t = 0; t < 64; t++) {
            const S1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
            const ch = (e & f) ^ (~e & g);
            const t1 = (hh + S1 + ch + K256[t] + w[t]) | 0;
            const S0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
            const maj = (a & b) ^ (a & c) ^ (b & c);
            hh = g;
            g = f;
            f = e;
            e = (d + t1) | 0;
            d = c;
            c = b;
            b = a;
            a = (t1 + S0 + maj) | 0;
        }
        h[0] = h[0] + a;
        h[1] = h[1] + b;
        h[2] = h[2] + c;
        h[3] = h[3] + d;
        h[4] = h[4] + e;
        h[5] = h[5] + f;
        h[6] = h[6] + g;
        h[7] = h[7] + hh;
    }
    return hex(h);
}

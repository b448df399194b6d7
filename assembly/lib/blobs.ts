// Writes a lexed file's defs and imports column blobs (src/repo/columns.ts) as UTF-8 JSON, straight from the records
// of the last run: the host decodes each blob with one call instead of slicing a string per record. The output equals,
// byte for byte once decoded, what src/repo/lex/blobs.ts (the twin of this file) builds in TypeScript; the record
// layout and kind codes are those of src/repo/lex/records.ts and columns.ts/types.ts (EDGE_KINDS, DEF_KINDS).
import { ensureMemory } from './arena';
import { src, OUT, outLen, REC } from './lexbuf';

/**
 * [defsPtr, defsLen, importsPtr, importsLen, decoratorsPtr, decoratorsLen, dynamicPtr, dynamicCount, recordCount,
 * recordsPtr] of the last write; the dynamic list holds the i32 indices of the records the host's dynamic blob reads
 * (in record order). The last two let the host lex a file with one call (the kernels' `l`).
 */
const HEAD: usize = memory.data(40);
let bp: usize = 0;
let bend: usize = 0;
/** Per record: [start, length] of its def name inside the defs blob (Python: a parent's qualified name). */
let NAMES: usize = 0;

/** Makes room for `k` more bytes at the write pointer. */
function need(k: i32): void {
  if (bp + <usize>k > bend) {
    bend = bp + <usize>k + 65536;
    ensureMemory(bend);
  }
}

@inline function put(c: i32): void {
  store<u8>(bp, <u8>c);
  bp++;
}

/** Writes `v` in decimal (needs 11 bytes). */
function putInt(v: i32): void {
  if (v < 0) {
    put(45);
    if (v == i32.MIN_VALUE) { putInt(214748364); put(56); return; }
    v = -v;
  }
  let digits = 1;
  for (let t = v; t >= 10; t /= 10) digits++;
  let p = bp + <usize>digits;
  bp = p;
  do {
    p--;
    store<u8>(p, <u8>(48 + v % 10));
    v /= 10;
  } while (v != 0);
}

const HEX: usize = memory.data<u8>([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]);

/** Writes source bytes [a, b) as the body of a JSON string, escaped as JSON.stringify escapes their decoded text. */
function putEscaped(a: i32, b: i32): void {
  if (b <= a) return;
  need((b - a) * 6);
  // Most names need no escape: copy the bytes before the first one that does in one move.
  let i = a;
  while (i < b) {
    const c = <i32>load<u8>(src() + <usize>i);
    if (c < 32 || c == 34 || c == 92) break;
    i++;
  }
  memory.copy(bp, src() + <usize>a, <usize>(i - a));
  bp += <usize>(i - a);
  for (; i < b; i++) {
    const c = <i32>load<u8>(src() + <usize>i);
    if (c >= 32 && c != 34 && c != 92) { put(c); continue; }
    put(92);
    if (c == 34 || c == 92) put(c);
    else if (c == 8) put(98);
    else if (c == 12) put(102);
    else if (c == 10) put(110);
    else if (c == 13) put(114);
    else if (c == 9) put(116);
    else {
      put(117); put(48); put(48);
      put(<i32>load<u8>(HEX + <usize>(c >> 4)));
      put(<i32>load<u8>(HEX + <usize>(c & 15)));
    }
  }
}

@inline function field(rec: i32, slot: i32): i32 {
  return load<i32>(OUT + (<usize>(rec * REC + slot) << 2));
}

/** Starts the blobs after the records; returns the number of records. */
function begin(): i32 {
  const count = outLen / REC;
  store<i32>(HEAD, count, 32);
  store<i32>(HEAD, <i32>OUT, 36);
  NAMES = (OUT + (<usize>outLen << 2) + 15) & ~<usize>15;
  bp = NAMES + (<usize>count << 3);
  bend = 0;
  need(64);
  return count;
}

/** Ends a blob started at `start` (after its `[`): `[]` when nothing was written, else closes it. */
function finish(start: usize, slot: i32): void {
  need(2);
  put(93);
  store<i32>(HEAD + (<usize>slot << 2), <i32>start);
  store<i32>(HEAD + (<usize>slot << 2), <i32>(bp - start), 4);
}

/** Returns the `[`-opened blob's start; writes `[`. */
function open(): usize {
  need(1);
  const start = bp;
  put(91);
  return start;
}

@inline function sep(start: usize): void {
  if (bp > start + 1) put(44);
}

/** Python: EDGE_KINDS code of import flags (F_TC -> type-checking, F_LAZY -> lazy, F_COND -> conditional, static). */
function pyKind(flags: i32): i32 {
  if (flags & 4) return 2;
  if (flags & 2) return 8;
  if (flags & 1) return 1;
  return 0;
}

/** Returns true when source bytes [a, b) are `__future__`. */
function isFuture(a: i32, b: i32): bool {
  if (b - a != 10) return false;
  const p = src() + <usize>a;
  return load<u64>(p) == 0x6572757475665f5f && load<u16>(p, 8) == 0x5f5f; // "__future" "__"
}

/** Writes the Python blobs of the last run's records; returns HEAD. */
export function writePythonBlobs(): usize {
  const count = begin();
  // defs: [name, kind, start, end], name qualified by its parent class's name
  let start = open();
  for (let r = 0; r < count; r++) {
    if (field(r, 0) != 8) continue;
    const line = field(r, 1), a = field(r, 2), b = field(r, 3), c = field(r, 4), d = field(r, 5);
    const parent = (d >> 4) - 1;
    const hasParent = parent >= 0 && parent < r && field(parent, 0) == 8;
    need(3);
    sep(start);
    put(91); put(34);
    const nameStart = bp;
    if (hasParent) {
      const ps = <usize>load<i32>(NAMES + (<usize>parent << 3)), pl = load<i32>(NAMES + (<usize>parent << 3), 4);
      need(pl + 1);
      memory.copy(bp, ps, <usize>pl);
      bp += <usize>pl;
      put(46);
    }
    putEscaped(b, c);
    store<i32>(NAMES + (<usize>r << 3), <i32>nameStart);
    store<i32>(NAMES + (<usize>r << 3), <i32>(bp - nameStart), 4);
    const k = d & 15;
    need(40);
    put(34); put(44);
    put(k == 2 ? 49 : k == 3 ? 51 : hasParent ? 50 : 48); // class 1, variable 3, method 2, function 0
    put(44); putInt(line); put(44); putInt(line > a ? line : a); put(93);
  }
  finish(start, 0);
  // imports: [line, kind, specifier] or [line, kind, specifier, [names]] for `from` imports
  start = open();
  let inFrom = false, fromActive = false;
  for (let r = 0; r < count; r++) {
    const type = field(r, 0);
    if (type != 3) {
      if (fromActive) { need(2); put(93); put(93); }
      inFrom = false; fromActive = false;
    }
    const line = field(r, 1), a = field(r, 2), b = field(r, 3), c = field(r, 4), d = field(r, 5);
    if (type == 1 || type == 4) {
      need(30);
      sep(start);
      put(91); putInt(line); put(44); putInt(type == 1 ? pyKind(a) : 4); put(44); put(34);
      putEscaped(b, c);
      need(2); put(34); put(93);
    } else if (type == 2) {
      if (d == 0 && isFuture(b, c)) continue;
      need(30 + (d > 0 ? d : 0));
      sep(start);
      put(91); putInt(line); put(44); putInt(pyKind(a)); put(44); put(34);
      for (let i = 0; i < d; i++) put(46);
      putEscaped(b, c);
      need(3); put(34); put(44); put(91);
      inFrom = true; fromActive = true;
    } else if (type == 3 && inFrom) {
      need(2);
      if (load<u8>(bp - 1) != 91) put(44);
      put(34);
      putEscaped(b, c);
      need(1); put(34);
    }
  }
  if (fromActive) { need(2); put(93); put(93); }
  finish(start, 2);
  // decorator names, each followed by a newline (the host matches them against its event-decorator patterns)
  start = bp;
  for (let r = 0; r < count; r++) {
    if (field(r, 0) != 7) continue;
    const b = field(r, 3), c = field(r, 4);
    const len = c > b ? c - b : 0;
    need(len + 1);
    memory.copy(bp, src() + <usize>b, <usize>len);
    bp += <usize>len;
    put(10);
  }
  store<i32>(HEAD + 16, <i32>start);
  store<i32>(HEAD + 20, <i32>(bp - start));
  listRecords(count, 5, 7, 9); // PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR; PY_GETATTR_CONST
  return HEAD;
}

/** Writes the indices of the records whose type is in [lo, hi] or is `also` (HEAD slots 6-7). */
function listRecords(count: i32, lo: i32, hi: i32, also: i32 = -1): void {
  bp = (bp + 3) & ~<usize>3;
  const start = bp;
  for (let r = 0; r < count; r++) {
    const t = field(r, 0);
    if ((t < lo || t > hi) && t != also) continue;
    need(4);
    store<i32>(bp, r);
    bp += 4;
  }
  store<i32>(HEAD + 24, <i32>start);
  store<i32>(HEAD + 28, <i32>((bp - start) >> 2));
}

/** EDGE_KINDS codes of the JS lexer's JK_* kinds (index = JK_* value). */
const JS_EDGE: usize = memory.data<u8>([0, 0, 3, 6, 7, 4, 5]);
/** DEF_KINDS codes of the JS lexer's JD_* kinds (index = JD_* value). */
const JS_DEF: usize = memory.data<u8>([3, 0, 1, 3, 4, 5, 6, 7]);

/** Writes the JS/TS blobs of the last run's records; returns HEAD. */
export function writeJsBlobs(): usize {
  const count = begin();
  let start = open();
  for (let r = 0; r < count; r++) {
    if (field(r, 0) != 4) continue;
    const line = field(r, 1), a = field(r, 2), b = field(r, 3), c = field(r, 4), d = field(r, 5);
    need(12);
    sep(start);
    put(91); put(34);
    if (c > b) putEscaped(b, c);
    else { need(7); put(100); put(101); put(102); put(97); put(117); put(108); put(116); } // default
    need(40);
    put(34); put(44);
    putInt(d >= 0 && d < 8 ? <i32>load<u8>(JS_DEF + <usize>d) : 3);
    put(44); putInt(line); put(44); putInt(line > a ? line : a); put(93);
  }
  finish(start, 0);
  start = open();
  for (let r = 0; r < count; r++) {
    if (field(r, 0) != 1) continue;
    const line = field(r, 1), a = field(r, 2), b = field(r, 3), c = field(r, 4);
    need(30);
    sep(start);
    put(91); putInt(line); put(44); putInt(a >= 0 && a < 7 ? <i32>load<u8>(JS_EDGE + <usize>a) : 0); put(44); put(34);
    putEscaped(b, c);
    need(2); put(34); put(93);
  }
  finish(start, 2);
  store<i32>(HEAD + 20, 0);
  listRecords(count, 2, 3); // JS_DYNAMIC, JS_EVENT
  return HEAD;
}

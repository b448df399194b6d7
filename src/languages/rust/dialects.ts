/**
 * Rust's symptom dialects:
 * - panics: `thread 'main' panicked at src/x.rs:N:C:` with the message on the next line (Rust 1.73+, a thread id in
 *   parentheses since 1.88), or `thread 'main' panicked at 'message', src/x.rs:N:C` (older);
 * - `RUST_BACKTRACE` frames: `N: crate::module::function` then `at ./src/x.rs:N:C` (older toolchains: `at src/x.rs:N`,
 *   `N: 0x55d2… - crate::f::h0123…`); frames of the standard library (`/rustc/<hash>/library/…`) are internal;
 * - `cargo test` failures: `test tests::name ... FAILED`, `---- tests::name stdout ----` opening a failure's report;
 * - rustc (and clippy) diagnostics: `error[E0425]: message` then ` --> src/x.rs:N:C`; a related location
 *   (` ::: src/y.rs:N:C`) is a note.
 * @internal
 */
import type { SymptomDialect } from '../types.js';
import { normalizeFramePath } from '../../slice/symptom/lines.js';

const RUST_AT = /^\s+at (.+?\.rs):(\d+)(?::(\d+))?\s*$/;
const RUST_FN = /^\s*\d+:\s+(?:0x[0-9a-f]+ - )?(.+?)\s*$/;
const RUST_PANIC = /^\s*thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?(.+?\.rs):(\d+):(\d+):?\s*$/;
const RUSTC_ARROW = /^\s*--> (.+?\.rs):(\d+):(\d+)\s*$/;
/** A diagnostic's secondary location (`::: src/y.rs:N:C`, where a related item is defined). */
const RUSTC_ALSO = /^\s*::: (.+?\.rs):(\d+):(\d+)\s*$/;
const RUSTC_HEAD = /^(error|warning)(?:\[(\w+)\])?: (.*)$/;
const TEST_FAILED = /^test (\S+) \.\.\. FAILED\s*$/;
const TEST_REPORT = /^---- (\S+) stdout ----\s*$/;
/** A frame of the standard library or the compiler's runtime, on any machine. */
const RUST_INTERNAL = /^\/rustc\/[0-9a-f]+\/|(?:^|\/)library\/(?:std|core|alloc|test)\/src\//;

/** Returns a backtrace function without its symbol hash (`shop::f::h0123456789abcdef` → `shop::f`). */
const withoutHash = (f: string): string => f.replace(/::h[0-9a-f]{16}$/, '');

export const RUST_DIALECTS: readonly SymptomDialect[] = [
  {
    name: 'rust-panic', order: 200, read(r, i) {
      const lines = r.lines;
      const m = RUST_PANIC.exec(lines[i]!);
      if (!m) return -1;
      r.newBlock();
      const message = m[1] ?? lines[i + 1]?.trim();
      if (message) r.addError('panic', message);
      // A panic raised inside the standard library (`library/alloc/src/slice.rs`, an overflow in `str::repeat`) names
      // no file of the user's: internal, like the library's backtrace frames.
      r.pushFrame({ path: normalizeFramePath(m[2]!), line: Number(m[3]), col: Number(m[4]), format: 'rust', internal: RUST_INTERNAL.test(m[2]!) || undefined });
      r.newBlock();
      return m[1] === undefined && message ? i + 1 : i;
    },
  },
  {
    name: 'rust-backtrace-function', order: 205, read(r, i) {
      const m = RUST_FN.exec(r.lines[i]!);
      if (!m || !RUST_AT.test(r.lines[i + 1] ?? '')) return -1;
      r.pendingFunc = withoutHash(m[1]!);
      return i;
    },
  },
  {
    name: 'rust-backtrace-frame', order: 210, read(r, i) {
      const m = RUST_AT.exec(r.lines[i]!);
      if (!m) return -1;
      const p = m[1]!;
      r.pushFrame({ path: normalizeFramePath(p), line: Number(m[2]), col: m[3] ? Number(m[3]) : undefined, func: r.pendingFunc, format: 'rust', internal: RUST_INTERNAL.test(p) });
      r.pendingFunc = undefined;
      return i;
    },
  },
  {
    name: 'cargo-test-failed', order: 215, read(r, i) {
      const m = TEST_FAILED.exec(r.lines[i]!);
      if (!m) return -1;
      r.addTest(m[1]!);
      return i;
    },
  },
  {
    name: 'cargo-test-report', order: 216, read(r, i) {
      const m = TEST_REPORT.exec(r.lines[i]!);
      if (!m) return -1;
      r.newBlock();
      r.addTest(m[1]!);
      return i;
    },
  },
  {
    name: 'rustc', order: 720, read(r, i) {
      const m = RUSTC_ARROW.exec(r.lines[i]!);
      if (!m) return -1;
      const hm = RUSTC_HEAD.exec((r.lines[i - 1] ?? '').trim());
      r.addDiagnostic({ path: normalizeFramePath(m[1]!), line: Number(m[2]), col: Number(m[3]), severity: hm?.[1] === 'warning' ? 'warning' : 'error', code: hm?.[2], message: hm?.[3] ?? '', tool: 'rustc' });
      return i;
    },
  },
  {
    // A related location, not the error's: a note, so that it never outranks the `-->` line above it.
    name: 'rustc-secondary', order: 721, read(r, i) {
      const m = RUSTC_ALSO.exec(r.lines[i]!);
      if (!m) return -1;
      r.addDiagnostic({ path: normalizeFramePath(m[1]!), line: Number(m[2]), col: Number(m[3]), severity: 'note', message: '', tool: 'rustc' });
      return i;
    },
  },
];

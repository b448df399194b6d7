/**
 * Rust's symptom dialects: `thread '…' panicked at src/x.rs:N:C:` headers, `RUST_BACKTRACE` frames (the function on
 * the line before its `at` location) and rustc's `--> src/x.rs:N:C` diagnostics.
 * @internal
 */
import type { SymptomDialect } from '../types.js';
import { normalizeFramePath } from '../../slice/symptom/lines.js';

const RUST_AT = /^\s+at (.+?\.rs):(\d+):(\d+)\s*$/;
const RUST_FN = /^\s*\d+: (.+?)\s*$/;
const RUST_PANIC = /^thread '[^']*'(?: \(\d+\))? panicked at (?:'(.*)', )?(.+?\.rs):(\d+):(\d+):?\s*$/;
const RUSTC_ARROW = /^\s*--> (.+?\.rs):(\d+):(\d+)\s*$/;

export const RUST_DIALECTS: readonly SymptomDialect[] = [
  {
    name: 'rust-panic', order: 200, read(r, i) {
      const lines = r.lines;
      const m = RUST_PANIC.exec(lines[i]!);
      if (!m) return -1;
      r.newBlock();
      if (m[1]) r.addError('panic', m[1]);
      else if (lines[i + 1]?.trim()) r.addError('panic', lines[i + 1]!.trim());
      r.pushFrame({ path: normalizeFramePath(m[2]!), line: Number(m[3]), col: Number(m[4]), format: 'rust' });
      r.newBlock();
      return i;
    },
  },
  {
    name: 'rust-backtrace-function', order: 205, read(r, i) {
      const m = RUST_FN.exec(r.lines[i]!);
      if (!m || !RUST_AT.test(r.lines[i + 1] ?? '')) return -1;
      r.pendingFunc = m[1];
      return i;
    },
  },
  {
    name: 'rust-backtrace-frame', order: 210, read(r, i) {
      const m = RUST_AT.exec(r.lines[i]!);
      if (!m) return -1;
      const p = m[1]!;
      r.pushFrame({ path: normalizeFramePath(p), line: Number(m[2]), col: Number(m[3]), func: r.pendingFunc, format: 'rust', internal: p.startsWith('/rustc/') });
      r.pendingFunc = undefined;
      return i;
    },
  },
  {
    name: 'rustc', order: 720, read(r, i) {
      const m = RUSTC_ARROW.exec(r.lines[i]!);
      if (!m) return -1;
      const head = r.lines[i - 1] ?? '';
      const hm = /^(error|warning)(?:\[(\w+)\])?: (.*)$/.exec(head.trim());
      r.addDiagnostic({ path: normalizeFramePath(m[1]!), line: Number(m[2]), col: Number(m[3]), severity: hm?.[1] === 'warning' ? 'warning' : 'error', code: hm?.[2], message: hm?.[3] ?? '', tool: 'rustc' });
      return i;
    },
  },
];

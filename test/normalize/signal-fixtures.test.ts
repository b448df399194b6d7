// Signal survival on real test-runner and package-manager outputs (test/fixtures/signal/: pytest in every --tb
// style with locals, node:test TAP and spec reporters, unittest diffs, npm ls problems, vitest). Each fixture's
// sidecar lists its signal lines explicitly; every one must come out verbatim, in process and through `ck normalize`
// as a subprocess, with every marker recalled exactly and a second pass changing nothing.
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { normalize } from '../../src/normalize/normalize.js';
import { MAX_MARKER_TOKENS, parseMarker } from '../../src/normalize/markers.js';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { cleanedText, isolateState, reconstruct, splitLines } from './helpers.js';

isolateState();

const DIR = fileURLToPath(new URL('../fixtures/signal/', import.meta.url));

interface SignalFixture { name: string; bytes: Buffer; command: string; signal: string[] }

const fixtures: SignalFixture[] = readdirSync(DIR)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => {
    const name = f.slice(0, -4);
    const side = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as { command: string; signal: string[] };
    return { name, bytes: readFileSync(join(DIR, f)), command: side.command, signal: side.signal };
  });

/** Returns the listed signal lines missing from `text` (as whole lines). */
function lost(text: string, signal: string[]): string[] {
  const out = new Set(splitLines(text));
  return signal.filter((l) => !out.has(l));
}

describe('signal fixtures captured from real tools', () => {
  it('covers pytest (4 tb styles + locals), node:test TAP and spec, unittest, npm ls, vitest', () => {
    expect(fixtures.map((f) => f.name)).toEqual([
      'node-test-spec', 'node-test-tap', 'npm-ls-all', 'npm-ls', 'pytest-locals-color', 'pytest-tb-line', 'pytest-tb-long',
      'pytest-tb-native', 'pytest-tb-short', 'unittest-diff', 'vitest-verbose',
    ]);
  });

  describe.each(fixtures.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const cleaned = cleanedText(f.bytes);
    const r = normalize(f.bytes, { tool: 'bash' });

    it('lists only lines the output really holds, and has a command note', () => {
      expect(f.command.length).toBeGreaterThan(10);
      expect(f.signal.length).toBeGreaterThan(0);
      expect(lost(cleaned, f.signal)).toEqual([]);
    });

    it('keeps every listed signal line verbatim', () => {
      expect(lost(r.text, f.signal)).toEqual([]);
    });

    it('keeps them as signal, not as head or tail: the same with no head and no tail', () => {
      const bare = normalize(f.bytes, { tool: 'bash', spill: false, headLines: 0, tailLines: 0 });
      expect(lost(bare.text, f.signal)).toEqual([]);
    });

    it('accounts for every removed line through recall, is idempotent, and no marker costs more than it saves', () => {
      expect(reconstruct(r)).toEqual(splitLines(cleaned));
      expect(normalize(r.text, { tool: 'bash' }).text).toBe(r.text);
      for (const e of r.elisions) expect(e.tokens, `${e.kind} ${e.start}-${e.end}`).toBeGreaterThan(MAX_MARKER_TOKENS);
    });
  });
});

describe('ck normalize on the signal fixtures (subprocess)', () => {
  const env = isolatedEnv();
  it.each(fixtures.map((f) => [f.name, f] as const))('%s: signal kept, markers recalled, second pass unchanged', (_name, f) => {
    const res = runCli(['normalize'], { input: f.bytes, env });
    expect(res.code).toBe(0);
    expect(lost(res.stdout, f.signal)).toEqual([]);
    const all = splitLines(cleanedText(f.bytes));
    const rebuilt: string[] = [];
    for (const line of splitLines(res.stdout)) {
      const m = parseMarker(line);
      if (!m?.lines) {
        rebuilt.push(line);
        continue;
      }
      const part = runCli(['recall', m.key!, '--lines', `${m.lines[0]}-${m.lines[1]}`], { env });
      expect(part.code).toBe(0);
      rebuilt.push(...splitLines(part.stdout));
    }
    expect(rebuilt).toEqual(all);
    const again = runCli(['normalize'], { input: res.stdout, env });
    expect(again.stdout).toBe(res.stdout);
  });
});

import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { rereadDelta, forgetDelta } from '../../src/normalize/delta.js';
import { recall } from '../../src/normalize/recall.js';
import { parseMarker } from '../../src/normalize/markers.js';
import { DELTA_MAX_ENTRIES, deltaDir } from '../../src/store/delta-state.js';
import { readdirSync } from 'node:fs';
import { isolateState } from './helpers.js';

isolateState();

const file = (n: number, changed = -1): string =>
  Array.from({ length: n }, (_, i) => (i === changed ? `line ${i} CHANGED` : `line ${i} of the source file`)).join('\n') + '\n';

describe('rereadDelta', () => {
  it('first read returns the content, a re-read of the same content a marker naming its hash', () => {
    const ns = 'session-a';
    expect(rereadDelta('src/x.py', file(120), { namespace: ns })).toMatchObject({ kind: 'first', text: file(120) });
    const again = rereadDelta('src/x.py', file(120), { namespace: ns });
    expect(again.kind).toBe('unchanged');
    expect(again.previousHash).toBe(again.hash);
    const m = parseMarker(again.text)!;
    expect(m.kind).toBe('unchanged');
    expect(again.text).toContain(`sha1 ${again.hash.slice(0, 12)}, 120 lines`);
    expect(recall(m.key!)).toBe(file(120)); // page fault: the full content is one command away
  });

  it('a small change becomes a marker and a unified diff; a large one the full content', () => {
    const ns = 'session-b';
    rereadDelta('a.ts', file(200), { namespace: ns });
    const d = rereadDelta('a.ts', file(200, 50), { namespace: ns });
    expect(d.kind).toBe('diff');
    const [head, ...rest] = d.text.split('\n');
    expect(parseMarker(head!)!.kind).toBe('changed');
    expect(rest.join('\n')).toMatch(/^--- a\.ts\tlast read\n\+\+\+ a\.ts\tnow\n@@ -48,7 \+48,7 @@/);
    expect(rest).toContain('-line 50 of the source file');
    expect(rest).toContain('+line 50 CHANGED');
    const full = rereadDelta('a.ts', 'completely different\n', { namespace: ns });
    expect(full).toMatchObject({ kind: 'changed-full', text: 'completely different\n' });
  });

  it('namespaces are separate and forgetDelta makes the next read a first read', () => {
    rereadDelta('k', 'v\n', { namespace: 'n1' });
    expect(rereadDelta('k', 'v\n', { namespace: 'n2' }).kind).toBe('first');
    forgetDelta('k', { namespace: 'n1' });
    expect(rereadDelta('k', 'v\n', { namespace: 'n1' }).kind).toBe('first');
  });

  it('stays bounded in entries', () => {
    for (let i = 0; i < DELTA_MAX_ENTRIES + 30; i++) rereadDelta(`f${i}`, `c${i}\n`, { namespace: 'bounded' });
    expect(readdirSync(deltaDir('bounded')).filter((f) => !f.startsWith('.')).length).toBeLessThanOrEqual(DELTA_MAX_ENTRIES);
  });

  it('two processes writing the same key at once never leave a torn entry', () => {
    const script = `
      import { rereadDelta } from ${JSON.stringify(new URL('../../dist/normalize/delta.js', import.meta.url).href)};
      const body = process.argv[1].repeat(200000);
      for (let i = 0; i < 20; i++) rereadDelta('shared', body + i, { namespace: 'race' });`;
    const procs = ['a', 'b'].map((c) => spawnSync(process.execPath, ['--input-type=module', '-e', script, c], { env: process.env, encoding: 'utf8' }));
    for (const p of procs) expect(p.status, p.stderr).toBe(0);
    const r = rereadDelta('shared', 'probe', { namespace: 'race' });
    expect(r.kind).not.toBe('first');
    // Whatever won, it was one whole write: the diff's old side is 200000 x 'a' or 'b' plus a counter.
    expect(r.kind === 'changed-full' || r.kind === 'diff').toBe(true);
  });
});

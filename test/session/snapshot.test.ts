import { describe, it, expect, beforeEach } from 'vitest';
import { writeFileSync, readdirSync } from 'node:fs';
import { isolatedEnv } from '../helpers/cli.js';
import { composeRestore, makeSnapshot, readFreshRepoSnapshot, writeRepoSnapshot, repoSnapshotPath, resolveSnapshotConfig } from '../../src/session/snapshot.js';
import { estimateTokens } from '../../src/tokens.js';
import type { WorkingSet } from '../../src/session/working-set.js';

beforeEach(() => {
  process.env.XDG_STATE_HOME = isolatedEnv().XDG_STATE_HOME;
});

const CHARTER = [
  'Constraints of the fix:',
  '- `merge` keeps the key order of the left frame (pandas/core/reshape/merge.py:703)',
  '- KeyError names the missing key (pandas/core/generic.py:1850)',
  '- the public signature of DataFrame.merge does not change (pandas/core/frame.py:10090-10120)',
].join('\n');

function ws(files = 30): WorkingSet {
  const lines = ['[ck: task slice for the symptom in this prompt (T2@abcd1234): 30 of 900 files, ~20k of ~2.0M tokens; budget auto → 30000]', 'seeds: app/x.py:3 (frame)'];
  for (let i = 0; i < files; i++) lines.push(`  dependency pkg/module_${String(i).padStart(3, '0')}/implementation_file.py [full]`);
  lines.push("full manifest: ck slice '/r' --symptom-file '/s/p.txt' --format json");
  return { version: 1, repo: '/r', ts: 1, seeds: [{ path: 'app/x.py', line: 3 }], files: [], head: lines.join('\n') };
}

describe('task-state restore', () => {
  it('puts the charter before the working set when both fit', () => {
    const r = composeRestore({ charter: CHARTER, workingSet: ws(5), repo: '/r', header: '[ck: restored]' }, 4000);
    expect(r.charterCut || r.manifestCut).toBe(false);
    const text = r.text;
    expect(text.startsWith('[ck: restored]\n== charter')).toBe(true);
    expect(text.indexOf(CHARTER)).toBeGreaterThan(0);
    expect(text.indexOf(CHARTER)).toBeLessThan(text.indexOf('== working set'));
    expect(text).toContain(ws(5).head);
  });

  it('when space is short, cuts the manifest first (marked, with the command that brings it back) and keeps the charter whole', () => {
    const r = composeRestore({ charter: CHARTER, workingSet: ws(60), repo: '/r', header: '[ck: restored]' }, 600);
    expect(r.charterCut).toBe(false);
    expect(r.manifestCut).toBe(true);
    expect(r.text).toContain(CHARTER);
    expect(r.text).toMatch(/\[ck: working-set head cut for space: \d+ more line\(s\), ~[\d.k]+ tokens; full manifest: ck slice '\/r' --symptom-file '\/s\/p.txt' --format json\]$/);
    expect(r.tokens).toBeLessThanOrEqual(600);
  });

  it('when even the charter does not fit, cuts it (marked) and leaves the manifest out with its command', () => {
    const big = Array.from({ length: 200 }, (_, i) => `- constraint ${i} holds at src/file_${i}.py:${i + 1}`).join('\n');
    const r = composeRestore({ charter: big, workingSet: ws(10), repo: '/r', header: '[ck: restored]' }, 500);
    expect(r.charterCut).toBe(true);
    expect(r.manifestCut).toBe(true);
    expect(r.text).toMatch(/\[ck: charter cut for space: \d+ more line\(s\), ~[\d.k]+ tokens; full text: ck charter get --repo '\/r'\]/);
    expect(r.text).toMatch(/\[ck: working-set head left out for space \(~[\d.k]+ tokens; the charter comes first\); full manifest: ck slice/);
    expect(r.text.indexOf('constraint 0 holds')).toBeLessThan(r.text.indexOf('working-set head left out'));
    expect(r.tokens).toBeLessThanOrEqual(500);
    expect(estimateTokens(r.text)).toBe(r.tokens);
  });

  it('without a charter the working set alone is restored', () => {
    const r = composeRestore({ charter: null, workingSet: ws(3), repo: '/r', header: '[ck: restored]' }, 4000);
    expect(r.text).not.toContain('== charter');
    expect(r.text).toContain('== working set');
  });

  it('repository snapshots are fresh for the configured time, bounded in size, and pruned in number', () => {
    expect(resolveSnapshotConfig({}).ttlMs).toBe(24 * 3600_000);
    expect(resolveSnapshotConfig({ CK_SNAPSHOT_TTL_HOURS: '2' }).ttlMs).toBe(2 * 3600_000);
    const snap = makeSnapshot({ repo: '/r', sessionId: 's1', ts: 1_000_000, by: 'session-end', charter: 'x'.repeat(200_000), workingSet: { ...ws(1), head: 'h'.repeat(50_000) } });
    expect(snap.charter!.length).toBe(64_000);
    expect(snap.workingSet!.head.length).toBe(16_000);
    writeRepoSnapshot(snap);
    expect(readFreshRepoSnapshot('/r', 3600_000, 1_000_000 + 3600_000)?.sessionId).toBe('s1');
    expect(readFreshRepoSnapshot('/r', 3600_000, 1_000_000 + 3600_001)).toBeNull();
    expect(readFreshRepoSnapshot('/other', 3600_000, 1_000_000)).toBeNull();
    writeFileSync(repoSnapshotPath('/r'), '{"version":1,"repo":');
    expect(readFreshRepoSnapshot('/r', 3600_000, 1_000_000)).toBeNull();
    for (let i = 0; i < 205; i++) writeRepoSnapshot(makeSnapshot({ repo: `/r${i}`, sessionId: 's', ts: i, by: 'session-end', charter: null, workingSet: ws(1) }));
    expect(readdirSync(repoSnapshotPath('/r').replace(/\/[^/]+$/, '')).filter((f) => f.endsWith('.json')).length).toBe(200);
  });
});

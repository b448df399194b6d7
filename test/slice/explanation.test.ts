// Every seed of `ck slice --format json` carries its evidence tree (`explanation`, DESIGN.md: score, scorer, evidence,
// children), whose root is the seed's confidence; `--format text` prints the tree's top lines under each seed.
import { describe, expect, it } from 'vitest';
import type { ManifestSeed, SeedExplanation } from '../../src/slice/types.js';
import { isolatedEnv, runCli } from '../helpers/cli.js';
import { tzRepo, TZ_ISSUE } from '../helpers/tz-issue.js';

const SCORERS = ['frame', 'message', 'dependency', 'mention', 'lexical', 'test', 'proximity', 'explicit', 'diff', 'combined'];

/** Returns every node of `e`, depth first. */
function nodes(e: SeedExplanation): SeedExplanation[] {
  return [e, ...e.children.flatMap(nodes)];
}

function expectWellFormed(seeds: readonly ManifestSeed[]): void {
  expect(seeds.length).toBeGreaterThan(0);
  for (const s of seeds) {
    expect(s.explanation, `${s.path}:${s.line}`).toBeDefined();
    expect(s.explanation!.score).toBe(s.confidence);
    for (const n of nodes(s.explanation!)) {
      expect(SCORERS).toContain(n.scorer);
      expect(typeof n.score).toBe('number');
      expect(n.evidence.length).toBeGreaterThan(0);
      expect(Array.isArray(n.children)).toBe(true);
    }
  }
}

describe('seed explanations', () => {
  it("explains a traceback's frames, the raise first", () => {
    const r = runCli(['slice', 'examples/slice-demo', '--symptom-file', 'examples/slice-demo/traceback.txt', '--budget', '3000', '--format', 'json'], { env: isolatedEnv() });
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout) as { seeds: ManifestSeed[] };
    expectWellFormed(m.seeds);
    const raise = m.seeds[0]!;
    expect(raise.explanation).toMatchObject({ scorer: 'frame', score: 1, evidence: raise.detail });
    expect(raise.explanation!.children[0]!.evidence).toMatch(/innermost frame of the last chain/);
    // `why` and `detail` are as they were.
    expect(raise).toMatchObject({ why: 'frame', detail: 'python frame in rate_for (innermost)' });

    const text = runCli(['slice', 'examples/slice-demo', '--symptom-file', 'examples/slice-demo/traceback.txt', '--budget', '3000', '--format', 'text'], { env: isolatedEnv() });
    expect(text.stdout).toMatch(/invoicer\/rates\.py:16 {2}\[frame 1\.00\] python frame in rate_for \(innermost\)\n {6}1\.00 frame: the innermost frame of the last chain/);
  });

  it("explains an issue's lexical seeds down to the BM25F terms, through their calibration, and joins evidence met at one line", () => {
    const repo = tzRepo('ck-expl-', 'daylight saving rule of a year');
    const issue = TZ_ISSUE;
    const r = runCli(['slice', repo, '--symptom', issue, '--format', 'json'], { env: isolatedEnv() });
    expect(r.code).toBe(0);
    const m = JSON.parse(r.stdout) as { seeds: ManifestSeed[] };
    expectWellFormed(m.seeds);
    const lexical = m.seeds.find((s) => s.source === 'lexical' && s.path === 'tz/zones.py')!;
    // Calibrated: the root says so, its child is the scorer's own value, before calibration.
    expect(lexical.explanation!.evidence).toMatch(/^calibrated from /);
    expect(lexical.explanation!.children[0]!.score).toBe(lexical.raw_confidence);
    const bm25 = nodes(lexical.explanation!).find((n) => /^sum of \d+ matching terms in tz\/zones\.py$/.test(n.evidence));
    expect(bm25).toBeDefined();
    const term = bm25!.children.find((t) => /^weight\(\w+\)/.test(t.evidence));
    expect(term!.children.some((f) => /^(?:path|defs|doc|body): tf=/.test(f.evidence))).toBe(true);
    // `_fold` is named by the text and matched by its words: both pieces of evidence are in its tree.
    const fold = m.seeds.find((s) => s.path === 'tz/rules.py' && s.line === 1)!;
    expect(fold.explanation!.scorer).toBe('combined');
    expect(fold.explanation!.children.map((c) => c.scorer).sort()).toEqual(['lexical', 'mention']);
  });
});

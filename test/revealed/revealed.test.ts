/**
 * `ck revealed` as a subprocess on transcript fixtures written in Claude Code 2.1.197's line shapes: the prompt hook's
 * slice head as a hook_additional_context attachment, a JSON manifest in a Bash tool result, Read/Bash/Grep tool_use
 * blocks joined to their tool_result by id, and a torn last line.
 */
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, mkdirSync, copyFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { bashReads } from '../../src/revealed/events.js';
import { parseManifestHead } from '../../src/revealed/manifest-text.js';

const DIR = fileURLToPath(new URL('../fixtures/transcripts/', import.meta.url));
const A = join(DIR, 'revealed-a.jsonl');
const B = join(DIR, 'revealed-b.jsonl');

describe('ck revealed', () => {
  it('reports per manifest what the model opened, read outside the slice, and the page faults it paid', () => {
    const r = runCli(['revealed', A, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout);
    expect(rep.version).toBe(1);
    expect(rep.transcripts).toEqual([{ path: A, sessionId: 'sess-a', entries: 17, badLines: 1, manifests: 2 }]);
    const [m1, m2] = rep.manifests;
    expect(m1).toMatchObject({ index: 1, source: 'hook', repo: '/work/app', seeds: ['app/core/engine.py:19'], files: 4, unlisted: 0, taskSwitch: false });
    expect(m1.opened).toEqual([
      { path: 'app/core/engine.py', reads: 1, tokens: 100 },
      { path: 'app/utils/helpers.py', reads: 1, tokens: 0 },
    ]);
    expect(m1.unopened).toEqual(['app/core/models.py', 'tests/test_engine.py']);
    // A read of 40 lines of a file the slice showed as lines 5-6 is a fault too; `cat … | head` reads the file once.
    expect(m1.faults).toEqual([
      { path: 'app/utils/helpers.py', reads: 1, tokens: 50, kind: 'beyond' },
      { path: 'app/utils/json.py', reads: 1, tokens: 30, kind: 'outside' },
    ]);
    expect(m1.faultTokens).toBe(80);
    expect(m1.searches).toEqual({ count: 1, tokens: 9 });
    // The JSON manifest of `ck slice --format json` in a tool result starts the second slice.
    expect(m2).toMatchObject({ index: 2, source: 'tool', seeds: ['nspkg/inner/mod.py:1'], files: 2 });
    expect(m2.opened).toEqual([{ path: 'nspkg/inner/other.py', reads: 1, tokens: 20 }]);
    expect(m2.faults).toEqual([{ path: 'app/utils/json.py', reads: 1, tokens: 40, kind: 'outside' }]);
    expect(rep.totals).toEqual({ manifests: 2, files: 6, opened: 3, faults: 3, faultTokens: 120 });
    expect(rep.proposals).toBeUndefined();
  });

  it('--aggregate proposes the repeated patterns (nothing applied), and the output is deterministic', () => {
    const r = runCli(['revealed', A, B, '--aggregate', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const rep = JSON.parse(r.stdout);
    expect(rep.proposals.map((p: any) => [p.kind, p.path, p.count, p.of, p.tokens])).toEqual([
      ['missed-file', 'app/utils/json.py', 3, 3, 110],
      ['unused-file', 'app/core/models.py', 2, 3, 0],
      ['unused-file', 'tests/test_engine.py', 2, 3, 0],
    ]);
    // Reads outside the repository keep their absolute path.
    expect(rep.manifests[2].faults.map((f: any) => f.path)).toContain('/usr/lib/python3/dist-packages/yaml/__init__.py');
    expect(runCli(['revealed', A, B, '--aggregate', '--json']).stdout).toBe(r.stdout);
    const text = runCli(['revealed', A, B, '--aggregate']);
    expect(text.stdout).toContain('proposals (3; nothing is applied):');
    expect(text.stdout).toMatch(/^ {6}outside the slice {2}app\/utils\/json\.py {2}1 read\(s\), ~30 tokens$/m);
    expect(text.stdout).toMatch(/^total: 3 slice manifest\(s\), 3 of 10 files opened, 5 page fault\(s\) costing ~185 tokens$/m);
  });

  it('--last keeps the most recent transcripts; without TRANSCRIPT it reads the project dir of the cwd', () => {
    const cfg = mkdtempSync(join(tmpdir(), 'ck-claude-'));
    const cwd = mkdtempSync(join(tmpdir(), 'ck-proj-'));
    const proj = join(cfg, 'projects', cwd.replace(/[^a-zA-Z0-9]/g, '-'));
    mkdirSync(proj, { recursive: true });
    copyFileSync(A, join(proj, 'a.jsonl'));
    copyFileSync(B, join(proj, 'b.jsonl'));
    utimesSync(join(proj, 'a.jsonl'), new Date(1_000_000), new Date(1_000_000));
    const env = { ...isolatedEnv(), CLAUDE_CONFIG_DIR: cfg };
    const latest = JSON.parse(runCli(['revealed', '--json'], { env, cwd }).stdout);
    expect(latest.transcripts.map((t: any) => t.sessionId)).toEqual(['sess-b']);
    const both = JSON.parse(runCli(['revealed', '--last', '2', '--json'], { env, cwd }).stdout);
    expect(both.transcripts.map((t: any) => t.sessionId)).toEqual(['sess-b', 'sess-a']);
    const named = JSON.parse(runCli(['revealed', join(proj, 'a.jsonl'), join(proj, 'b.jsonl'), '--last', '1', '--json'], { env }).stdout);
    expect(named.transcripts.map((t: any) => t.sessionId)).toEqual(['sess-b']);
    const none = runCli(['revealed'], { env, cwd: tmpdir() });
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/^ck revealed: no transcripts for .* in .*; name TRANSCRIPT files\n$/);
  });

  it('bad input: a missing file or a bad --last is one line and exit 2; --help exits 0', () => {
    const missing = runCli(['revealed', '/nonexistent/t.jsonl']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe('ck revealed: /nonexistent/t.jsonl: no such file\n');
    expect(runCli(['revealed', A, '--last', '0']).code).toBe(2);
    expect(runCli(['revealed', A, '--last', 'x']).code).toBe(2);
    expect(runCli(['revealed', A, '--frobnicate']).code).toBe(2);
    const help = runCli(['revealed', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^usage: ck revealed \[TRANSCRIPT…\] \[--last N\] \[--aggregate\] \[--json\]/);
  });

  it('reads the files Bash commands print, and the slice head the prompt hook writes', () => {
    expect(bashReads("sed -n '10,42p' 'pkg/mod.py'")).toEqual([{ path: 'pkg/mod.py', range: [10, 42] }]);
    expect(bashReads('head -n 30 a.py && cat b.py c.py')).toEqual([{ path: 'a.py', range: [1, 30] }, { path: 'b.py' }, { path: 'c.py' }]);
    expect(bashReads("sed -i 's/a/b/' x.py")).toEqual([]);
    expect(bashReads('echo "unterminated')).toEqual([]);
    const m = parseManifestHead("[ck: task switch: …]\n[ck: task slice for the symptom in this prompt (T2): 30 of 99 files]\n  seed       a b.py [full]\n  … 5 more files in the full manifest\nfull manifest: ck slice '/r/it'\\''s' --symptom-file 'f' --format json");
    expect(m).toEqual({ repo: "/r/it's", seeds: [], files: [{ path: 'a b.py', role: 'seed', tier: 'full', ranges: [] }], unlisted: 5, taskSwitch: true });
  });
});

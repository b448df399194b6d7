// `ck compile` as a subprocess: the three formats and bad input.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, isolatedEnv } from '../helpers/cli.js';

const DEMO = fileURLToPath(new URL('../../examples/compile-demo', import.meta.url));

describe('ck compile', () => {
  it('text: the article-style summary with tiers, token report and warnings', () => {
    const r = runCli(['compile', DEMO, 'app/views.py']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^Target: app\/views.py\n/);
    expect(r.stdout).toContain('Tier 2 (skeletonized, level summary): 4 whole file(s), 0 per-symbol (max hops 2)');
    expect(r.stdout).toContain("hop 1: app/models_order.py  (name 'save' called in app/views.py");
    expect(r.stdout).toMatch(/Naive full-dump estimate: \d+ tokens\nCompiled context: \d+ tokens\nReduction: \d+\.\d%/);
    expect(r.stdout).toContain('dynamic-dispatch: app/views.py:19: getattr(module, f"handle_{kind}")');
  });

  it('json: the slice manifest schema plus the compile section', () => {
    const r = runCli(['compile', DEMO, 'app/views.py', '--format', 'json', '--max-hops', '1']);
    expect(r.code, r.stderr).toBe(0);
    const m = JSON.parse(r.stdout);
    for (const k of ['version', 'operator', 'repo', 'scanned', 'cache', 'budget', 'seeds', 'files', 'excluded', 'warnings', 'page_faults', 'tokens', 'timing_ms', 'compile']) {
      expect(m).toHaveProperty(k);
    }
    expect(m.version).toBe(1);
    expect(m.files[0]).toMatchObject({ path: 'app/views.py', role: 'seed', hop: 0, tier: 'full' });
    expect(m.files.every((f: { tier: string }, i: number) => (i === 0 ? f.tier === 'full' : f.tier === 'skeleton'))).toBe(true);
    expect(m.compile.max_hops).toBe(1);
    expect(r.stderr).toMatch(/4 warning\(s\)/); // services.py is not expanded at --max-hops 1: no collision there
  });

  it('context: each file under a ==> header, bodies elided with their ranges', () => {
    const r = runCli(['compile', DEMO, 'app/views.py', '--format', 'context']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^==> app\/views.py \(full, lines 1-20\) <==\n"""HTTP-ish views/);
    expect(r.stdout).toContain(`==> app/signals.py (summary skeleton of lines 1-27, hop 2, 3 ranges elided; full: cat '${DEMO}/app/signals.py') <==`);
    expect(r.stdout).toContain('    ...  # … lines 22-27');
  });

  it('bad input: arguments, flags, missing repo/target, syntax errors', () => {
    expect(runCli(['compile', DEMO]).stderr).toMatch(/expected REPO and TARGET/);
    const hops = runCli(['compile', DEMO, 'app/views.py', '--max-hops', '-1']);
    expect(hops.code).toBe(2);
    expect(hops.stderr).toMatch(/--max-hops/);
    const fmt = runCli(['compile', DEMO, 'app/views.py', '--format', 'xml']);
    expect(fmt.stderr.trim()).toBe("ck compile: invalid value for --format: 'xml' (expected text, json or context)");
    const missing = runCli(['compile', DEMO, 'app/nope.py']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/target 'app\/nope.py' does not exist/);
    const noRepo = runCli(['compile', '/nonexistent/repo', 'a.py']);
    expect(noRepo.code).toBe(2);
    expect(noRepo.stderr.split('\n').filter(Boolean)).toHaveLength(1);

    const dir = mkdtempSync(join(tmpdir(), 'ck-compile-bad-'));
    mkdirSync(join(dir, 'pkg'));
    writeFileSync(join(dir, 'pkg', '__init__.py'), '');
    writeFileSync(join(dir, 'pkg', 'main.py'), 'from pkg.util import f\n\ndef g(:\n    return f()\n');
    writeFileSync(join(dir, 'pkg', 'util.py'), 'def f():\n    return 1\n');
    writeFileSync(join(dir, 'pkg', 'blob.py'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 0, 1]));
    const env = isolatedEnv();
    const broken = runCli(['compile', dir, 'pkg/main.py', '--format', 'json'], { env });
    expect(broken.code, broken.stderr).toBe(0);
    const m = JSON.parse(broken.stdout);
    expect(m.warnings.find((w: { kind: string }) => w.kind === 'parse-error')).toMatchObject({ path: 'pkg/main.py', line: 3 });
    const bin = runCli(['compile', dir, 'pkg/blob.py'], { env });
    expect(bin.code).toBe(2);
    expect(bin.stderr).toMatch(/pkg\/blob.py' is not indexed .*binary/);
  });
});

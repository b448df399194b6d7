// The development corpora (pandas, sympy, lodash, lodash-es, rxjs) are one documented command away from a clone
// (`npm run corpora`, scripts/fetch-corpora.sh), .ci/run uses the same script, and when they are absent the run's
// output says so once, with the fix, instead of a handful of silently skipped tests.
import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCRIPT = join(ROOT, 'scripts', 'fetch-corpora.sh');
const CORPORA = ['pandas', 'sympy', 'lodash', 'lodash-es', 'rxjs'];

/** Returns the test files that read the corpora (and skip without them). */
function corpusTests(dir = join(ROOT, 'test')): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...corpusTests(p));
    else if (e.name.endsWith('.test.ts') && /corporaRoot\(|CK_CORPORA/.test(readFileSync(p, 'utf8')) && !p.endsWith('corpora.test.ts')) out.push(p);
  }
  return out.sort();
}

describe('development corpora', () => {
  it('says once, in the run output, whether they are present and how to get them', () => {
    const root = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
    const missing = CORPORA.filter((c) => !existsSync(join(root, c, '.stamp')));
    const files = corpusTests().map((f) => relative(ROOT, f));
    expect(files.length).toBeGreaterThan(3);
    if (missing.length) {
      console.warn(`[corpora] ${missing.join(', ')} not found in ${root} (CK_CORPORA, default ~/.cache/context-kernel-corpora): `
        + `their tests skip in ${files.length} files (${files.join(', ')}). Fetch them with: npm run corpora`);
    } else {
      console.log(`[corpora] all present in ${root}`);
    }
  });

  it('npm run corpora runs scripts/fetch-corpora.sh, and .ci/run uses the same script', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.corpora).toBe('bash scripts/fetch-corpora.sh');
    expect(statSync(SCRIPT).mode & 0o111).not.toBe(0);
    expect(spawnSync('bash', ['-n', SCRIPT]).status).toBe(0);
    const text = readFileSync(SCRIPT, 'utf8');
    for (const c of CORPORA) expect(text).toMatch(new RegExp(`^(deb|npm)_corpus ${c} `, 'm'));
    const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8');
    expect(ci).toContain('bash scripts/fetch-corpora.sh "$CK_CORPORA"');
    expect(ci).not.toContain('../shared/corpora');
  });

  it('the README names the command and CK_CORPORA, and no script outside the clone', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('npm run corpora');
    expect(readme).toContain('CK_CORPORA');
    expect(readme).not.toContain('../shared/corpora');
  });
});

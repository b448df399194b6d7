// The slicer's operator id (src/slice/operator.ts) keys the slice caches and is stamped into manifests: it must change
// with any module a slice depends on, not only with the files of src/slice/ (a changed ranker or resolver served
// slices cached by the code before it).
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { tmpdir } from 'node:os';
import { codeClosure } from '../../src/code-closure.js';
import { operatorId } from '../../src/slice/operator.js';

const SRC = join(__dirname, '..', '..', 'src');

describe('slice operator id', () => {
  it('hashes the static import closure of the slicer, across folders', () => {
    const files = codeClosure(join(SRC, 'slice', 'index.ts')).map((f) => relative(SRC, f));
    const folders = new Set(files.map((f) => f.split('/')[0]));
    for (const f of ['slice', 'rank', 'languages', 'repo', 'skeleton', 'deps']) expect(folders).toContain(f);
    // Never the adapters above the slicer.
    for (const f of ['hooks', 'mcp', 'cli']) expect(folders).not.toContain(f);
    expect(operatorId()).toMatch(/^T2@[0-9a-f]{8}$/);
  });

  it('follows static, side-effect and dynamic relative imports, once each, through cycles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-op-'));
    mkdirSync(join(dir, 'a'));
    mkdirSync(join(dir, 'b'));
    writeFileSync(join(dir, 'a', 'index.js'), "import { x } from './x.js';\nimport '../b/side.js';\nconst y = await import('../b/lazy.js');\nimport fs from 'node:fs';\n");
    writeFileSync(join(dir, 'a', 'x.js'), "export { y } from '../b/lazy.js';\nimport './index.js';\n");
    writeFileSync(join(dir, 'b', 'side.js'), "import './missing.js';\n");
    writeFileSync(join(dir, 'b', 'lazy.js'), 'export const y = 1;\n');
    expect(codeClosure(join(dir, 'a', 'index.js')).map((f) => relative(dir, f))).toEqual(['a/index.js', 'a/x.js', 'b/lazy.js', 'b/side.js']);
  });
});

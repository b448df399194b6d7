// Dependency roots indexed on demand: a seed inside node_modules/<pkg> or site-packages/<pkg> adds that package.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIndex, indexDependency } from '../../src/repo/index.js';
import { dependencyRootOf } from '../../src/repo/build.js';

process.env.XDG_CACHE_HOME = mkdtempSync(join(tmpdir(), 'ck-dep-test-'));

function write(root: string, files: Record<string, string>): void {
  for (const [p, c] of Object.entries(files)) {
    mkdirSync(join(root, p, '..'), { recursive: true });
    writeFileSync(join(root, p), c);
  }
}

function edgeList(index: Awaited<ReturnType<typeof buildIndex>>): string[] {
  return Array.from(index.edgeFrom, (f, i) => `${index.files[f].path} -> ${index.files[index.edgeTo[i]].path}`);
}

describe('dependency roots', () => {
  it('finds the package root of a path inside node_modules or site-packages', () => {
    expect(dependencyRootOf('/r/node_modules/left-pad/lib/index.js')).toBe('/r/node_modules/left-pad');
    expect(dependencyRootOf('/r/node_modules/@scope/pkg/dist/a.js')).toBe('/r/node_modules/@scope/pkg');
    expect(dependencyRootOf('/r/src/a.js')).toBeNull();
  });

  it('indexes a node_modules package on demand and resolves bare imports into it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-dep-js-'));
    write(root, {
      'src/main.js': "import pad from 'left-pad';\n",
      'node_modules/left-pad/package.json': '{ "name": "left-pad", "main": "lib/index.js" }',
      'node_modules/left-pad/lib/index.js': "const util = require('./util');\nmodule.exports = util;\n",
      'node_modules/left-pad/lib/util.js': 'module.exports = 1;\n',
    });
    const before = await buildIndex(root, { noCache: true });
    expect(before.files.map((f) => f.path)).toEqual(['src/main.js']);
    expect(before.files[0].external).toEqual(['left-pad']);
    const after = await indexDependency(before, join(root, 'node_modules/left-pad/lib/index.js'));
    expect(edgeList(after)).toEqual([
      'node_modules/left-pad/lib/index.js -> node_modules/left-pad/lib/util.js',
      'src/main.js -> node_modules/left-pad/lib/index.js',
    ]);
  });

  it('indexes a site-packages package on demand and resolves Python imports into it', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-dep-py-'));
    const sp = '.venv/lib/python3.11/site-packages';
    write(root, {
      'main.py': 'import dep.core\n',
      [`${sp}/dep/__init__.py`]: 'from .core import run\n',
      [`${sp}/dep/core.py`]: 'def run(): pass\n',
    });
    const before = await buildIndex(root, { noCache: true });
    expect(before.files[0].external).toEqual(['dep.core']);
    const after = await indexDependency(before, join(root, sp, 'dep/core.py'));
    expect(edgeList(after)).toEqual([
      `${sp}/dep/__init__.py -> ${sp}/dep/core.py`,
      `main.py -> ${sp}/dep/core.py`,
    ]);
  });
});

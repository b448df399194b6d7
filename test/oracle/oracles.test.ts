// The oracles themselves follow their documented conventions (bench/oracles/*): small fixtures, real python3/tsc.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const oracles = fileURLToPath(new URL('../../bench/oracles/', import.meta.url));
const hasPython = spawnSync('python3', ['--version']).status === 0;

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'ck-oracle-'));
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(join(root, p, '..'), { recursive: true });
    writeFileSync(join(root, p), text);
  }
  return root;
}

describe('py_edges.py', () => {
  it.skipIf(!hasPython)('resolves relative, submodule, nested and constant dynamic imports; never guesses stdlib names', () => {
    const root = tree({
      'pkg/__init__.py': 'from . import sub\nfrom .core import thing\n',
      'pkg/core.py': 'import json\nthing = 1\ndef f():\n    import pkg.util.json\n',
      'pkg/sub/__init__.py': 'from .. import core\nfrom pkg import missing_name\n',
      'pkg/sub/leaf.py': 'import importlib\nm = importlib.import_module("pkg.core")\ntry:\n    from pkg.sub import leaf2, helper\nexcept ImportError:\n    pass\n',
      'pkg/sub/leaf2.py': 'helper = 1\n',
      'pkg/util/__init__.py': '',
      'pkg/util/json.py': '',
      'broken.py': 'def (:\n',
    });
    const r = spawnSync('python3', [join(oracles, 'py_edges.py'), root, '--lines'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/broken\.py: not parsed/);
    expect(JSON.parse(r.stdout)).toEqual([
      ['pkg/__init__.py', 'pkg/core.py', 2],
      ['pkg/__init__.py', 'pkg/sub/__init__.py', 1],
      ['pkg/core.py', 'pkg/util/json.py', 4],
      ['pkg/sub/__init__.py', 'pkg/__init__.py', 2],
      ['pkg/sub/__init__.py', 'pkg/core.py', 1],
      ['pkg/sub/leaf.py', 'pkg/core.py', 2],
      ['pkg/sub/leaf.py', 'pkg/sub/__init__.py', 4],
      ['pkg/sub/leaf.py', 'pkg/sub/leaf2.py', 4],
    ]);
  });
});

describe('js_edges.mjs', () => {
  it('resolves ESM ./x.js to x.ts, index probing, require and tsconfig paths; bare packages are no edge', () => {
    const root = tree({
      'tsconfig.json': JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@lib/*': ['src/lib/*'] }, module: 'esnext', moduleResolution: 'bundler' } }),
      'src/main.ts': "import { a } from './a.js';\nimport type { T } from './types';\nimport util from 'util';\nexport * from '@lib/x';\n",
      'src/a.ts': "const d = require('./dir');\nexport const a = import('./lazy');\n",
      'src/types.ts': 'export type T = 1;\n',
      'src/dir/index.ts': 'export {};\n',
      'src/lazy.ts': 'export {};\n',
      'src/lib/x.ts': 'export {};\n',
      'src/util.ts': 'export {};\n',
    });
    const r = spawnSync(process.execPath, [join(oracles, 'js_edges.mjs'), root], { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual([
      ['src/a.ts', 'src/dir/index.ts'],
      ['src/a.ts', 'src/lazy.ts'],
      ['src/main.ts', 'src/a.ts'],
      ['src/main.ts', 'src/lib/x.ts'],
      ['src/main.ts', 'src/types.ts'],
    ]);
  });
});

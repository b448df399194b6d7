import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadLiteralTable, packTable, unpackTable } from '../../src/slice/literals.js';

/** Writes a small repository of Python and JS files with literals and raises; returns its root and file list. */
function fixtureRepo(): { root: string; files: { path: string; hash: string; size: number }[] } {
  const root = mkdtempSync(join(tmpdir(), 'ck-littable-'));
  const files: { path: string; hash: string; size: number }[] = [];
  for (let i = 0; i < 12; i++) {
    const py = `def f${i}(x):\n    if x > ${i}:\n        raise ValueError(f"value {x} exceeds the limit number ${i} for this call")\n    return "plain text literal number ${i}"\n`;
    const js = `export function g${i}(v) {\n  throw new TypeError(\`Invalid thing \${v} in module ${i}\`)\n}\n`;
    mkdirSync(join(root, `pkg${i % 3}`), { recursive: true });
    writeFileSync(join(root, `pkg${i % 3}`, `m${i}.py`), py);
    writeFileSync(join(root, `pkg${i % 3}`, `j${i}.js`), js);
    files.push({ path: `pkg${i % 3}/m${i}.py`, hash: `h${i}`, size: py.length }, { path: `pkg${i % 3}/j${i}.js`, hash: `j${i}`, size: js.length });
  }
  files.push({ path: 'missing.py', hash: 'gone', size: 10 });
  return { root, files };
}

describe('literal table cache', () => {
  it('round-trips a table through its cache bytes, empty tables included', () => {
    const { root, files } = fixtureRepo();
    try {
      const t = loadLiteralTable(root, files);
      expect(t.paths.length).toBe(24); // the unreadable file is skipped
      expect(unpackTable(packTable(t))).toEqual(t);
      const empty = loadLiteralTable(root, []);
      expect(unpackTable(packTable(empty))).toEqual(empty);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('treats foreign or truncated cache files as absent and rebuilds them', () => {
    const { root, files } = fixtureRepo();
    try {
      const cache = join(root, 'cache.lit');
      const fresh = loadLiteralTable(root, files, cache);
      const bytes = readFileSync(cache);
      expect(unpackTable(bytes.subarray(0, bytes.length - 3))).toBeUndefined();
      expect(unpackTable(Buffer.from('not a table at all'))).toBeUndefined();
      writeFileSync(cache, Buffer.from([0x82, 0xa1, 0x76, 0x02])); // a msgpack head from the previous format
      expect(loadLiteralTable(root, files, cache)).toEqual(fresh);
      expect(unpackTable(readFileSync(cache))).toEqual(fresh);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reuses cached files whose hash is unchanged and rescans the rest', () => {
    const { root, files } = fixtureRepo();
    try {
      const cache = join(root, 'cache.lit');
      loadLiteralTable(root, files, cache);
      writeFileSync(join(root, 'pkg0', 'm0.py'), 'def f0():\n    raise KeyError("a brand new message for this file")\n');
      const edited = files.map((f) => (f.path === 'pkg0/m0.py' ? { ...f, hash: 'edited' } : f));
      const t = loadLiteralTable(root, edited, cache);
      expect(t.frags).toContain('a brand new message for this file');
      expect(t).toEqual(loadLiteralTable(root, edited));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

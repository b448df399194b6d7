// The agreement report detects what it claims to: an injected suffix-guessed edge and a dropped edge are both
// counted and classified, so "zero suffix-guessing false edges" on the corpora is not vacuous.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error -- plain ESM bench module without type declarations
import { compare } from '../../bench/agreement.mjs';
import { buildIndex } from '../../src/repo/index.js';

const hasPython = spawnSync('python3', ['--version']).status === 0;
const oracle = fileURLToPath(new URL('../../bench/oracles/py_edges.py', import.meta.url));

describe('agreement compare()', () => {
  it.skipIf(!hasPython)('counts an injected suffix-guess edge and a missing edge, with examples', async () => {
    const root = mkdtempSync(join(tmpdir(), 'ck-compare-'));
    const files: Record<string, string> = {
      'pkg/__init__.py': '',
      'pkg/a.py': 'import json\nfrom pkg import b\n',
      'pkg/b.py': 'x = 1\n',
      'pkg/utils/__init__.py': '',
      'pkg/utils/json.py': '',
    };
    for (const [p, text] of Object.entries(files)) {
      mkdirSync(join(root, p, '..'), { recursive: true });
      writeFileSync(join(root, p), text);
    }
    const index = await buildIndex(root, { noCache: true });
    const r = spawnSync('python3', [oracle, root, '--lines'], { encoding: 'utf8' });
    const oracleEdges = JSON.parse(r.stdout);
    expect(compare('pandas', root, index, oracleEdges, new Set(['json'])).agreement).toBe(1);

    // "ours" with the real edge a -> b removed and a suffix-guessed a -> utils/json.py (line 1) added
    const a = index.fileId('pkg/a.py')!;
    const json = index.fileId('pkg/utils/json.py')!;
    const tampered = {
      ...index,
      fileId: index.fileId.bind(index),
      edgeFrom: Int32Array.of(a),
      edgeTo: Int32Array.of(json),
      edgeLine: Int32Array.of(1),
      edgeKind: Uint8Array.of(0),
    };
    const report = compare('pandas', root, tampered, oracleEdges, new Set(['json']));
    expect(report.suffix_guess_false_edges).toBe(1);
    expect(report.agreement).toBe(0);
    const classes = Object.keys(report.classes);
    expect(classes.some((c: string) => /SUFFIX GUESS/.test(c))).toBe(true);
    expect(classes.some((c: string) => c.startsWith('missing:'))).toBe(true);
    expect(JSON.stringify(report.classes)).toContain('pkg/a.py:1 -> pkg/utils/json.py');
  });
});

// Defs blobs kept as bytes (src/repo/blob-arena.ts): the column they make is the one strings made, byte for byte,
// and a cache rebuilt in part (blobs from the old cache, from the arena and as text, mixed) equals a cold one.
import { describe, it, expect } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { BlobArena, BytesBlob, joinedLength, joinedPieces, packDefs, unpackDefs } from '../../src/repo/blob-arena.js';
import { runCli, isolatedEnv } from '../helpers/cli.js';
import { indexCacheBytes, indexCacheFiles } from '../helpers/index-cache.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/repos/', import.meta.url));

/** Where a blob comes from: a text, an arena, or a '\0'-joined column (as the cache loads one). */
type Source = 'text' | 'arena' | 'column';

describe('joinedPieces', () => {
  it('joins texts and byte blobs exactly as texts joined by \\0 would be', () => {
    const blob = fc.stringMatching(/^[^\0]{0,40}$/);
    fc.assert(fc.property(fc.array(fc.tuple(blob, fc.constantFrom<Source>('text', 'arena', 'column')), { maxLength: 30 }), fc.boolean(), (items, oneArena) => {
      let arena = new BlobArena();
      const blobs: (string | BytesBlob)[] = [];
      let k = 0;
      while (k < items.length) {
        const [text, source] = items[k];
        if (source === 'text') { blobs.push(text); k++; continue; }
        if (source === 'arena') {
          if (!oneArena) arena = new BlobArena(); // blobs of another arena never join the run
          const bytes = Buffer.from(text);
          blobs.push(arena.append(bytes, 0, bytes.length));
          k++;
          continue;
        }
        // A run of column blobs: one buffer, separators between them and none after the last (the column's end).
        let j = k;
        while (j < items.length && items[j][1] === 'column') j++;
        const texts = items.slice(k, j).map(([t]) => t);
        const col = Buffer.from(texts.join('\0'));
        let at = 0;
        for (const t of texts) { const len = Buffer.byteLength(t); blobs.push(new BytesBlob(col, at, at + len)); at += len + 1; }
        k = j;
      }
      const joined = Buffer.concat(Array.from(joinedPieces(blobs), (p) => Buffer.from(p))); // a piece is valid until the next
      expect(joined.toString()).toBe(items.map(([t]) => t).join('\0'));
      expect(joinedLength(blobs)).toBe(joined.length);
      expect(blobs.map((b) => (typeof b === 'string' ? b : b.text()))).toEqual(items.map(([t]) => t));
    }), { numRuns: 500 });
  });

  it('joins columns larger than its staging buffer, with texts larger than it, as texts joined by \0 would be', () => {
    const arena = new BlobArena();
    const blobs: (string | BytesBlob)[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const t = `[${'é'.repeat(i % 7)}${String(i).repeat(300)}]`;
      texts.push(t);
      const bytes = Buffer.from(t);
      blobs.push(i % 5 === 4 ? arena.append(bytes, 0, bytes.length) : t);
      if (i === 1500) { const big = 'x'.repeat(3 << 20); texts.push(big); blobs.push(big); }
    }
    const pieces = Array.from(joinedPieces(blobs), (p) => Buffer.from(p));
    expect(Math.max(...pieces.map((p) => p.length))).toBe(3 << 20); // only the big text is a piece of its own size
    const joined = Buffer.concat(pieces);
    expect(joined.equals(Buffer.from(texts.join('\0')))).toBe(true);
    expect(joinedLength(blobs)).toBe(joined.length);
  });

  it('keeps consecutive arena blobs as one piece', () => {
    const arena = new BlobArena();
    const src = Buffer.from('[1][2][3]');
    const pieces = [...joinedPieces([arena.append(src, 0, 3), arena.append(src, 3, 6), arena.append(src, 6, 9)])];
    expect(pieces).toHaveLength(1);
    expect(Buffer.from(pieces[0]).toString()).toBe('[1]\0[2]\0[3]');
  });
});

describe('a spilling arena', () => {
  const texts = Array.from({ length: 4000 }, (_, i) => `[["${'é'.repeat(i % 5)}name${i}",${i % 8},${i},${i + 3}]${',[1,2,3,4]'.repeat(i % 40)}]`);

  it('gives the blobs, texts and joined column an arena in memory gives, reading its chunks back from disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-spill-'));
    try {
      const mem = new BlobArena();
      const spill = new BlobArena(64 << 10, dir); // past 64 KB, every filled 256 KB chunk is written out
      const a = texts.map((t) => { const b = Buffer.from(t); return mem.append(b, 0, b.length); });
      const s = texts.map((t) => { const b = Buffer.from(t); return spill.append(b, 0, b.length); });
      expect(readdirSync(dir)).toEqual([]); // the spill file is unlinked as soon as it is made
      const joined = (blobs: BytesBlob[]) => Buffer.concat(Array.from(joinedPieces(blobs), (p) => Buffer.from(p)));
      expect(joined(s).equals(joined(a))).toBe(true);
      expect(joined(s).toString()).toBe(texts.join('\0'));
      // Read back in an order that cycles through more chunks than are kept in memory, twice.
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < texts.length; i++) {
          const k = (i * 997) % texts.length;
          expect(s[k].text()).toBe(texts[k]);
          expect(Buffer.from(s[k].chunk.subarray(s[k].start, s[k].end)).toString()).toBe(texts[k]);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps its chunks in memory when it cannot write them out', () => {
    const spill = new BlobArena(0, '/dev/null/ck-spill') // under a file: ENOTDIR;
    const s = texts.map((t) => { const b = Buffer.from(t); return spill.append(b, 0, b.length); });
    expect(s.map((b) => b.text())).toEqual(texts);
  });
});

describe('packDefs / unpackDefs (a pool batch\'s defs, packed for the trip back)', () => {
  it('puts back the same defs bytes, texts left as they are', () => {
    const worker = new BlobArena();
    const main = new BlobArena();
    const blob = (t: string) => { const b = Buffer.from(t); return worker.append(b, 0, b.length); };
    const outcomes = [
      { status: 'ok', hash: 'a', tokens: 1, blobs: { defs: blob('[["f",0,1,2]]'), dynamic: '[]', imports: '[]' } },
      { status: 'binary' },
      { status: 'ok', hash: 'b', tokens: 1, blobs: { defs: '[["twin",0,1,2]]', dynamic: '[]', imports: '[]' } },
      { status: 'ok', hash: 'c', tokens: 1, blobs: null },
      { status: 'ok', hash: 'd', tokens: 1, blobs: { defs: blob('[["é",1,3,4]]'), dynamic: '[]', imports: '[[1,0,"x"]]' } },
    ] as { status: string; blobs?: { defs: string | BytesBlob; dynamic: string; imports: string } | null }[];
    const packed = structuredClone(packDefs(outcomes));
    const travelled = structuredClone(outcomes);
    expect(travelled[0].blobs!.defs).toBe('');
    unpackDefs(travelled, packed, main);
    const text = (d: string | BytesBlob) => (typeof d === 'string' ? d : d.text());
    expect(travelled.map((o) => (o.blobs ? [text(o.blobs.defs), o.blobs.imports] : null))).toEqual([
      ['[["f",0,1,2]]', '[]'], null, ['[["twin",0,1,2]]', '[]'], null, ['[["é",1,3,4]]', '[[1,0,"x"]]'],
    ]);
    expect(travelled[4].blobs!.defs).toBeInstanceOf(BytesBlob);
  });
});

describe('index cache with defs kept as bytes', () => {
  it('an edited, extended and shrunk repository saves the cache a cold index of it saves', () => {
    const repo = mkdtempSync(join(tmpdir(), 'ck-arena-repo-'));
    cpSync(join(FIXTURES, 'pyproj'), repo, { recursive: true });
    const env = isolatedEnv();
    expect(runCli(['index', repo, '--json'], { env }).code).toBe(0);
    const py = readdirSync(join(repo, 'app'), { recursive: true }).map(String).filter((f) => f.endsWith('.py')).sort();
    writeFileSync(join(repo, 'app', py[0]), `${readFileSync(join(repo, 'app', py[0]), 'utf8')}\ndef added_later(x):\n    return x\n`);
    writeFileSync(join(repo, 'zz_new.py'), 'import app\nclass Late:\n    pass\n');
    rmSync(join(repo, 'app', py[py.length - 1]));
    const partial = JSON.parse(runCli(['index', repo, '--json'], { env }).stdout);
    expect(partial.cache).toBe('partial');
    const cold = isolatedEnv();
    expect(JSON.parse(runCli(['index', repo, '--json'], { env: cold }).stdout).cache).toBe('miss');
    expect(indexCacheFiles(env)).toHaveLength(2); // a base and its delta
    expect(indexCacheBytes(env, repo)!.equals(indexCacheBytes(cold, repo)!)).toBe(true);
    // And the defs read back from it are the edited file's.
    const graph = runCli(['graph', repo, '--from', `app/${py[0]}`, '--json'], { env });
    expect(graph.code, graph.stderr).toBe(0);
  });
});

// The table of stores (src/store/stores.ts) is what `ck state` and the README list: every store is in the README's
// privacy table, every folder the engine writes lies in a listed store, and the caps it states are the modules' own.
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORES, storeOf } from '../../src/store/stores.js';
import { cacheDir, stateDir } from '../../src/store/paths.js';
import { SPILL_MAX_BYTES } from '../../src/store/spill.js';
import { DELTA_MAX_BYTES, DELTA_MAX_ENTRIES } from '../../src/store/delta-state.js';
import { MAX_ENTRIES as SLICE_ENTRIES } from '../../src/slice/cache.js';
import { PARSE_CACHE_MAX_ENTRIES as PARSE_ENTRIES } from '../../src/parse/cache.js';
import { MAX_PACKAGE_ENTRIES } from '../../src/deps/cache.js';
import { MAX_REPOS as CHARTER_REPOS } from '../../src/charter/store.js';

const README = readFileSync(fileURLToPath(new URL('../../README.md', import.meta.url)), 'utf8');

describe('the table of stores', () => {
  it('every store has a row in the README privacy table, with its cap and switch', () => {
    for (const s of STORES) {
      const row = README.split('\n').find((l) => l.startsWith(`| \`${s.name}\` |`));
      expect(row, s.name).toBeDefined();
      expect(row).toContain(s.cap);
      expect(row).toContain(s.off.replace(/\|/g, '\\|'));
    }
  });

  it('names are unique and no store lies inside another', () => {
    expect(new Set(STORES.map((s) => s.name)).size).toBe(STORES.length);
    for (const a of STORES) for (const b of STORES) if (a !== b && a.root === b.root) expect(b.path.startsWith(`${a.path}/`)).toBe(false);
  });

  it('maps the paths the modules write to their store', () => {
    expect(storeOf(stateDir('spill', 'abc.txt'))?.name).toBe('spill');
    expect(storeOf(stateDir('sessions', 's1', 'state.json'))?.name).toBe('sessions');
    expect(storeOf(stateDir('savings.jsonl'))?.name).toBe('savings');
    expect(storeOf(cacheDir('index', 'k', 'index-1.msgpack'))?.name).toBe('index');
    expect(storeOf('/elsewhere/report.html')).toBeUndefined();
  });

  it('states the caps the modules enforce', () => {
    const cap = (name: string) => STORES.find((s) => s.name === name)!.cap;
    expect(cap('spill')).toContain(`${SPILL_MAX_BYTES >> 20} MB`);
    expect(cap('delta')).toContain(`${DELTA_MAX_ENTRIES} files and ${DELTA_MAX_BYTES >> 20} MB`);
    expect(cap('slices')).toContain(String(SLICE_ENTRIES));
    expect(cap('slice-front')).toContain(String(SLICE_ENTRIES));
    expect(cap('parse')).toContain(PARSE_ENTRIES.toLocaleString('en-US'));
    expect(cap('deps')).toContain(String(MAX_PACKAGE_ENTRIES));
    expect(cap('charter')).toContain(String(CHARTER_REPOS));
  });

  it('every folder the code names under the roots is a listed store (so ck state, the lifetimes and the README know it)', () => {
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
    });
    const named = new Set<string>();
    for (const f of files(src)) {
      const text = readFileSync(f, 'utf8');
      for (const m of text.matchAll(/\b(cacheDir|stateDir|saveSymptom)\('([^']+)'/g)) named.add(`${m[1] === 'cacheDir' ? 'cache' : 'state'}/${m[2]}`);
      for (const m of text.matchAll(/_SUBDIR = '([^']+)'/g)) named.add(`state/${m[1]}`);
    }
    expect(named.size).toBeGreaterThan(15);
    const listed = new Set(STORES.map((s) => `${s.root}/${s.path}`));
    expect([...named].filter((n) => !listed.has(n))).toEqual([]);
  });
});

import { describe, it, expect } from 'vitest';
import { chmodSync, mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spillPut, spillGet, spillDir, spillLink } from '../../src/store/spill.js';
import { recall } from '../../src/normalize/recall.js';
import { isolateState } from './helpers.js';

isolateState();

describe('spill store', () => {
  it('is bounded: the least recently used entries are evicted on write, and recall says so', () => {
    const max = 10_000;
    const keys = Array.from({ length: 8 }, (_, i) => `aaaaaa00000${i}`);
    keys.forEach((k, i) => {
      spillPut(k, 'x'.repeat(2000) + '\n', null, max);
      // Distinct, increasing mtimes without sleeping.
      const t = new Date(Date.now() - (100 - i) * 1000);
      utimesSync(join(spillDir(), `${k}.txt`), t, t);
    });
    const total = readdirSync(spillDir()).reduce((n, f) => n + statSync(join(spillDir(), f)).size, 0);
    expect(total).toBeLessThanOrEqual(max);
    expect(spillGet(keys[0]!)).toBeNull();
    expect(spillGet(keys[7]!)).not.toBeNull();
    expect(() => recall(keys[0]!)).toThrow(/no spilled output 'aaaaaa000000' .*evicted/);
  });

  it('writes atomically: no temp files are left behind', () => {
    spillPut('bbbbbb000001', 'hello\n', Buffer.from('\x1b[1mhello\x1b[0m\n'));
    expect(readdirSync(spillDir()).filter((f) => f.startsWith('.'))).toEqual([]);
    expect(spillGet('bbbbbb000001')!.raw().toString()).toBe('\x1b[1mhello\x1b[0m\n');
  });

  it('links a plain output file as the entry (no copy), keeps an existing entry, and says false when it cannot link', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ck-spill-link-')), 'out.txt');
    // A file others may read is not linked (the store's entries are owner-only): the caller copies it.
    writeFileSync(file, 'line 1\nline 2\n', { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(spillLink('cccccc000001', file)).toBe(false);
    chmodSync(file, 0o600);
    expect(spillLink('cccccc000001', file)).toBe(true);
    expect(statSync(join(spillDir(), 'cccccc000001.txt')).ino).toBe(statSync(file).ino);
    expect(spillGet('cccccc000001')!.text!.toString()).toBe('line 1\nline 2\n');
    expect(spillGet('cccccc000001')!.raw().toString()).toBe('line 1\nline 2\n');
    expect(recall('cccccc000001', { lines: [2, 2] })).toContain('line 2');
    expect(spillLink('cccccc000001', file)).toBe(true); // already there: touched
    expect(spillLink('cccccc000002', `${file}.absent`)).toBe(false);
    expect(spillGet('cccccc000002')).toBeNull();
  });
});

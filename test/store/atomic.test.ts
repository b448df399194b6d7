// Atomic writes (src/store/atomic.ts): the whole new content or the old file, never a torn one, and no temp files left.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeFileAtomic, writeFileAtomicWith } from '../../src/store/atomic.js';

describe('writeFileAtomicWith', () => {
  it('writes what fill writes at its positions, creating the missing directory', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'ck-atomic-')), 'a', 'b');
    const file = join(dir, 'f.bin');
    writeFileAtomicWith(file, (fd) => {
      writeSync(fd, 'world', 6, 'utf8');
      writeSync(fd, Buffer.from('hello '), 0, 6, 0);
    });
    expect(readFileSync(file, 'utf8')).toBe('hello world');
    expect(readdirSync(dir)).toEqual(['f.bin']);
  });

  it('keeps the previous file and removes its temp file when fill throws', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ck-atomic-'));
    const file = join(dir, 'f.txt');
    writeFileAtomic(file, 'old');
    expect(() => writeFileAtomicWith(file, (fd) => { writeSync(fd, 'partial new'); throw new Error('disk full'); })).toThrow('disk full');
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['f.txt']);
  });
});

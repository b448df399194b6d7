// processFile reads a source file straight into the lexer's input region, sized by a stat taken just before: a file
// that grew or shrank since (a race with an editor) must be read whole the ordinary way, never cut or padded.
import { describe, it, expect } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processFile } from '../../src/repo/file.js';

describe('processFile with a stale size', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ck-file-'));
  const file = join(dir, 'mod.py');
  const text = 'import os\nfrom .x import y\n\ndef f():\n    return 1\n';
  writeFileSync(file, text);
  const truth = processFile(file, 'python', 1 << 20, 'wasm');

  it.each([
    ['exact', text.length],
    ['the file grew by one byte', text.length - 1],
    ['the file grew by more', 10],
    ['the file shrank', text.length + 7],
    ['the file was empty', 0],
  ])('%s: same outcome as reading it without a size', (_, size) => {
    expect(truth.status).toBe('ok');
    expect(processFile(file, 'python', 1 << 20, 'wasm', undefined, undefined, size)).toEqual(truth);
  });

  it('an empty file', () => {
    const empty = join(dir, 'empty.py');
    writeFileSync(empty, '');
    expect(processFile(empty, 'python', 1 << 20, 'wasm', undefined, undefined, 0)).toEqual(processFile(empty, 'python', 1 << 20, 'wasm'));
  });
});

describe('processFile on files no lexer reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ck-file-other-'));
  it.each([
    ['ASCII', Buffer.from('cdef f(int x):\n    return x\n')],
    ['UTF-8 with 2-, 3- and 4-byte characters', Buffer.from('# café — 😀 ünïcode\n'.repeat(50))],
    ['invalid UTF-8', Buffer.from([0x61, 0xc3, 0x28, 0xe2, 0x82, 0xf0, 0x9f, 0x98, 0x80, 0xff, 0x62, 0x0a])],
  ])('%s: the in-place read counts tokens as the buffered read does', (_, bytes) => {
    const file = join(dir, `x${bytes.length}.pyx`);
    writeFileSync(file, bytes);
    const buffered = processFile(file, 'other', 1 << 20, 'wasm');
    const inPlace = processFile(file, 'other', 1 << 20, 'wasm', undefined, undefined, bytes.length);
    expect(inPlace).toEqual(buffered);
    expect(inPlace.status === 'ok' && inPlace.tokens).toBe(Math.ceil([...bytes].filter((c) => (c & 0xc0) !== 0x80).reduce((n, c) => n + (c >= 0xf0 ? 2 : 1), 0) / 4));
  });
});

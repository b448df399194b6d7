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

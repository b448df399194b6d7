// The terminal kernel on real captured outputs: both implementations agree byte for byte, nothing
// terminal-specific survives, and the lines a reader needs are there in their final state.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stripTerminal } from '../../src/kernels/terminal.js';

const DIR = fileURLToPath(new URL('../fixtures/terminal/', import.meta.url));
const FIXTURES = readdirSync(DIR).filter((f) => f.endsWith('.txt')).sort();

/** Lines that must appear verbatim (as whole lines) in the visible text of each fixture. */
const EXPECTED: Record<string, string[]> = {
  'gcc-errors.txt': [
    "bad.c:4:18: error: ‘y’ undeclared (first use in this function)",
    "bad.c:3:11: warning: initialization of ‘int’ from ‘char *’ makes integer from pointer without a cast [-Wint-conversion]",
  ],
  'git-clone-progress.txt': [
    'remote: Counting objects: 100% (157/157), done.',
    'Receiving objects: 100% (157/157), 100.14 KiB | 4.55 MiB/s, done.',
    'Resolving deltas: 100% (29/29), done.',
  ],
  'rich-progress.txt': ['Downloading 3 files', 'error: checksum mismatch in file2.bin'],
  'npm-install.txt': ['added 2 packages in 839ms'],
  'cargo-build-errors.txt': ['error[E0308]: mismatched types', ' --> src/main.rs:5:24'],
  'tsc-errors.txt': ["tsb/a.ts:1:7 - error TS2322: Type 'string' is not assignable to type 'number'."],
  'man-overstrike.txt': ['NAME', 'SYNOPSIS'],
  'pytest-failures.txt': [
    'FAILED test_sample.py::test_fail_assert - AssertionError: math is broken',
    '=================== 2 failed, 40 passed, 1 skipped in 1.80s ====================',
  ],
  'pip-install.txt': ['Successfully installed markdown-it-py-4.2.0 mdurl-0.1.2 pygments-2.21.0 rich-15.0.0 tqdm-4.70.1'],
  'pip-download-offline.txt': ['ERROR: No matching distribution found for six==1.16.0'],
  'tqdm-nested.txt': ['training done: loss=0.0123'],
  'apt-get-update.txt': ['Get:1 http://deb.mirror.invalid/debian bookworm InRelease [151 kB]', 'Reading package lists... Done'],
};

describe.each(FIXTURES)('%s', (file) => {
  const raw = readFileSync(DIR + file);
  const wasm = stripTerminal(raw, { impl: 'wasm' });
  const js = stripTerminal(raw, { impl: 'js' });

  it('is identical in wasm and the TS twin', () => {
    expect(Buffer.from(wasm.bytes).equals(Buffer.from(js.bytes))).toBe(true);
    expect(wasm.stats).toEqual(js.stats);
  });

  it('leaves no ESC and no CR', () => {
    expect(wasm.bytes.includes(0x1b)).toBe(false);
    expect(wasm.bytes.includes(0x0d)).toBe(false);
  });

  it('is idempotent', () => {
    expect(Buffer.from(stripTerminal(wasm.bytes).bytes).equals(Buffer.from(wasm.bytes))).toBe(true);
  });

  it.skipIf(!EXPECTED[file])('keeps the lines a reader needs', () => {
    const lines = new Set(Buffer.from(wasm.bytes).toString('utf8').split('\n').map((l) => l.trimEnd()));
    for (const want of EXPECTED[file] ?? []) expect(lines).toContain(want);
  });
});

describe('progress collapse on real captures', () => {
  const text = (file: string) => Buffer.from(stripTerminal(readFileSync(DIR + file)).bytes).toString('utf8');

  it('keeps only the final frame of each git progress line', () => {
    const out = text('git-clone-progress.txt');
    expect(out.match(/Counting objects/g)).toHaveLength(1);
    expect(out).not.toMatch(/Receiving objects: +\d{1,2}%/);
  });

  it('keeps each rich bar once, at 100%', () => {
    const out = text('rich-progress.txt');
    for (const f of ['file0.bin', 'file1.bin', 'file2.bin']) {
      const lines = out.split('\n').filter((l) => l.startsWith(f));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('100%');
    }
  });

  it('collapses tqdm nested bars redrawn with cursor-up to their final state', () => {
    const lines = text('tqdm-nested.txt').split('\n').map((l) => l.trimEnd()).filter(Boolean);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^epochs: 100%\|█+\| 3\/3/);
    expect(lines[1]).toBe('training done: loss=0.0123');
  });

  it('keeps apt-get\'s final lines, not its blanked progress', () => {
    const out = text('apt-get-update.txt');
    expect(out).not.toContain('[Working]');
    expect(out.match(/Reading package lists/g)).toHaveLength(1);
  });

  it('turns man-page overstrike into plain text', () => {
    const out = text('man-overstrike.txt');
    expect(out).toContain('git clone [--template=<template-directory>]');
    expect(out.includes('\b')).toBe(false);
  });
});

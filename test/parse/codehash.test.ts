// The parse cache and compile manifests are keyed by layerCodeHash: it must cover the modules the four tree-sitter
// layers import (the language packs, the tokenizer), not only their own folders, or a development build whose version
// did not change serves results computed by the code before a change there.
import { describe, expect, it } from 'vitest';
import { relative } from 'node:path';
import { layerCodeHash, layerFiles } from '../../src/parse/codehash.js';
import { SRC } from '../arch/source.js';

describe('layerCodeHash', () => {
  it('hashes the four layers and every module they import', () => {
    const files = layerFiles(SRC).map((f) => relative(SRC, f));
    for (const dir of ['compile/', 'parse/', 'skeleton/', 'symbols/']) expect(files.some((f) => f.startsWith(dir))).toBe(true);
    // Outside the four folders: the tokenizer the compile budget counts with, and the code-closure walk itself.
    expect(files).toContain('tokens.ts');
    expect(files.some((f) => f.startsWith('languages/'))).toBe(true);
    expect(files).toEqual([...files].sort());
  });

  it('is 8 hex, the same on every call', () => {
    expect(layerCodeHash()).toMatch(/^[0-9a-f]{8}$/);
    expect(layerCodeHash()).toBe(layerCodeHash());
  });
});

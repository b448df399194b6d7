// store/private.ts in-process: folders outside ck's roots that a caller names (a test's folder, an explicit --log) are
// made if missing and otherwise left alone — never chmodded, since they may be /tmp or any folder the user shares.
import { describe, it, expect } from 'vitest';
import { chmodSync, closeSync, lstatSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePrivateDir, openPrivate } from '../../src/store/private.js';

describe('ensurePrivateDir outside the store roots', () => {
  it('leaves an existing shared folder as it is, and makes the missing ones 0700', () => {
    const shared = mkdtempSync(join(tmpdir(), 'ck-shared-'));
    chmodSync(shared, 0o1777);
    ensurePrivateDir(shared);
    closeSync(openPrivate(join(shared, 'log.jsonl'), 'append'));
    expect(lstatSync(shared).mode & 0o7777).toBe(0o1777);
    expect(lstatSync(join(shared, 'log.jsonl')).mode & 0o777).toBe(0o600);
    ensurePrivateDir(join(shared, 'a', 'b'));
    expect(lstatSync(join(shared, 'a')).mode & 0o777).toBe(0o700);
    expect(lstatSync(join(shared, 'a', 'b')).mode & 0o777).toBe(0o700);
    mkdirSync(join(shared, 'open'), { mode: 0o755 });
    chmodSync(join(shared, 'open'), 0o755);
    ensurePrivateDir(join(shared, 'open'));
    expect(lstatSync(join(shared, 'open')).mode & 0o777).toBe(0o755);
  });
});

describe('ensurePrivateDir under the store roots', () => {
  it('refuses a store folder that is a symlink to a folder others can enter, and leaves that folder as it is', async () => {
    const { symlinkSync } = await import('node:fs');
    const { stateDir } = await import('../../src/store/paths.js');
    const home = mkdtempSync(join(tmpdir(), 'ck-priv-'));
    const shared = mkdtempSync(join(tmpdir(), 'ck-shared-'));
    chmodSync(shared, 0o1777);
    const before = process.env.XDG_STATE_HOME;
    process.env.XDG_STATE_HOME = home;
    try {
      mkdirSync(stateDir(), { recursive: true, mode: 0o700 });
      symlinkSync(shared, stateDir('spill'));
      expect(() => ensurePrivateDir(stateDir('spill'))).toThrow(/refusing to keep data in .*spill: a symlink to a folder others can enter \(mode 1777\)/);
      expect(lstatSync(shared).mode & 0o7777).toBe(0o1777);
    } finally {
      if (before === undefined) delete process.env.XDG_STATE_HOME;
      else process.env.XDG_STATE_HOME = before;
    }
  });
});

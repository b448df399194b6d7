import { describe, it, expect, beforeEach } from 'vitest';
import { mkdirSync, writeFileSync, utimesSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isolatedEnv } from '../helpers/cli.js';
import { updateSession, readSession, sessionDir, safeSessionId, withLock } from '../../src/session/index.js';

beforeEach(() => {
  process.env.XDG_STATE_HOME = isolatedEnv().XDG_STATE_HOME;
});

describe('session state', () => {
  it('a lock left by a crashed process is broken once stale; a live one makes the caller wait, then fail', () => {
    const dir = sessionDir('s-lock');
    mkdirSync(dir, { recursive: true });
    const lock = join(dir, 'state.lock');
    writeFileSync(lock, '99999 0\n');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    const s = updateSession('s-lock', (st) => { st.cwd = '/repo'; });
    expect(s.cwd).toBe('/repo');
    expect(existsSync(lock)).toBe(false);
    writeFileSync(lock, `${process.pid} ${Date.now()}\n`);
    expect(() => withLock(lock, () => 1, { waitMs: 50 })).toThrow(/still held after 50 ms/);
  });

  it('a corrupt state file reads as a fresh state (never a crash), and the next update repairs it', () => {
    const dir = sessionDir('s-bad');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'state.json'), '{"version":1,"canary":{"pending":[');
    expect(readSession('s-bad').canary.pending).toEqual([]);
    updateSession('s-bad', (st) => { st.canary.failed = 2; });
    expect(JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).canary.failed).toBe(2);
  });

  it('pending canary entries are bounded; session ids that are not file-name safe are hashed', () => {
    updateSession('s-many', (st) => {
      for (let i = 0; i < 100; i++) st.canary.pending.push({ toolUseId: `t${i}`, footer: 'f', tool: 'Bash', id: '00000000', ts: 0, offset: 0 });
    });
    const st = readSession('s-many');
    expect(st.canary.pending).toHaveLength(64);
    expect(st.canary.pending[0]!.toolUseId).toBe('t36');
    expect(st.canary.expired).toBe(36);
    expect(safeSessionId('../../etc/passwd')).toMatch(/^h[0-9a-f]{20}$/);
    expect(safeSessionId('6e2e49dc-1f7a-4a9e-9d8e-5b1c0a2f3e4d')).toBe('6e2e49dc-1f7a-4a9e-9d8e-5b1c0a2f3e4d');
  });
});

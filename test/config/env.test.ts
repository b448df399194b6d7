import { describe, it, expect, afterEach } from 'vitest';
import { DEFAULT_AUTO_BUDGET, DEFAULT_BUDGET_CAP, resolveEnvConfig } from '../../src/config/env.js';
import { resolveBudget } from '../../src/slice/budget.js';
import { sessionOccupancy } from '../../src/session/index.js';
import { hookEnv } from '../hooks/helpers.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('resolveEnvConfig', () => {
  it('applies the defaults when nothing is set', () => {
    const c = resolveEnvConfig({});
    expect(c).toMatchObject({ logOff: false, sessionId: undefined, contextWindow: undefined, budgetMax: undefined, budgetMaxInvalid: undefined, debug: false });
    expect(c.budgetCap).toBe(DEFAULT_BUDGET_CAP);
    expect(c.autoBudget).toBe(DEFAULT_AUTO_BUDGET);
  });

  it('reads CK_BUDGET_MAX as a token count, and keeps a malformed one aside to be named', () => {
    expect(resolveEnvConfig({ CK_BUDGET_MAX: '40k' })).toMatchObject({ budgetMax: 40_000, budgetCap: 40_000, autoBudget: 40_000 });
    expect(resolveEnvConfig({ CK_BUDGET_MAX: '1.5M' }).budgetMax).toBe(1_500_000);
    expect(resolveEnvConfig({ CK_BUDGET_MAX: 'lots' })).toMatchObject({ budgetMax: undefined, budgetMaxInvalid: 'lots', budgetCap: DEFAULT_BUDGET_CAP });
    expect(resolveEnvConfig({ CK_BUDGET_MAX: '0' }).budgetMaxInvalid).toBe('0');
  });

  it('treats an empty CK_SESSION_ID as unset and CK_LOG_OFF only when 1', () => {
    expect(resolveEnvConfig({ CK_SESSION_ID: '' }).sessionId).toBeUndefined();
    expect(resolveEnvConfig({ CK_SESSION_ID: 's1' }).sessionId).toBe('s1');
    expect(resolveEnvConfig({ CK_LOG_OFF: '1' }).logOff).toBe(true);
    expect(resolveEnvConfig({ CK_LOG_OFF: 'yes' }).logOff).toBe(false);
    expect(resolveEnvConfig({ CK_CONTEXT_WINDOW: '0' }).contextWindow).toBeUndefined();
  });
});

describe('CK_BUDGET_MAX: one parse for the session cap and the slice budget', () => {
  it('a token count such as 40k caps the measured session (it used to read as plain digits there, so 80000)', () => {
    const { transcript } = hookEnv();
    process.env.CK_BUDGET_MAX = '40k';
    expect(sessionOccupancy('fixture-session', transcript)!.budgetMax).toBe(40_000);
    const b = resolveBudget('auto', { sessionId: 'fixture-session', transcriptPath: transcript });
    expect(b.tokens).toBeLessThanOrEqual(40_000);
    expect(b.note).toContain('(CK_BUDGET_MAX)');
  });

  it('without a session: CK_BUDGET_MAX, else the conservative default, and a malformed value is named', () => {
    delete process.env.CK_SESSION_ID;
    process.env.XDG_STATE_HOME = hookEnv().env.XDG_STATE_HOME;
    process.env.CK_BUDGET_MAX = '40k';
    expect(resolveBudget('auto', { transcriptPath: '/nonexistent/t.jsonl' }).tokens).toBe(40_000);
    process.env.CK_BUDGET_MAX = 'lots';
    const b = resolveBudget('auto', { transcriptPath: '/nonexistent/t.jsonl' });
    expect(b.tokens).toBe(DEFAULT_AUTO_BUDGET);
    expect(b.note).toContain("CK_BUDGET_MAX 'lots' is not a token count");
  });
});

describe('resolveHookConfig: the hook server variables', () => {
  it('are read there with their defaults (CK_HOOK_SERVER_* no longer bypass it)', async () => {
    const { resolveHookConfig } = await import('../../src/hooks/config.js');
    expect(resolveHookConfig({})).toMatchObject({ server: true, serverSpawn: false, serverSpawnByLauncher: false, serverRespawn: false, serverIdleMs: 600_000, serverPython: undefined });
    expect(resolveHookConfig({ CK_HOOK_SERVER: '0', CK_HOOK_SERVER_SPAWN: '1', CK_HOOK_SERVER_RESPAWN: '1', CK_HOOK_SERVER_IDLE_MS: '250', CK_HOOK_SERVER_PYTHON: '/usr/bin/python3' }))
      .toMatchObject({ server: false, serverSpawn: true, serverSpawnByLauncher: false, serverRespawn: true, serverIdleMs: 1000, serverPython: '/usr/bin/python3' });
    expect(resolveHookConfig({ CK_HOOK_SERVER_SPAWN: 'launcher' })).toMatchObject({ serverSpawn: true, serverSpawnByLauncher: true });
    expect(resolveHookConfig({ CK_HOOK_SERVER_IDLE_MS: 'soon' }).serverIdleMs).toBe(600_000);
  });
});

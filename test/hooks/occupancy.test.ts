import { describe, it, expect, afterEach } from 'vitest';
import { appendFileSync } from 'node:fs';
import { hookEnv, textLine } from './helpers.js';
import { sessionOccupancy } from '../../src/session/index.js';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('sessionOccupancy', () => {
  it('reads the last assistant usage of the given transcript (input + cache read + cache creation + output)', () => {
    const { transcript } = hookEnv();
    delete process.env.CK_CONTEXT_WINDOW;
    const occ = sessionOccupancy('fixture-session', transcript)!;
    expect(occ).toMatchObject({ window: 200_000, used: 6 + 2100 + 41000 + 180, source: 'inferred', budgetMax: 80_000 });
    appendFileSync(transcript, textLine('assistant', 'later') + '\n' + '{"type":"user","message":{"role":"user","content":"no usage here"}}\n');
    expect(sessionOccupancy('fixture-session', transcript)!.used).toBe(10 + 50000 + 0 + 40);
  });

  it('honours CK_CONTEXT_WINDOW and CK_BUDGET_MAX; infers a 1M window when usage exceeds 200k', () => {
    const { transcript } = hookEnv();
    process.env.CK_CONTEXT_WINDOW = '500000';
    process.env.CK_BUDGET_MAX = '40000';
    expect(sessionOccupancy('fixture-session', transcript)).toMatchObject({ window: 500_000, source: 'env', budgetMax: 40_000 });
    delete process.env.CK_CONTEXT_WINDOW;
    appendFileSync(transcript, JSON.stringify({ type: 'assistant', message: { role: 'assistant', usage: { input_tokens: 1, cache_read_input_tokens: 250_000, output_tokens: 5 } } }) + '\n');
    expect(sessionOccupancy('fixture-session', transcript)!.window).toBe(1_000_000);
  });

  it('returns null without a transcript it can read, and never falls back to another session', () => {
    process.env.XDG_STATE_HOME = hookEnv().env.XDG_STATE_HOME;
    delete process.env.CK_SESSION_ID;
    expect(sessionOccupancy('no-such-session')).toBeNull();
    expect(sessionOccupancy(undefined, '/nonexistent/t.jsonl')).toBeNull();
  });
});

// The Pi extension's handlers without Pi (always runs in CI): what it registers, that a tool_call handler never
// throws (a throw would block the tool in Pi) and a tool_result handler fails open on shapes it does not know.
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import contextKernel from '../../src/pi/extension.js';
import type { PiContext, PiExtensionAPI, PiToolCallEvent, PiToolDefinition, PiToolResultEvent } from '../../src/pi/types.js';

const NOISY = readFileSync(fileURLToPath(new URL('../../examples/outputs/npm-install.txt', import.meta.url)), 'utf8');

/** Returns a fake Pi API that records what the extension registers. */
function fakePi() {
  const handlers: Record<string, (e: any, ctx: PiContext) => unknown> = {};
  const tools: PiToolDefinition[] = [];
  const api = {
    on: (event: string, h: (e: any, ctx: PiContext) => unknown) => void (handlers[event] = h),
    registerTool: (t: PiToolDefinition) => void tools.push(t),
  } as unknown as PiExtensionAPI;
  return { api, handlers, tools };
}

const ctx: PiContext = { cwd: process.cwd(), sessionManager: { getSessionId: () => 'sess-1' } };
const result = (toolName: string, input: Record<string, unknown>, content: PiToolResultEvent['content']): PiToolResultEvent =>
  ({ type: 'tool_result', toolCallId: 't1', toolName, input, content, details: undefined, isError: false });

describe('Pi extension handlers (no Pi needed)', () => {
  const pi = fakePi();
  beforeAll(() => {
    process.env.XDG_STATE_HOME = mkdtempSync(join(tmpdir(), 'ck-pi-state-'));
    contextKernel(pi.api);
  });

  it('registers tool_call and tool_result handlers and the ck_slice / ck_symbols tools', () => {
    expect(Object.keys(pi.handlers).sort()).toEqual(['tool_call', 'tool_result']);
    expect(pi.tools.map((t) => t.name)).toEqual(['ck_slice', 'ck_symbols']);
    for (const t of pi.tools) expect(t.parameters).toMatchObject({ type: 'object' });
  });

  it('tool_call rewrites bash in place, leaves # ck:raw and other tools alone, and never throws', () => {
    const call = (toolName: string, input: Record<string, unknown>): PiToolCallEvent => ({ type: 'tool_call', toolCallId: 'c', toolName, input });
    const e = call('bash', { command: 'pip install requests && echo ok' });
    expect(pi.handlers.tool_call!(e, ctx)).toBeUndefined();
    expect(e.input.command).toBe('pip install -q requests && echo ok');
    const raw = call('bash', { command: 'pip install requests # ck:raw' });
    pi.handlers.tool_call!(raw, ctx);
    expect(raw.input.command).toBe('pip install requests # ck:raw');
    const read = call('read', { path: 'pip install x' });
    pi.handlers.tool_call!(read, ctx);
    expect(read.input).toEqual({ path: 'pip install x' });
    for (const input of [{}, { command: 42 }, { command: 'echo "unterminated' }]) {
      const odd = call('bash', input as Record<string, unknown>);
      expect(() => pi.handlers.tool_call!(odd, ctx)).not.toThrow();
      expect(odd.input).toEqual(input);
    }
  });

  it('tool_result normalizes one text block and passes every other shape through', async () => {
    const patch = (await pi.handlers.tool_result!(result('bash', { command: 'npm i' }, [{ type: 'text', text: NOISY }]), ctx)) as { content: { text: string }[] };
    expect(patch.content[0]!.text).toMatch(/\[ck: normalized bash output: .*\]$/m);
    const passes: PiToolResultEvent[] = [
      result('bash', { command: 'npm i # ck:raw' }, [{ type: 'text', text: NOISY }]),
      result('bash', { command: 'x' }, [{ type: 'text', text: NOISY }, { type: 'text', text: 'second block' }]),
      result('bash', { command: 'x' }, [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }]),
      result('bash', { command: 'x' }, [{ type: 'text', text: 'short' }]),
      result('ls', { path: '.' }, [{ type: 'text', text: NOISY }]),
      result('ck_slice', {}, [{ type: 'text', text: NOISY }]),
      result('read', { path: 'big.log' }, [{ type: 'text', text: `${NOISY}\n\n[Showing lines 1-2000 of 9000. Use offset=2001 to continue.]` }]),
      { ...result('bash', {}, []), content: undefined as never },
    ];
    for (const e of passes) expect(await pi.handlers.tool_result!(e, ctx)).toBeUndefined();
  });
});

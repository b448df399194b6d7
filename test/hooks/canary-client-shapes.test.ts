// The canary against every tool_result shape Claude Code 2.1.197 (and 2.1.332) writes in place of a tool's output (read from its
// bundled code; src/hooks/client-results.ts quotes it): none of them is a failure, so a session that meets them over
// and over never degrades to pass-through. The fixtures are transcript lines exactly as the client writes them.
import { describe, it, expect } from 'vitest';
import { appendFileSync } from 'node:fs';
import { clientRewrite } from '../../src/hooks/client-results.js';
import { fixture, noisyLog, hookEnv, hook, savingsLines, lastLine, toolResultLine } from './helpers.js';

/** `ja()` of the client: 1024-based sizes, one decimal, `.0` dropped. */
function ja(n: number): string {
  const k = n / 1024;
  if (k < 1) return `${n} bytes`;
  if (k < 1024) return `${k.toFixed(1).replace(/\.0$/, '')}KB`;
  return `${(k / 1024).toFixed(1).replace(/\.0$/, '')}MB`;
}

/** `ePe()` of the client over `text`, with `YGt(text, 2000)` as its preview. */
function persistedPreview(text: string, path: string, size: number): string {
  const cut = text.length <= 2000 ? text.length : text.slice(0, 2000).lastIndexOf('\n') > 1000 ? text.slice(0, 2000).lastIndexOf('\n') : 2000;
  const hasMore = text.length > 2000;
  return `<persisted-output>\nOutput too large (${ja(size)}). Full output saved to: ${path}\nPreview (first ${ja(2000)}):\n${text.slice(0, cut)}${hasMore ? '\n...\n' : '\n'}</persisted-output>`;
}

/** 2.1.332's `BEe()`: carried marker lines first, a saved-to line (or the over-64 MiB one), then the preview. */
function persistedPreview332(text: string, path: string, size: number, opts: { marker?: string; overLimit?: boolean; end?: string } = {}): string {
  const saved = opts.overLimit
    ? `Output exceeded the 64MB persist limit; only the first 64MB were saved to: ${path}\n\n`
    : `Output too large (${ja(size)}). Full output saved to: ${path}\n\n`;
  const head = `${opts.marker ? `${opts.marker}\n` : ''}${saved}`;
  const body = opts.end !== undefined
    ? `Preview (start and end):\n${text.slice(0, 1000)}\n[\u2026 ${ja(size - 2000)} omitted \u2026]\n${opts.end}\n`
    : `Preview (first ${ja(2000)}):\n${text.slice(0, 2000)}\n...\n`;
  return `<persisted-output>\n${head}${body}</persisted-output>`;
}

/** Every shape, as the tool_result content the client writes for a replacement whose stdout is `stdout`. */
const SHAPES: Record<string, (stdout: string) => string | { type: 'text'; text: string }[]> = {
  'Bash preview (persistedOutputPath kept)': (s) => persistedPreview(s.replace(/^(\s*\n)+/, '').trimEnd(), '/home/u/.claude/projects/p/s/tool-results/b7k2.txt', 1_048_576),
  'Bash preview followed by stderr': (s) => `${persistedPreview(s, '/home/u/.claude/projects/p/s/tool-results/b7k3.txt', 5_242_880)}\nnpm WARN deprecated glob@7.2.3`,
  'over-limit preview of a mapped result (Grep, WebFetch)': (s) => persistedPreview(s, '/home/u/.claude/projects/p/s/tool-results/toolu_01.txt', 61_440),
  'over-limit preview of an MCP result in blocks': (s) => [{ type: 'text', text: persistedPreview(JSON.stringify([{ type: 'text', text: s }], null, 2), '/home/u/.claude/projects/p/s/tool-results/toolu_02.json', 80_000) }],
  'file_unchanged (current wording)': () => 'File unchanged since last read. The content from the earlier Read tool_result in this conversation is still current \u2014 refer to that instead of re-reading.',
  'file_unchanged (wasted-call wording)': () => 'Wasted call \u2014 file unchanged since your last Read. Refer to that earlier tool_result instead.',
  'old result cleared': () => '[Old tool result content cleared]',
  'preview with a carried marker line (2.1.332)': (s) => persistedPreview332(s, '/home/u/.claude/projects/p/s/tool-results/b7k4.txt', 2_097_152, { marker: '<artifact-content-authored-by-others/>' }),
  'preview of the start and the end (2.1.332)': (s) => persistedPreview332(s, '/home/u/.claude/projects/p/s/tool-results/b7k5.txt', 3_145_728, { end: s.slice(-800) }),
  'preview over the persist limit (2.1.332)': (s) => persistedPreview332(s, '/home/u/.claude/projects/p/s/tool-results/b7k6.txt', 70_000_000, { overLimit: true }),
  'too large and not saved (2.1.332)': (s) => `<truncated-output>\n${s.slice(0, 20000)}\n\nOutput too large (61.2KB). It could not be saved, so only the first 20000 characters are shown; the rest was dropped. If the tool can page or filter its results, call it again for the part you need.\n</truncated-output>`,
  'already in your context (2.1.332)': () => '<system-reminder>This file is already in your context (read earlier in this conversation and unchanged since).</system-reminder>',
  'Read truncated at the token cap (lines)': (s) => `${s.split('\n').slice(0, 200).map((l, i) => `${String(i + 1).padStart(6)}\u2192${l}`).join('\n')}\n\n[Truncated: PARTIAL view \u2014 showing lines 1-200 of 4203 total (25000 tokens, cap 25000). Call Read with offset=201 limit=200 for the next page, or Grep to find a specific section. Do NOT answer from this page alone if the answer may be further in the file.]`,
  'Read truncated at the token cap (long lines)': (s) => `${s.slice(0, 3000)}\n\n[Truncated: PARTIAL view \u2014 showing the first 3000 of 912000 characters (25000 tokens, cap 25000); this file has very long lines and cannot be paginated by line. Use Grep to find a specific section, or Read with offset/limit to page through it. Do NOT answer from this excerpt alone if the answer may be elsewhere in the file.]`,
};

describe('client-written tool results', () => {
  it('each shape is recognized; the tool\'s own output (original or replaced) never is', () => {
    const s = noisyLog(200);
    for (const [name, make] of Object.entries(SHAPES)) {
      const c = make(s);
      const text = typeof c === 'string' ? c : c.map((b) => b.text).join('\n');
      expect(clientRewrite(text), name).toBeDefined();
    }
    expect(clientRewrite(s)).toBeUndefined();
    expect(clientRewrite('<persisted-output> is a tag this program prints\n')).toBeUndefined();
    expect(clientRewrite('<persisted-output>\nsaved nothing\n</persisted-output>')).toBeUndefined();
    expect(clientRewrite('<truncated-output>\nmy own tag\n</truncated-output>')).toBeUndefined();
  });

  it('zero failures and no degrade over the whole fixture set, met three times over', () => {
    const { env, transcript } = hookEnv();
    let n = 0;
    for (let round = 0; round < 3; round++) {
      for (const [name, make] of Object.entries(SHAPES)) {
        const id = `toolu_shape_${n++}`;
        const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: id, tool_response: { stdout: noisyLog() } }), env);
        const out = r.json.hookSpecificOutput?.updatedToolOutput;
        expect(out, `replacement before "${name}" (round ${round})`).toBeDefined();
        expect(r.json.hookSpecificOutput.additionalContext ?? '').not.toMatch(/did not reach your context/);
        expect(lastLine(out.stdout)).toMatch(/^\[ck: /);
        appendFileSync(transcript, `${toolResultLine(id, make(out.stdout))}\n`);
      }
    }
    // One more call carries the canary check of the last result.
    const last = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_shape_end', tool_response: { stdout: noisyLog() } }), env);
    expect(last.json.hookSpecificOutput?.updatedToolOutput).toBeDefined();
    const statuses = savingsLines(env).filter((l) => l.event === 'canary').map((l) => l.status);
    expect(statuses).not.toContain('failed');
    expect(statuses.length).toBe(Object.keys(SHAPES).length * 3);
  });

  it('the original output where the replacement should be is still a failure', () => {
    const { env, transcript } = hookEnv();
    const original = noisyLog();
    hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_orig', tool_response: { stdout: original } }), env);
    appendFileSync(transcript, `${toolResultLine('toolu_orig', original)}\n`);
    hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_next', tool_response: { stdout: 'ok\n' } }), env);
    expect(savingsLines(env).filter((l) => l.event === 'canary').map((l) => l.status)).toEqual(['failed']);
  });
});

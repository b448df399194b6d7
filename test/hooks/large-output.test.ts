// Large outputs in full view (src/hooks/large-output.ts), through `ck hook post-tool-use` with the payloads Claude
// Code 2.1.197 sends. What the client does, read from its bundled code (src/hooks/client-limits.ts has the quotes):
//   - Bash output over 30,000 bytes: the hook gets the head in `stdout` plus `persistedOutputPath`/`persistedOutputSize`
//     (`{data:{stdout:P,…,persistedOutputPath:v,persistedOutputSize:C,…}}`, v = the tool-results/<id>.txt link to the
//     full output file, truncated at 64 MiB);
//   - the Bash mapper previews any result that still carries the path: `if(a){let g=YGt(p,Vpt);p=ePe({filepath:a,…})}`
//     with Vpt=2000, and joins the rest as `[p,f,m,c,u].filter(Boolean).join("\n")` (stdout, stderr, hints);
//   - any mapped result longer than `Math.min(maxResultSizeChars, 50000)` (Bash 30000, Grep 20000) is persisted and
//     previewed the same way (`cRa`: `if(o<=s)return e; … ePe(i)`).
// So the replacement must drop both fields and stay within the limit, with the signal lines of the WHOLE output.
import { describe, it, expect } from 'vitest';
import { join } from 'node:path';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
// @ts-expect-error plain ES module shared with the bench
import { largeOutput, clientBashResponse, signalLinesOf, CLIENT_HEAD_BYTES } from '../../bench/fixtures/large-outputs.mjs';
import { runCli } from '../helpers/cli.js';
import { fixture, hookEnv, hook, savingsLines, FOOTER_RE, lastLine } from './helpers.js';

const MB = 1024 * 1024;
const BASH_LIMIT = 30_000;

/** The length of the tool_result the client maps a Bash output to (stdout and stderr trimmed, joined by a newline). */
function mappedLength(out: { stdout: string; stderr: string }): number {
  return [out.stdout.replace(/^(\s*\n)+/, '').trimEnd(), out.stderr.trim()].filter(Boolean).join('\n').length;
}

const MARKER_RE = /^\[ck: elided lines (\d+)-(\d+) [^\n]*; recover: ck recall ([0-9a-f]+) --lines (\d+)-(\d+)\]$/m;

describe('ck hook post-tool-use: Bash outputs the client persists', () => {
  it('a 1 MB test run with scattered failures: every signal line of the whole run, within 30,000 characters, no preview fields', async () => {
    const { env, dir, transcript } = hookEnv();
    const text: string = largeOutput('tests', MB);
    const resp = clientBashResponse(text, join(dir, 'tool-results'), 'tests');
    expect(Buffer.byteLength(resp.stdout)).toBeLessThanOrEqual(CLIENT_HEAD_BYTES);
    const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_input: { command: 'node --test' }, tool_response: resp }), env);
    expect(r.code).toBe(0);
    const out = r.json.hookSpecificOutput.updatedToolOutput;
    expect(out).not.toHaveProperty('persistedOutputPath');
    expect(out).not.toHaveProperty('persistedOutputSize');
    expect(mappedLength(out)).toBeLessThanOrEqual(BASH_LIMIT);
    const signal: Set<string> = await signalLinesOf(text);
    expect(signal.size).toBeGreaterThan(10);
    const missing = [...signal].filter((l) => !out.stdout.includes(l));
    expect(missing).toEqual([]);
    // Failures from the middle and the end of the run, which the 30 KB head never held.
    expect(resp.stdout).not.toContain('basket 16231');
    expect(out.stdout).toContain('✖ computes the total of basket 16231');
    const footer = lastLine(out.stdout);
    expect(footer).toMatch(FOOTER_RE);
    expect(footer).toContain('full view of a persisted large bash output');
    const log = savingsLines(env);
    expect(log[0]).toMatchObject({ event: 'replace', kind: 'large-output', tool: 'Bash' });
    // No savings claimed: without the hook the model would have seen a 2,000-character preview, not the whole output.
    expect(log[0]!.before).toBe(log[0]!.after);
    expect(footer).toMatch(/: 2\d\dk → /); // the footer states the reduction of the whole output (~262k tokens)
  });

  it('every elision of the replacement is recoverable: `ck recall` gives back the exact lines of the whole output', () => {
    const { env, dir, transcript } = hookEnv();
    const text: string = largeOutput('tests', MB);
    const resp = clientBashResponse(text, join(dir, 'tool-results'), 'tests');
    const out = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_response: resp }), env).json.hookSpecificOutput.updatedToolOutput;
    const lines = text.split('\n');
    const markers = out.stdout.split('\n').filter((l: string) => MARKER_RE.test(l)).slice(0, 3);
    expect(markers.length).toBeGreaterThan(0);
    for (const m of markers) {
      const [, a, b, key] = MARKER_RE.exec(m)!;
      const got = runCli(['recall', key!, '--lines', `${a}-${b}`], { env });
      expect(got.code).toBe(0);
      expect(got.stdout.replace(/\n$/, '')).toBe(lines.slice(Number(a) - 1, Number(b)).join('\n'));
    }
  });

  it('the spill entry is written after the answer; until then (or if it never is) the key is recalled from the client\'s file, checked against its hash', () => {
    const { env, dir, transcript } = hookEnv();
    const text: string = largeOutput('tests', MB);
    const resp = clientBashResponse(text, join(dir, 'tool-results'), 'tests');
    const out = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_response: resp }), env).json.hookSpecificOutput.updatedToolOutput;
    const [, a, b, key] = MARKER_RE.exec(out.stdout)!;
    const spill = join(env.XDG_STATE_HOME!, 'context-kernel', 'spill');
    // The reference was written before the answer; the in-process hook wrote the entry itself once it had answered.
    expect(existsSync(join(spill, `${key}.ref`))).toBe(true);
    expect(existsSync(join(spill, `${key}.txt`))).toBe(true);
    // As if the process had ended before the copy: recall reads the file the reference names.
    rmSync(join(spill, `${key}.txt`));
    rmSync(join(spill, `${key}.raw`), { force: true });
    const lines = text.split('\n');
    const got = runCli(['recall', key!, '--lines', `${a}-${b}`], { env });
    expect(got.code).toBe(0);
    expect(got.stdout.replace(/\n$/, '')).toBe(lines.slice(Number(a) - 1, Number(b)).join('\n'));
    // A file that changed since is not that output any more: a clear miss, never other lines under the key.
    writeFileSync(resp.persistedOutputPath, text.replace('basket', 'BASKET'));
    const miss = runCli(['recall', key!, '--lines', `${a}-${b}`], { env });
    expect(miss.code).not.toBe(0);
    expect(miss.stdout).toBe('');
  });

  it('a 5 MB build log with its errors at the end: every type error, within the limit', () => {
    const { env, dir, transcript } = hookEnv();
    const text: string = largeOutput('build', 5 * MB);
    const resp = clientBashResponse(text, join(dir, 'tool-results'), 'build');
    const out = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_input: { command: 'npx tsc --traceResolution' }, tool_response: resp }), env).json.hookSpecificOutput.updatedToolOutput;
    expect(out).not.toHaveProperty('persistedOutputPath');
    expect(mappedLength(out)).toBeLessThanOrEqual(BASH_LIMIT);
    for (const line of text.split('\n').filter((l) => /error TS\d+/.test(l))) expect(out.stdout).toContain(line);
  });

  it('2.1.332 payload (stdout holds the start and the end, `stdoutHoldsOutputEnd`): the flag is dropped with the preview fields', () => {
    const { env, dir, transcript } = hookEnv();
    const text: string = largeOutput('build', MB);
    const base = clientBashResponse(text, join(dir, 'tool-results'), 'ends');
    const resp = { ...base, stdout: `${base.stdout}\n[… output omitted …]\n${text.slice(-2000)}`, stdoutHoldsOutputEnd: true };
    const out = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_input: { command: 'npx tsc --traceResolution' }, tool_response: resp }), env).json.hookSpecificOutput.updatedToolOutput;
    expect(out).not.toHaveProperty('persistedOutputPath');
    expect(out).not.toHaveProperty('stdoutHoldsOutputEnd');
    expect(mappedLength(out)).toBeLessThanOrEqual(BASH_LIMIT);
    for (const line of text.split('\n').filter((l) => /error TS\d+/.test(l))) expect(out.stdout).toContain(line);
  });

  it('an unreadable persisted file: the payload head is used, still without the preview fields (fail open, logged)', () => {
    const { env, dir, transcript } = hookEnv();
    const text: string = largeOutput('tests', MB);
    const resp = { ...clientBashResponse(text, join(dir, 'tool-results'), 'gone'), persistedOutputPath: join(dir, 'no-such-file.txt') };
    const r = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_response: resp }), env);
    expect(r.code).toBe(0);
    const out = r.json.hookSpecificOutput?.updatedToolOutput;
    expect(out).toBeDefined();
    expect(out).not.toHaveProperty('persistedOutputPath');
    expect(mappedLength(out)).toBeLessThanOrEqual(BASH_LIMIT);
  });

  it('an output over the limit without a persisted file (stdout given whole) is cut to the limit too', async () => {
    const { env, transcript } = hookEnv();
    const text: string = largeOutput('tests', MB / 2);
    const out = hook('post-tool-use', fixture('bash', { transcript_path: transcript, tool_response: { stdout: text } }), env).json.hookSpecificOutput.updatedToolOutput;
    expect(mappedLength(out)).toBeLessThanOrEqual(BASH_LIMIT);
    const signal: Set<string> = await signalLinesOf(text);
    expect([...signal].filter((l) => !out.stdout.includes(l))).toEqual([]);
  });
});

describe('ck hook post-tool-use: other tools over the client limit', () => {
  it('Grep content over 20,000 characters is cut to the Grep limit', () => {
    const { env, transcript } = hookEnv();
    const content = Array.from({ length: 3000 }, (_, i) => `src/mod${i % 40}/file${i}.ts:${i + 1}:  const value${i} = compute(${i}); // a long enough grep line`).join('\n');
    const r = hook('post-tool-use', fixture('grep', { transcript_path: transcript, tool_response: { mode: 'content', numFiles: 3000, filenames: [], content, numLines: 3000 } }), env);
    const out = r.json.hookSpecificOutput.updatedToolOutput;
    expect(out.content.length).toBeLessThanOrEqual(20_000);
  });
});

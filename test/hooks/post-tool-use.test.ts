import { describe, it, expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, noisyLog, hookEnv, hook, savingsLines, hookLogText, FOOTER_RE, lastLine } from './helpers.js';

const SIGNAL = "src/app.ts:12:5 - error TS2322: Type 'string' is not assignable to type 'number'.";

describe('ck hook post-tool-use: Bash', () => {
  it('replaces a noisy output in Bash shape, keeps every other key, the signal lines and a footer; logs the saving', () => {
    const { env, transcript } = hookEnv();
    const log = noisyLog();
    const payload = fixture('bash', { transcript_path: transcript, tool_response: { stdout: log, stderr: 'npm WARN config production Use `--omit=dev` instead.\n' } });
    const r = hook('post-tool-use', payload, env);
    expect(r.code).toBe(0);
    const hso = r.json.hookSpecificOutput;
    expect(hso.hookEventName).toBe('PostToolUse');
    const out = hso.updatedToolOutput;
    expect(Object.keys(out).sort()).toEqual(['interrupted', 'isImage', 'noOutputExpected', 'stderr', 'stdout']);
    expect(out.interrupted).toBe(false);
    expect(out.isImage).toBe(false);
    expect(out.stdout.length).toBeLessThan(log.length / 2);
    expect(out.stdout).toContain(SIGNAL);
    expect(out.stdout).toContain('Error: build failed with 1 error');
    const footer = lastLine(out.stderr || out.stdout);
    expect(footer).toMatch(FOOTER_RE);
    expect(footer).toContain('normalized bash output');
    const lines = savingsLines(env);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ event: 'replace', tool: 'Bash', kind: 'normalize', session: 'fixture-session', canary: 'pending', toolUseId: 'toolu_01BashFixture' });
    expect(lines[0]!.after).toBeLessThan(lines[0]!.before);
    expect(footer).toContain(`id ${lines[0]!.id}`);
  });

  it('keeps stderr-only output (normalized, footer on stderr, stdout stays empty)', () => {
    const { env, transcript } = hookEnv();
    const payload = fixture('bash', { transcript_path: transcript, tool_response: { stdout: '', stderr: noisyLog() } });
    const out = hook('post-tool-use', payload, env).json.hookSpecificOutput.updatedToolOutput;
    expect(out.stdout).toBe('');
    expect(out.stderr).toContain(SIGNAL);
    expect(lastLine(out.stderr)).toMatch(FOOTER_RE);
  });

  it('leaves small outputs, # ck:raw commands, tools outside CK_TOOLS and image outputs alone', () => {
    const { env, transcript } = hookEnv();
    const small = fixture('bash', { transcript_path: transcript, tool_response: { stdout: 'x\n'.repeat(100) } });
    expect(hook('post-tool-use', small, env).json).toEqual({});
    const raw = fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_raw', tool_input: { command: 'npm test # ck:raw' }, tool_response: { stdout: noisyLog() } });
    expect(hook('post-tool-use', raw, env).json).toEqual({});
    const off = fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_off', tool_response: { stdout: noisyLog() } });
    expect(hook('post-tool-use', off, { ...env, CK_TOOLS: 'Read' }).json).toEqual({});
    const image = fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_img', tool_response: { stdout: noisyLog(), isImage: true } });
    expect(hook('post-tool-use', image, env).json).toEqual({});
    const high = fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_high', tool_response: { stdout: noisyLog() } });
    expect(hook('post-tool-use', high, { ...env, CK_MIN_TOKENS: '100000000' }).json).toEqual({});
    expect(savingsLines(env)).toHaveLength(0);
  });

  it('double-run guard: a second hook on the same tool call, or an output that already has a footer, is left alone', () => {
    const { env, transcript } = hookEnv();
    const payload = fixture('bash', { transcript_path: transcript, tool_response: { stdout: noisyLog() } });
    const first = hook('post-tool-use', payload, env);
    expect(first.json.hookSpecificOutput.updatedToolOutput).toBeDefined();
    expect(hook('post-tool-use', payload, env).json).toEqual({});
    const again = fixture('bash', { transcript_path: transcript, tool_use_id: 'toolu_again', tool_response: first.json.hookSpecificOutput.updatedToolOutput });
    // The replaced text may be under the threshold; force the check past it to prove the footer guard itself.
    expect(hook('post-tool-use', again, { ...env, CK_MIN_TOKENS: '0' }).json).toEqual({});
    expect(savingsLines(env)).toHaveLength(1);
  });
});

describe('ck hook post-tool-use: Read', () => {
  const content = Array.from({ length: 600 }, (_, i) => `def function_${i}(x):\n    return x * ${i}  # keep this exact`).join('\n') + '\n';

  it('first read untouched or normalized; unchanged re-read → marker; the read after a marker is full (page fault); a changed file → diff', () => {
    const { env, transcript, dir } = hookEnv();
    const path = join(dir, 'example.py');
    writeFileSync(path, content);
    const read = (id: string, text: string) =>
      hook('post-tool-use', fixture('read', { transcript_path: transcript, cwd: dir, tool_use_id: id, tool_input: { file_path: path }, tool_response: { file: { filePath: path, content: text, numLines: text.split('\n').length - 1, startLine: 1, totalLines: text.split('\n').length - 1 } } }), env).json;
    const first = read('toolu_r1', content);
    if (first.hookSpecificOutput) expect(first.hookSpecificOutput.updatedToolOutput.file.content).toContain('def function_599(x):');

    const secondAnswer = read('toolu_r2', content);
    expect(secondAnswer.hookSpecificOutput, `hook.log:\n${hookLogText(env)}`).toBeDefined();
    const second = secondAnswer.hookSpecificOutput.updatedToolOutput;
    expect(second.type).toBe('text');
    expect(second.file.filePath).toBe(path);
    expect(second.file.content.length).toBeLessThan(600);
    expect(lastLine(second.file.content)).toMatch(FOOTER_RE);
    expect(lastLine(second.file.content)).toContain('unchanged re-read');

    const third = read('toolu_r3', content);
    const thirdText: string = third.hookSpecificOutput?.updatedToolOutput.file.content ?? content;
    expect(thirdText).toContain('def function_0(x):');
    expect(thirdText).toContain('def function_599(x):');

    const changed = content.replace('return x * 300  #', 'return x * 301  #');
    const fourth = read('toolu_r4', changed).hookSpecificOutput.updatedToolOutput.file.content as string;
    expect(fourth).toContain('-    return x * 300');
    expect(fourth).toContain('+    return x * 301');
    expect(lastLine(fourth)).toContain('re-read as diff');
    const kinds = savingsLines(env).map((l) => l.kind);
    expect(kinds).toContain('reread-unchanged');
    expect(kinds).toContain('reread-diff');
  });

  it('first reads: logs and data are normalized, source files stay whole unless CK_READ_NORMALIZE=all', () => {
    const { env, transcript, dir } = hookEnv({ CK_DELTA: '0' });
    const read = (id: string, path: string, extra: Record<string, string> = {}) =>
      hook('post-tool-use', fixture('read', { transcript_path: transcript, cwd: dir, tool_use_id: id, tool_input: { file_path: path }, tool_response: { file: { filePath: path, content: noisyLog(), numLines: 6062, startLine: 1, totalLines: 6062 } } }), { ...env, ...extra }).json;
    const log = read('toolu_log', join(dir, 'build.log')).hookSpecificOutput.updatedToolOutput.file;
    expect(log.content).toContain(SIGNAL);
    expect(lastLine(log.content)).toContain('normalized read output');
    expect(log.numLines).toBe(log.content.split('\n').length);
    expect(read('toolu_py', join(dir, 'gen.py'))).toEqual({});
    expect(read('toolu_py2', join(dir, 'gen2.py'), { CK_READ_NORMALIZE: 'all' }).hookSpecificOutput.updatedToolOutput.file.content).toContain(SIGNAL);
  });

  it('never touches partial reads (offset/limit) nor reads by skip-listed agents, plugin-namespaced or not', () => {
    const { env, transcript } = hookEnv();
    const partial = fixture('read-partial', { transcript_path: transcript, tool_response: { file: { content: noisyLog() } } });
    expect(hook('post-tool-use', partial, env).json).toEqual({});
    for (const [i, agent] of ['kernel-verifier', 'context-kernel:kernel-verifier'].entries()) {
      const p = fixture('read', { transcript_path: transcript, tool_use_id: `toolu_agent${i}`, agent_type: agent, agent_id: 'a1', tool_response: { file: { content: noisyLog(), numLines: 6000, totalLines: 6000 } } });
      expect(hook('post-tool-use', p, env).json).toEqual({});
    }
  });
});

describe('ck hook post-tool-use: Grep, Glob, WebFetch, MCP, unknown shapes', () => {
  it('normalizes Grep content and WebFetch results in their own shapes; file lists pass through', () => {
    const { env, transcript } = hookEnv();
    const grepContent = Array.from({ length: 3000 }, (_, i) => `src/gen/table_${i % 3}.ts:${i + 1}:  TODO: regenerate`).join('\n') + `\n${SIGNAL}\n`;
    const g = hook('post-tool-use', fixture('grep', { transcript_path: transcript, tool_response: { content: grepContent, numLines: 3001, numFiles: 3 } }), env).json;
    if (g.hookSpecificOutput) {
      const out = g.hookSpecificOutput.updatedToolOutput;
      expect(out).toMatchObject({ mode: 'content', numFiles: 3 });
      expect(lastLine(out.content)).toMatch(FOOTER_RE);
    }
    expect(hook('post-tool-use', fixture('grep-files', { transcript_path: transcript }), env).json).toEqual({});
    expect(hook('post-tool-use', fixture('glob', { transcript_path: transcript }), env).json).toEqual({});
    const w = hook('post-tool-use', fixture('webfetch', { transcript_path: transcript, tool_response: { result: noisyLog() } }), env).json.hookSpecificOutput.updatedToolOutput;
    expect(w).toMatchObject({ code: 200, codeText: 'OK', url: 'https://example.com/changelog' });
    expect(lastLine(w.result)).toMatch(FOOTER_RE);
  });

  it('answers MCP tools through updatedMCPToolOutput, keeping the content-block array shape', () => {
    const { env, transcript } = hookEnv();
    const r = hook('post-tool-use', fixture('mcp', { transcript_path: transcript, tool_response: [{ type: 'text', text: noisyLog() }, { type: 'image', data: 'AAAA', mimeType: 'image/png' }] }), env).json;
    const out = r.hookSpecificOutput.updatedMCPToolOutput;
    expect(r.hookSpecificOutput.updatedToolOutput).toBeUndefined();
    expect(Array.isArray(out)).toBe(true);
    expect(out[1]).toEqual({ type: 'image', data: 'AAAA', mimeType: 'image/png' });
    expect(lastLine(out[0].text)).toMatch(FOOTER_RE);
  });

  it('passes unknown shapes through and logs their keys, never their content', () => {
    const { env, transcript } = hookEnv();
    expect(hook('post-tool-use', fixture('unknown', { transcript_path: transcript }), env).json).toEqual({});
    const log = hookLogText(env);
    expect(log).toContain('exitCode,output');
    expect(log).not.toContain('SECRET-CONTENT');
  });
});

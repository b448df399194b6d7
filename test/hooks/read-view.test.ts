// Reads, decided from what the model sees (src/hooks/read-view.ts, docs/client-facts.md). Claude Code answers a Read
// with the same offset/limit of a file whose mtime has not moved with "File unchanged since last read" itself
// (`if(h.offset===t&&h.limit===n)…{type:"file_unchanged"}`, offset defaulting to 1): it records what the tool read,
// not the hook's replacement. So a first Read the hook elided must say how to see the file whole, and must never make
// a later read "unchanged since last read".
import { describe, it, expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixture, noisyLog, hookEnv, hook, lastLine, FOOTER_RE } from './helpers.js';

describe('ck hook post-tool-use: Read views', () => {
  it('a normalized first Read names the Read that shows the file whole; a later read is never "unchanged"', () => {
    const { env, transcript, dir } = hookEnv();
    const path = join(dir, 'build.log');
    const text = noisyLog();
    writeFileSync(path, text);
    const lines = text.split('\n').length - 1;
    const read = (id: string) =>
      hook('post-tool-use', fixture('read', { transcript_path: transcript, cwd: dir, tool_use_id: id, tool_input: { file_path: path }, tool_response: { file: { filePath: path, content: text, numLines: lines, startLine: 1, totalLines: lines } } }), env).json;
    const first = read('toolu_v1').hookSpecificOutput.updatedToolOutput.file;
    const body: string[] = first.content.replace(/\n$/, '').split('\n');
    expect(lastLine(first.content)).toMatch(FOOTER_RE);
    expect(body[body.length - 2]).toBe(`[ck: partial view: parts of this file were elided or collapsed above (each marker names its recall command); an identical Read is answered "unchanged" by the client, so to see the whole file Read it again with limit: ${lines}]`);
    expect(first.numLines).toBe(first.content.split('\n').length);
    // The same content read again (the client let it through: its mtime moved): normalized again, never "unchanged".
    const second = read('toolu_v2').hookSpecificOutput.updatedToolOutput.file.content as string;
    expect(lastLine(second)).toContain('normalized read output');
    expect(second).not.toMatch(/unchanged since last read/);
    // The Read the note names (a limit) is left whole.
    const whole = hook('post-tool-use', fixture('read', { transcript_path: transcript, cwd: dir, tool_use_id: 'toolu_v3', tool_input: { file_path: path, limit: lines }, tool_response: { file: { filePath: path, content: text, numLines: lines, startLine: 1, totalLines: lines } } }), env).json;
    expect(whole).toEqual({});
  });
});

// Reads, decided from what the model sees (src/hooks/read-view.ts, docs/client-facts.md). Claude Code 2.1.197 answers
// a Read with the same offset/limit of a file whose mtime has not moved with "File unchanged since last read" itself
// (`if(h.offset===t&&h.limit===n)…{type:"file_unchanged"}`, offset defaulting to 1); 2.1.332 never dedupes a Read and
// runs the tool again. Both record what the tool read, not the hook's replacement. So a first Read the hook elided must
// say how to see the file whole, and must never make a later read "unchanged since last read".
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
    expect(body[body.length - 2]).toBe(`[ck: partial view: parts of this file were elided or collapsed above (each marker names its recall command); a plain re-Read shows this view again, or a client's "unchanged" notice, so to see the whole file Read it again with limit: ${lines}]`);
    expect(first.numLines).toBe(first.content.split('\n').length);
    // The same content read again (the client let it through: its mtime moved): normalized again, never "unchanged".
    const second = read('toolu_v2').hookSpecificOutput.updatedToolOutput.file.content as string;
    expect(lastLine(second)).toContain('normalized read output');
    expect(second).not.toMatch(/unchanged since last read/);
    // The Read the note names (a limit) is left whole.
    const whole = hook('post-tool-use', fixture('read', { transcript_path: transcript, cwd: dir, tool_use_id: 'toolu_v3', tool_input: { file_path: path, limit: lines }, tool_response: { file: { filePath: path, content: text, numLines: lines, startLine: 1, totalLines: lines } } }), env).json;
    expect(whole).toEqual({});
  });

  // Claude Code 2.1.332 (docs/client-facts.md, "Checked again on 2.1.332"): the hook input adds `duration_ms`, the Read
  // data may carry `truncatedByTokenCap`, and an identical re-read reaches the hook, since the client no longer dedupes.
  describe('Claude Code 2.1.332 shapes: no client dedup', () => {
    const read332 = (env: NodeJS.ProcessEnv, transcript: string, dir: string, id: string, path: string, text: string, file: Record<string, unknown> = {}) => {
      const lines = text.split('\n').length - 1;
      return hook('post-tool-use', fixture('read-2.1.332', { transcript_path: transcript, cwd: dir, tool_use_id: id, tool_input: { file_path: path }, tool_response: { file: { filePath: path, content: text, numLines: lines, startLine: 1, totalLines: lines, ...file } } }), env).json;
    };

    it('an identical re-read of a normalized log is elided again with the same note, never "unchanged"', () => {
      const { env, transcript, dir } = hookEnv();
      const path = join(dir, 'build.log');
      const text = noisyLog();
      writeFileSync(path, text);
      const lines = text.split('\n').length - 1;
      for (const id of ['toolu_n1', 'toolu_n2', 'toolu_n3']) {
        const content: string = read332(env, transcript, dir, id, path, text).hookSpecificOutput.updatedToolOutput.file.content;
        expect(lastLine(content)).toContain('normalized read output');
        expect(content).toContain(`so to see the whole file Read it again with limit: ${lines}]`);
        expect(content).not.toMatch(/unchanged since last read|unchanged re-read/);
      }
    });

    it('an identical re-read of a source file the model saw whole gets the hook\'s own "unchanged" marker', () => {
      const { env, transcript, dir } = hookEnv();
      const path = join(dir, 'example.py');
      const text = Array.from({ length: 600 }, (_, i) => `def function_${i}(x):\n    return x * ${i}`).join('\n') + '\n';
      writeFileSync(path, text);
      expect(read332(env, transcript, dir, 'toolu_s1', path, text)).toEqual({});
      const again: string = read332(env, transcript, dir, 'toolu_s2', path, text).hookSpecificOutput.updatedToolOutput.file.content;
      expect(lastLine(again)).toContain('unchanged re-read');
      // The read after that marker is the full file again (the page fault).
      expect(read332(env, transcript, dir, 'toolu_s3', path, text)).toEqual({});
    });

    it('after a compaction, the next Read of a file read whole shows it whole again, not "unchanged"', () => {
      const { env, transcript, dir } = hookEnv();
      const path = join(dir, 'example.py');
      const text = Array.from({ length: 600 }, (_, i) => `def function_${i}(x):\n    return x * ${i}`).join('\n') + '\n';
      writeFileSync(path, text);
      expect(read332(env, transcript, dir, 'toolu_c1', path, text)).toEqual({});
      // The summary drops the earlier tool results: PreCompact forgets the session's reads (read-view.ts).
      expect(hook('pre-compact', fixture('pre-compact', { transcript_path: transcript, cwd: dir }), env).code).toBe(0);
      expect(read332(env, transcript, dir, 'toolu_c2', path, text)).toEqual({});
      // Read whole since the compaction: an identical re-read is "unchanged" again.
      expect(lastLine(read332(env, transcript, dir, 'toolu_c3', path, text).hookSpecificOutput.updatedToolOutput.file.content)).toContain('unchanged re-read');
    });

    it('a page the client cut at its token cap passes through, even when it holds every line', () => {
      const { env, transcript, dir } = hookEnv();
      const path = join(dir, 'data.log');
      const text = noisyLog();
      writeFileSync(path, text);
      // Cut by characters (very long lines): numLines equals totalLines, only the flag tells the page from the file.
      expect(read332(env, transcript, dir, 'toolu_t1', path, text, { truncatedByTokenCap: true })).toEqual({});
    });
  });
});

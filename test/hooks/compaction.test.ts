/**
 * Compaction and restarts, end to end through `ck hook` subprocesses with Claude Code 2.1.197's payload shapes
 * (PreCompact {trigger, custom_instructions}, SessionStart {source}, SessionEnd {reason}), on a transcript that grows
 * the way the client writes it: the prompt hook's slice as a hook_additional_context attachment, the compact
 * boundary and summary, then the SessionStart attachment. The charter source is injected in-process for the ordering and
 * bounds, and read from the real store (ck charter save) in one round trip.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixture, hookEnv, hook, hookAsync, hookLogText, hookWithOpenStdin } from './helpers.js';
import { runCli } from '../helpers/cli.js';
import { preCompact } from '../../src/hooks/pre-compact.js';
import { sessionStart } from '../../src/hooks/session-start.js';
import { sessionEnd } from '../../src/hooks/session-end.js';
import { writeWorkingSet, readWorkingSet } from '../../src/session/working-set.js';
import { repoSnapshotPath, resolveSnapshotConfig } from '../../src/session/snapshot.js';
import type { TaskStateDeps } from '../../src/hooks/task-state.js';

const PYPROJ = new URL('../fixtures/repos/pyproj/', import.meta.url).pathname;

function traceback(repo: string, file: string, line: number, fn: string): string {
  return `this fails:\nTraceback (most recent call last):\n  File "${repo}/${file}", line ${line}, in ${fn}\n    x = y()\nValueError: bad value\n`;
}

/** Returns a transcript line as the client writes a hook's additionalContext (an attachment message). */
function attachmentLine(event: 'UserPromptSubmit' | 'SessionStart', context: string, session: string, cwd: string, n: number): string {
  return JSON.stringify({
    parentUuid: `p${n}`, isSidechain: false, userType: 'external', cwd, sessionId: session, version: '2.1.197', type: 'attachment',
    attachment: { type: 'hook_additional_context', content: [context], hookName: event, toolUseID: event === 'SessionStart' ? 'SessionStart' : `hook-${n}`, hookEvent: event },
    uuid: `a${n}`, timestamp: `2026-12-01T10:00:${String(n).padStart(2, '0')}.000Z`,
  });
}

function toolUse(id: string, name: string, input: Record<string, unknown>, cwd: string): string {
  return JSON.stringify({ type: 'assistant', cwd, sessionId: 's-compact', message: { role: 'assistant', model: 'claude-sonnet-4-5-20250929', content: [{ type: 'tool_use', id, name, input }], usage: { input_tokens: 5, cache_read_input_tokens: 40000, cache_creation_input_tokens: 0, output_tokens: 30 } } });
}

function toolResult(id: string, text: string, cwd: string): string {
  return JSON.stringify({ type: 'user', cwd, sessionId: 's-compact', message: { role: 'user', content: [{ tool_use_id: id, type: 'tool_result', content: text, is_error: false }] } });
}

describe('compaction round trip (PreCompact → SessionStart compact) and restarts', () => {
  let repo: string;
  beforeAll(() => {
    repo = join(mkdtempSync(join(tmpdir(), 'ck-compact-')), 'pyproj');
    cpSync(PYPROJ, repo, { recursive: true });
    mkdirSync(join(repo, '.git')); // a repository root: a session started in a subdirectory finds its snapshot
  });

  it('restores the slice after compaction, hands it to the next session, and declares a task switch', { timeout: 120_000 }, () => {
    const { env, transcript } = hookEnv({ CK_PROMPT_SLICE_MIN_FILES: '1', CK_PROMPT_SLICE_MS: '60000' });
    const base = { cwd: repo, session_id: 's-compact', transcript_path: transcript };
    process.env.XDG_STATE_HOME = env.XDG_STATE_HOME; // where this process looks for the state the hooks write

    // 1. A traceback in the prompt: the slice head goes to the model and becomes the session's working set.
    const ups = hook('user-prompt-submit', fixture('user-prompt-submit', { ...base, prompt: traceback(repo, 'app/core/engine.py', 19, 'run') }), env);
    const head: string = ups.json.hookSpecificOutput?.additionalContext;
    expect(head, hookLogText(env)).toMatch(/^\[ck: task slice for the symptom in this prompt/);
    expect(head).toContain('app/core/engine.py');
    appendFileSync(transcript, `${attachmentLine('UserPromptSubmit', head, 's-compact', repo, 1)}\n`);
    appendFileSync(transcript, `${toolUse('toolu_R1', 'Read', { file_path: join(repo, 'app/core/engine.py') }, repo)}\n${toolResult('toolu_R1', readFileSync(join(repo, 'app/core/engine.py'), 'utf8'), repo)}\n`);

    // 2. PreCompact: plain text for the summarizer (the client passes this hook's stdout as instructions), never JSON.
    const pc = hook('pre-compact', fixture('pre-compact', base), env);
    expect(pc.code).toBe(0);
    expect(pc.stdout).toMatch(/^context-kernel re-injects the working-set manifest \(\d+ file\(s\)\) right after this compaction/);
    expect(pc.stdout.trim().split('\n')).toHaveLength(1);

    // The client writes the boundary and the summary, then runs SessionStart with source "compact".
    appendFileSync(transcript, `${JSON.stringify({ type: 'system', subtype: 'compact_boundary', content: 'Conversation compacted', level: 'info', compactMetadata: { trigger: 'auto', preTokens: 160000 }, uuid: 'cb', timestamp: '2026-12-01T10:00:30.000Z' })}\n`);
    appendFileSync(transcript, `${JSON.stringify({ type: 'user', isCompactSummary: true, isVisibleInTranscriptOnly: true, message: { role: 'user', content: 'This session is being continued from a previous conversation…' } })}\n`);
    const ss = hook('session-start', fixture('session-start', { ...base, source: 'compact' }), env);
    expect(ss.code).toBe(0);
    const restored: string = ss.json.hookSpecificOutput?.additionalContext;
    expect(ss.json.hookSpecificOutput?.hookEventName).toBe('SessionStart');
    expect(restored).toMatch(/^\[ck: task state of this session, restored after compaction \(snapshot \d{4}-\d\d-\d\dT[^)]*\): the working set\]\n== working set/);
    expect(restored).toContain(head);
    appendFileSync(transcript, `${attachmentLine('SessionStart', restored, 's-compact', repo, 31)}\n`);
    appendFileSync(transcript, `${toolUse('toolu_B1', 'Bash', { command: "sed -n '1,5p' 'nspkg/inner/mod.py'" }, repo)}\n${toolResult('toolu_B1', 'from nspkg.inner import other\n', repo)}\n`);

    // The transcript now shows the slice twice: as given, and as restored after compaction; ck revealed reads both.
    const rev = runCli(['revealed', transcript, '--json'], { env });
    expect(rev.code, rev.stderr).toBe(0);
    const report = JSON.parse(rev.stdout);
    expect(report.manifests.map((m: any) => m.source)).toEqual(['hook', 'hook']);
    expect(report.manifests[0].opened.map((f: any) => f.path)).toContain('app/core/engine.py');
    expect(report.manifests[1].repo).toBe(repo);

    // 3. Resume of the same session: its own snapshot.
    const resumed = hook('session-start', fixture('session-start', { ...base, source: 'resume' }), env);
    expect(resumed.json.hookSpecificOutput?.additionalContext).toMatch(/^\[ck: task state of this session, restored on resume/);

    // 4. SessionEnd: a snapshot keyed by the repository; the next session there starts with it.
    expect(hook('session-end', fixture('session-end', base), env).json).toEqual({});
    expect(existsSync(repoSnapshotPath(repo))).toBe(true);
    const next = { cwd: join(repo, 'app'), session_id: 's-next', transcript_path: transcript };
    const startup = hook('session-start', fixture('session-start', { ...next, source: 'startup' }), env);
    const carried: string = startup.json.hookSpecificOutput?.additionalContext;
    expect(carried).toMatch(new RegExp(`^\\[ck: task state of the last session on ${repo.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} \\(snapshot [^,]+, session-end\\), still fresh`));
    expect(carried).toContain(head);

    // 5. A symptom with other seeds in that session: the manifest starts with the task switch and the difference.
    const other = hook('user-prompt-submit', fixture('user-prompt-submit', { ...next, cwd: repo, prompt: traceback(repo, 'nspkg/inner/mod.py', 1, '<module>') }), env);
    const switched: string = other.json.hookSpecificOutput?.additionalContext;
    expect(switched, hookLogText(env)).toMatch(/^\[ck: task switch: this symptom's seeds \(nspkg\/inner\/mod\.py:1\) are not the previous task's \(app\/core\/engine\.py:19\)/);
    expect(switched).toMatch(/\nneeded now, left out by the previous slice:\n {2}seed {7}nspkg\/inner\/mod\.py \[full\]/);
    expect(switched).toMatch(/\n\[ck: task slice for the symptom in this prompt/);
    // The same symptom again is the same task: no declaration.
    const again = hook('user-prompt-submit', fixture('user-prompt-submit', { ...next, cwd: repo, prompt: traceback(repo, 'nspkg/inner/mod.py', 1, '<module>') + '\nstill' }), env);
    expect(again.json.hookSpecificOutput?.additionalContext).toMatch(/^\[ck: task slice for the symptom/);

    // 6. Not fresh any more, or /clear: nothing.
    expect(hook('session-start', fixture('session-start', { cwd: repo, session_id: 's-late', transcript_path: transcript, source: 'startup' }), { ...env, CK_SNAPSHOT_TTL_HOURS: '0' }).json).toEqual({});
    expect(hook('session-start', fixture('session-start', { ...next, source: 'clear' }), env).json).toEqual({});
    expect(readWorkingSet('s-next')).toBeNull();
  });

  it('with a charter: PreCompact snapshots it, SessionStart puts it before the manifest and keeps it when space is short', async () => {
    const { env } = hookEnv();
    process.env.XDG_STATE_HOME = env.XDG_STATE_HOME;
    const root = mkdtempSync(join(tmpdir(), 'ck-charter-'));
    const charter = '- merge keeps the left key order (app/core/engine.py:19)\n- fmt returns JSON text (app/utils/helpers.py:5-6)';
    let current: string | null = charter;
    let now = 1_700_000_000_000;
    const deps: TaskStateDeps = { charterText: async () => current, now: () => now };
    const headLines = ['[ck: task slice for the symptom in this prompt (T2@00000000): 40 of 90 files, ~9k of ~40k tokens; budget auto → 30000]', 'seeds: app/core/engine.py:19 (frame)'];
    for (let i = 0; i < 40; i++) headLines.push(`  dependency app/generated/module_number_${i}.py [full]`);
    headLines.push(`full manifest: ck slice '${root}' --symptom-file '/x/p.txt' --format json`);
    writeWorkingSet('s-ch', { version: 1, repo: root, ts: now, seeds: [{ path: 'app/core/engine.py', line: 19 }], files: [{ path: 'app/core/engine.py', role: 'seed' }], head: headLines.join('\n') });
    const payload = { session_id: 's-ch', cwd: root, transcript_path: '/nonexistent', hook_event_name: 'PreCompact', trigger: 'manual' };

    const pc = await preCompact(payload, deps);
    expect(pc.compactInstructions).toMatch(/^context-kernel re-injects the task charter and the working-set manifest \(1 file\(s\)\)/);
    const full = await sessionStart({ ...payload, source: 'compact' }, deps, resolveSnapshotConfig({}));
    const text = full.hookSpecificOutput!.additionalContext!;
    expect(text.indexOf(charter)).toBeGreaterThan(0);
    expect(text.indexOf(charter)).toBeLessThan(text.indexOf('== working set'));
    expect(text).toContain(`== charter (constraints of this task; full text: ck charter get --repo '${root}') ==`);
    expect(text).toMatch(/^\[ck: task state of this session, restored after compaction \(snapshot 2023-11-14T22:13:20.000Z\): charter first, then the working set\]\n/);

    const short = await sessionStart({ ...payload, source: 'compact' }, deps, resolveSnapshotConfig({ CK_SNAPSHOT_MAX_TOKENS: '300' }));
    const cut = short.hookSpecificOutput!.additionalContext!;
    expect(cut).toContain(charter);
    expect(cut).toMatch(/\[ck: working-set head cut for space: \d+ more line\(s\)/);
    expect(Math.ceil(cut.length / 4)).toBeLessThanOrEqual(300);

    // SessionEnd → next session: restored while fresh; not once the charter was cleared meanwhile.
    await sessionEnd({ ...payload, hook_event_name: 'SessionEnd', reason: 'logout' }, deps);
    now += 3600_000;
    const startup = await sessionStart({ session_id: 's-ch2', cwd: root, source: 'startup' }, deps, resolveSnapshotConfig({}));
    expect(startup.hookSpecificOutput?.additionalContext).toContain(charter);
    current = null;
    expect(await sessionStart({ session_id: 's-ch3', cwd: root, source: 'startup' }, deps, resolveSnapshotConfig({}))).toEqual({});
    current = charter;
    now += 25 * 3600_000;
    expect(await sessionStart({ session_id: 's-ch4', cwd: root, source: 'startup' }, deps, resolveSnapshotConfig({}))).toEqual({});
  });

  it('fails open: malformed input, an unwritable state dir, no session id', () => {
    const { env } = hookEnv();
    for (const event of ['pre-compact', 'session-start', 'session-end']) {
      const bad = hook(event, '{"session_id": ', env);
      expect(bad.code).toBe(0);
      expect(bad.stdout).toBe(event === 'pre-compact' ? '' : '{}\n');
      expect(hookLogText(env)).toContain(`${event} failed open`);
      expect(hook(event, { hook_event_name: 'SessionStart', source: 'startup' }, env).code).toBe(0);
    }
    const file = join(mkdtempSync(join(tmpdir(), 'ck-ro-')), 'state-is-a-file');
    writeFileSync(file, 'x');
    const ro = { ...env, XDG_STATE_HOME: file };
    for (const event of ['pre-compact', 'session-start', 'session-end']) {
      const r = hook(event, fixture(event, { cwd: PYPROJ }), ro);
      expect(r.code).toBe(0);
    }
  });

  it('PreCompact at its deadline prints nothing (its stdout would reach the summarizer) and exits 0', async () => {
    const { env } = hookEnv({ CK_HOOK_DEADLINE_MS: '300' });
    const r = await hookWithOpenStdin('pre-compact', '{"session_id": "s", ', env);
    expect(r.killed, `the hook outlived its 300 ms deadline by 30 s and was killed; stderr: ${r.stderr}`).toBe(false);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe('');
    expect(hookLogText(env)).toContain('pre-compact deadline of 300 ms reached');
  });

  it('concurrent SessionEnd hooks on one repository leave one whole snapshot', { timeout: 60_000 }, async () => {
    const { env } = hookEnv();
    process.env.XDG_STATE_HOME = env.XDG_STATE_HOME;
    const root = mkdtempSync(join(tmpdir(), 'ck-race-'));
    const ids = Array.from({ length: 8 }, (_, i) => `race-${i}`);
    for (const id of ids) writeWorkingSet(id, { version: 1, repo: root, ts: 1, seeds: [{ path: `f${id}.py` }], files: [], head: `[ck: task slice for the symptom in this prompt (T2): head of ${id}]` });
    const answers = await Promise.all(ids.map((id) => hookAsync('session-end', fixture('session-end', { session_id: id, cwd: root }), env)));
    expect(answers.every((a) => a.code === 0 && a.stdout === '{}\n')).toBe(true);
    const snap = JSON.parse(readFileSync(repoSnapshotPath(root), 'utf8'));
    expect(ids).toContain(snap.sessionId);
    expect(snap.workingSet.head).toBe(`[ck: task slice for the symptom in this prompt (T2): head of ${snap.sessionId}]`);
  });

  it('reads the charter from the store: ck charter save, then PreCompact → SessionStart(compact) brings it back', { timeout: 60_000 }, () => {
    const { env, transcript } = hookEnv({});
    const base = { cwd: repo, session_id: 's-store', transcript_path: transcript };
    const charter = '- engine.run keeps its argument order (app/core/engine.py:19)';
    const saved = runCli(['charter', 'save', '--repo', repo], { input: charter, env });
    expect(saved.code, saved.stderr).toBe(0);
    const pc = hook('pre-compact', fixture('pre-compact', base), env);
    expect(pc.code).toBe(0);
    expect(pc.stdout).toMatch(/task charter/);
    const ss = hook('session-start', fixture('session-start', { ...base, source: 'compact' }), env);
    const restored: string = ss.json.hookSpecificOutput?.additionalContext ?? '';
    expect(restored).toContain('engine.run keeps its argument order (app/core/engine.py:19)');
    expect(restored).toContain('== charter');
  });
});

import type { Command } from '../command.js';
import { badUsage, unexpectedArgument } from '../../errors.js';
import type { CliIO } from '../command.js';
import { HOOK_EVENTS, isHookEvent, runHookProcess } from '../../hooks/run.js';

const help = `usage: ck hook (post-tool-use | pre-tool-use | user-prompt-submit | pre-compact | session-start | session-end)
       ck hook servers [--stop]

Claude Code hooks: reads the hook payload JSON on stdin, writes the answer JSON on stdout, exits 0 — always, even on
malformed input, an oversized payload, unwritable state or a timeout (the answer is then {} and the reason goes to
$XDG_STATE_HOME/context-kernel/logs/hook.log, or to stderr when that is unwritable). Only a mistyped event is an
error (exit 2).

  post-tool-use       normalize the tool output in the tool's own shape (Bash, Read with re-read deltas, Grep,
                      WebFetch, MCP tools), verify earlier replacements (canary), append to the savings log;
                      for a Bash output that shows a failure (also on PostToolUseFailure payloads), a slice
                      manifest head as additionalContext; once per session, a compaction advice line
  pre-tool-use        quiet flags for noisy installers; --budget auto for 'ck slice' without --budget
  user-prompt-submit  a slice manifest head as additionalContext when the prompt carries a traceback (starting
                      with a task-switch declaration when its seeds are not the working set's)
  pre-compact         snapshot the charter and the working-set head; prints plain-text summarizer instructions
                      (or nothing), since the client passes this hook's stdout to the summarizer
  session-start       restore the task state as additionalContext: after compaction, on resume, and at startup
                      from the repository's snapshot while fresh (CK_SNAPSHOT_TTL_HOURS, 24); nothing on clear
  session-end         snapshot the task state under the repository for the next session
  servers [--stop]    list the hook servers of this state dir (pid, package, since when); --stop ends them
                      (hooks/ck-hook.sh hands payloads to one when it runs; see docs/integration.md)

Environment: CK_MIN_TOKENS (800), CK_TOOLS (Bash,Grep,Read,Glob,WebFetch,mcp__*), CK_AGENT_SKIP
(kernel-verifier,kernel-scout), CK_DELTA (1), CK_DELTA_MIN (200), CK_READ_NORMALIZE (nonsource), CK_CANARY (1),
CK_CANARY_MAX_FAILURES (3), CK_HOOK_DEADLINE_MS (2000), CK_HOOK_MAX_BYTES (16777216), CK_PRETOOL (1),
CK_QUIET (npm,pip,apt,cargo), CK_PRETOOL_DECISION (unset), CK_PROMPT_SLICE (1), CK_PROMPT_SLICE_MS (1500),
CK_PROMPT_SLICE_MIN_FILES (200), CK_SNAPSHOT_TTL_HOURS (24), CK_SNAPSHOT_MAX_TOKENS (4000), CK_AMBIENT_SLICE (1), CK_AMBIENT_SLICE_MS (1200),
CK_AMBIENT_SLICE_MIN_FILES (200), CK_AMBIENT_DEDUPE_S (600), CK_COMPACT_ADVISOR (1), CK_COMPACT_ADVISE_AT (75), CK_LOG_OFF, CK_HOOK_SERVER (1), CK_HOOK_SERVER_IDLE_MS (600000),
CK_HOOK_SERVER_PYTHON. Opt out per command with '# ck:raw'. See docs/integration.md.

Exit status: 0 for every hook event (fail open; 75 under CK_HOOK_SERVER_SPAWN=launcher when the launcher is to start
a hook server, which hooks/ck-hook.sh and hooks/client.py turn into 0) and for servers; 1 when servers --stop leaves a server running after
3 s; 2 a mistyped event or argument.
`;

export const command: Command = {
  name: 'hook',
  summary: 'Claude Code hooks: JSON on stdin, JSON on stdout',
  help,
  async run(argv, io) {
    const [event, ...rest] = argv;
    if (event === 'servers') return servers(rest, io);
    if (!isHookEvent(event)) throw badUsage('hook', `expected one of ${HOOK_EVENTS.join(', ')}${event ? `, got '${event}'` : ''}`);
    if (rest.length > 0) throw unexpectedArgument('hook', rest[0]!);
    return runHookProcess(event, {
      readStdin: () => io.readStdin(),
      write: (text, done) => void io.stdout.write(text, () => done()),
      exit: (code) => process.exit(code),
    });
  },
};

/**
 * `ck hook servers [--stop]`: returns the exit code after listing (or stopping) this state dir's hook servers: 0, or 1
 * when a server still runs 3 s after --stop asked it to end.
 */
async function servers(args: string[], io: CliIO): Promise<number> {
  const stop = args.includes('--stop');
  const unknown = args.find((a) => a !== '--stop');
  if (unknown !== undefined) throw unexpectedArgument('servers', unknown);
  const { listHookServers, stopHookServers } = await import('../../hooks/server.js');
  if (!stop) {
    const list = listHookServers();
    if (list.length === 0) io.stdout.write('no hook server running\n');
    for (const s of list) io.stdout.write(`running  pid ${s.pid}  since ${s.started}  ${s.root}  ${s.socket}\n`);
    return 0;
  }
  // Report only what has ended: a listing right after must agree.
  const stopped = await stopHookServers();
  if (stopped.length === 0) io.stdout.write('no hook server running\n');
  for (const s of stopped) io.stdout.write(`${s.ended ? 'stopped' : 'still running after SIGTERM'}  pid ${s.pid}  since ${s.started}  ${s.root}  ${s.socket}\n`);
  return stopped.every((s) => s.ended) ? 0 : 1;
}

/**
 * The ambient slice: when a Bash command's output shows a true failure (failure-signature.ts) — a red test run, a
 * script's traceback, a compiler error — the model gets the slice manifest head at once, as `additionalContext`
 * next to the (normalized) output, at the moment debugging starts. It stays silent for commands that only show
 * existing text (read-only-command.ts), outside a project (no VCS root or project file: `/tmp`, a home directory), in
 * repositories too small to be worth slicing, for a failure already sliced in this session within the dedupe window,
 * and when the slice cannot finish in time — a large repository whose index is not cached yet, or a slice past its
 * time limit (then the repository's index is built in the background for the next time).
 *
 * Claude Code sends a command that exits non-zero to PostToolUseFailure, with the output in `error` ("Exit code N"
 * followed by the output); a failure inside a command that exits 0 (`pytest | tail -40`) arrives in PostToolUse's
 * `tool_response`. Both are read here.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import type { HookConfig } from './config.js';
import { detectFailure, outputLines, type Failure } from './failure-signature.js';
import { isReadOnlyCommand } from './read-only-command.js';
import { formatManifestHead, hasAtLeastSourceFiles, indexCached, isForeign, isProjectDir, logSkippedForWarmUp, saveSymptom, sliceWithin } from './slice-head.js';
import { claimFailure, failureSeenRecently } from '../session/failure-memory.js';
import { hookLog } from '../store/log.js';
import { activateSlice } from './working-set-update.js';
import { asRecord, type HookPayload } from './payload.js';

/** Most characters of output handed to the slicer as the symptom (from a few lines before the failure starts). */
const MAX_SYMPTOM_CHARS = 64 * 1024;
/**
 * A repository with this many source files or more is sliced only once its index is cached: a cold index of it takes
 * seconds of synchronous work, which no time limit can interrupt inside one hook (or hook server) process. The index
 * is then built in the background, and the next failure gets its slice.
 */
const COLD_SLICE_MAX_FILES = 1000;

/** Bytes read from the end of an output the client persisted to a file (where a test run prints its summary). */
const PERSISTED_TAIL_BYTES = 64 * 1024;

/** Returns the last `max` bytes of `file` as text ('' when it cannot be read). */
function fileTail(file: string, max: number): string {
  let fd: number | undefined;
  try {
    fd = openSync(file, 'r');
    const size = fstatSync(fd).size;
    const buf = Buffer.alloc(Math.min(size, max));
    readSync(fd, buf, 0, buf.length, size - buf.length);
    const text = buf.toString('utf8');
    return size > max ? text.slice(text.indexOf('\n') + 1) : text; // from a line start
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Returns the text of a Bash call's output as the payload carries it (PostToolUse or PostToolUseFailure). When the
 * client persisted a long stdout to a file (`persistedOutputPath`), the payload holds only its head: the file's tail,
 * where test runners print their summaries, is read too.
 */
export function bashOutputText(p: HookPayload): string {
  if (p.hook_event_name === 'PostToolUseFailure') return typeof p.error === 'string' ? p.error : '';
  const r = asRecord(p.tool_response);
  if (!r) return typeof p.tool_response === 'string' ? p.tool_response : '';
  const parts = ['stdout', 'stderr'].map((k) => (typeof r[k] === 'string' ? (r[k] as string) : ''));
  if (typeof r.persistedOutputPath === 'string') parts.push(fileTail(r.persistedOutputPath, PERSISTED_TAIL_BYTES));
  return parts.filter(Boolean).join('\n');
}

/** Returns the symptom handed to the slicer: the output from a few lines before the failure, bounded. */
function symptomExcerpt(text: string, failure: Failure): string {
  const lines = outputLines(text);
  const excerpt = lines.slice(Math.max(0, failure.at - 5)).join('\n');
  return excerpt.length > MAX_SYMPTOM_CHARS ? excerpt.slice(0, MAX_SYMPTOM_CHARS) : excerpt;
}

/** A Bash output the ambient slice acts on: its text and the failure it shows. */
export interface FailureToSlice {
  readonly text: string;
  readonly failure: Failure;
}

/**
 * Returns true when the ambient slice may act on this call at all — the slice is on, a Bash call in a directory, from
 * an agent not skipped, with a command that is not read-only — without reading its output (failureToSlice does).
 */
export function sliceableCall(p: HookPayload, config: HookConfig): boolean {
  if (!config.ambientSlice || p.tool_name !== 'Bash' || !p.cwd) return false;
  if (p.agent_type && config.agentSkip.some((a) => p.agent_type === a || p.agent_type!.endsWith(`:${a}`))) return false;
  const command = asRecord(p.tool_input)?.command;
  return typeof command === 'string' && !isReadOnlyCommand(command);
}

/**
 * Returns the output's text and failure when the ambient slice would slice it — a Bash call, not read-only, showing a
 * failure not already sliced in this session — or undefined. The cheap checks only: no repository is looked at.
 */
export function failureToSlice(p: HookPayload, config: HookConfig): FailureToSlice | undefined {
  if (!sliceableCall(p, config)) return undefined;
  const text = bashOutputText(p);
  const failure = detectFailure(text);
  if (!failure) return undefined;
  if (failureSeenRecently(p.session_id || 'unknown', failure.signature, config.ambientDedupeMs)) {
    hookLog('ambient-slice', `${failure.kind} ${failure.signature} already sliced in this session: nothing added`);
    return undefined;
  }
  return { text, failure };
}

/**
 * Returns the `additionalContext` text for a Bash output that shows a failure — the slice manifest head, preceded by
 * a task-switch declaration when there is one — or undefined when nothing is to be added. `deferred`: computed by the
 * hook server for a call already answered (ambient-deferred.ts), so the head names the command it is for. Throws only
 * on internal errors; the caller fails open (the output itself is never affected).
 */
export async function ambientSlice(p: HookPayload, config: HookConfig, deferred = false): Promise<string | undefined> {
  const found = failureToSlice(p, config);
  if (!found || !p.cwd) return undefined;
  const { text, failure } = found;
  const session = p.session_id || 'unknown';
  if (!isProjectDir(p.cwd)) {
    hookLog('ambient-slice', `${p.cwd} is not a project (no version control, no project file) (${failure.kind}): nothing added`);
    return undefined;
  }
  if (!hasAtLeastSourceFiles(p.cwd, config.ambientSliceMinFiles)) {
    hookLog('ambient-slice', `${p.cwd} has fewer than ${config.ambientSliceMinFiles} source files (CK_AMBIENT_SLICE_MIN_FILES) (${failure.kind}): nothing added`);
    return undefined;
  }
  if (!indexCached(p.cwd) && hasAtLeastSourceFiles(p.cwd, COLD_SLICE_MAX_FILES)) {
    logSkippedForWarmUp('ambient-slice', p.cwd, `${p.cwd} has no cached index yet (${failure.kind})`);
    return undefined;
  }
  const symptom = symptomExcerpt(text, failure);
  const symptomFile = saveSymptom('failures', symptom);
  const manifest = await sliceWithin(p.cwd, symptom, config.ambientSliceMs, { sessionId: p.session_id, transcriptPath: p.transcript_path });
  if (!manifest) {
    logSkippedForWarmUp('ambient-slice', p.cwd, `slice of ${p.cwd} exceeded ${config.ambientSliceMs} ms (${failure.kind})`);
    return undefined;
  }
  if (isForeign(manifest)) {
    // Remembered like a slice handed out: the same failure will not start belonging to this repository, and slicing
    // it again on every repeat would cost the slice each time for nothing.
    claimFailure(session, failure.signature, config.ambientDedupeMs);
    hookLog('ambient-slice', `the ${failure.kind} failure does not belong to ${p.cwd} (foreign-symptom): nothing added`);
    return undefined;
  }
  // Claimed only now, atomically: of two processes that sliced the same failure at once, one injects it.
  if (!claimFailure(session, failure.signature, config.ambientDedupeMs)) return undefined;
  const command = String(asRecord(p.tool_input)?.command ?? '');
  const source = deferred
    ? `the ${failure.kind} failure in the output of an earlier Bash call (\`${command.length > 120 ? `${command.slice(0, 117)}...` : command}\`)`
    : `the ${failure.kind} failure in this Bash output`;
  const head = formatManifestHead(manifest, symptomFile, p.cwd, source);
  // The slice becomes the session's working set; a failure whose seeds lie outside the previous one is a task switch,
  // declared above the head with what the new task needs that the old slice left out (session/task-switch.ts).
  const declaration = activateSlice(p.session_id, p.cwd, manifest, head, symptomFile);
  return declaration ? `${declaration}\n${head}` : head;
}

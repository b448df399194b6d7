import { closeSync, renameSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { resolveEnvConfig } from '../config/env.js';
import { stateDir } from './paths.js';
import { openPrivate } from './private.js';
import { afterStoreWrite } from './lifetime.js';

const ROTATE_BYTES = 5 * 1024 * 1024;

/** Returns `message` on one line, at most 2000 characters. */
function oneLine(message: string): string {
  return message.replace(/[\r\n]+/g, ' ').slice(0, 2000);
}

/**
 * How much a log line matters: `info` for a decision that may go the other way on a later call (no index yet, a
 * time limit hit), `error` for one that will not change by itself (a folder that cannot be written, a refused store),
 * which the user has to act on.
 */
export type LogLevel = 'info' | 'error';

/**
 * Returns nothing; appends one diagnostic line (`ISO-time event message`, or `ISO-time event ERROR message`) to
 * `stateDir('logs')/hook.log` (0600), rotating at 5 MB; when the log cannot be written, the line goes to stderr
 * instead. Never throws: a hook that cannot log still answers. Disabled by CK_LOG_OFF=1.
 */
export function hookLog(event: string, message: string, level: LogLevel = 'info'): void {
  if (resolveEnvConfig().logOff) return;
  const line = `${event}${level === 'error' ? ' ERROR' : ''} ${oneLine(message)}`;
  try {
    const dir = stateDir('logs');
    const file = join(dir, 'hook.log');
    try {
      if (statSync(file).size > ROTATE_BYTES) renameSync(file, join(dir, 'hook.1.log'));
    } catch { /* absent */ }
    const fd = openPrivate(file, 'append');
    try {
      writeSync(fd, `${new Date().toISOString()} ${line}\n`);
    } finally {
      closeSync(fd);
    }
    afterStoreWrite(file);
  } catch (err) {
    // The state dir is unwritable: the diagnostic goes to stderr (shown by Claude Code in verbose mode) so it is not
    // lost, and the hook still answers.
    try {
      process.stderr.write(`context-kernel hook ${line} (hook log unwritable: ${oneLine((err as Error).message ?? String(err))})\n`);
    } catch { /* stderr closed too */ }
  }
}

/** Returns the message of `err` on one line (for a log line naming why something failed). */
export function errorLine(err: unknown): string {
  return oneLine((err as Error)?.message ?? String(err));
}

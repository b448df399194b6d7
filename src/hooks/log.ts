import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stateDir } from '../store/paths.js';

const ROTATE_BYTES = 5 * 1024 * 1024;

/**
 * Returns nothing; appends one diagnostic line (`ISO-time event message`) to `stateDir('logs')/hook.log`, rotating at
 * 5 MB. Never throws: a hook that cannot log still answers. Disabled by CK_LOG_OFF=1.
 */
export function hookLog(event: string, message: string): void {
  if (process.env.CK_LOG_OFF === '1') return;
  try {
    const dir = stateDir('logs');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, 'hook.log');
    try {
      if (statSync(file).size > ROTATE_BYTES) renameSync(file, join(dir, 'hook.1.log'));
    } catch { /* absent */ }
    const line = `${new Date().toISOString()} ${event} ${message.replace(/[\r\n]+/g, ' ').slice(0, 2000)}\n`;
    appendFileSync(file, line);
  } catch { /* the state dir is unwritable: nothing more we can do, and the hook must still answer */ }
}

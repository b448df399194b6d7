import { appendFileSync, mkdirSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { resolveEnvConfig } from '../config/env.js';
import { stateDir } from '../store/paths.js';
const ROTATE_BYTES = 5 * 1024 * 1024;
/** Returns `message` on one line, at most 2000 characters. */
function oneLine(message) {
    return message.replace(/[\r\n]+/g, ' ').slice(0, 2000);
}
/**
 * Returns nothing; appends one diagnostic line (`ISO-time event message`) to `stateDir('logs')/hook.log`, rotating at
 * 5 MB; when the log cannot be written, the line goes to stderr instead. Never throws: a hook that cannot log still
 * answers. Disabled by CK_LOG_OFF=1.
 */
export function hookLog(event, message) {
    if (resolveEnvConfig().logOff)
        return;
    try {
        const dir = stateDir('logs');
        mkdirSync(dir, { recursive: true });
        const file = join(dir, 'hook.log');
        try {
            if (statSync(file).size > ROTATE_BYTES)
                renameSync(file, join(dir, 'hook.1.log'));
        }
        catch { /* absent */ }
        appendFileSync(file, `${new Date().toISOString()} ${event} ${oneLine(message)}\n`);
    }
    catch (err) {
        // The state dir is unwritable: the diagnostic goes to stderr (shown by Claude Code in verbose mode) so it is not
        // lost, and the hook still answers.
        try {
            process.stderr.write(`context-kernel hook ${event}: ${oneLine(message)} (hook log unwritable: ${oneLine(err.message ?? String(err))})\n`);
        }
        catch { /* stderr closed too */ }
    }
}

/**
 * The savings log: one JSON object per line in `stateDir('savings.jsonl')`, appended with O_APPEND in a single
 * write (lines stay far below PIPE_BUF, so concurrent hook processes never interleave), rotated at 20 MB.
 */
import { appendFileSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { resolveEnvConfig } from '../config/env.js';
import { stateDir } from '../store/paths.js';
/** Rotation threshold of the log (bytes). */
export const SAVINGS_ROTATE_BYTES = 20 * 1024 * 1024;
/** Returns the path of the live savings log. */
export function savingsPath() {
    return stateDir('savings.jsonl');
}
/**
 * Returns nothing; appends `entries` to the savings log as one `write(2)` with O_APPEND (each line < 4 KiB), rotating
 * the file to `savings.1.jsonl` first when it exceeds SAVINGS_ROTATE_BYTES. No-op when CK_LOG_OFF=1.
 */
export function appendSavings(entries, file = savingsPath()) {
    if (entries.length === 0 || resolveEnvConfig().logOff)
        return;
    mkdirSync(dirname(file), { recursive: true });
    try {
        if (statSync(file).size > SAVINGS_ROTATE_BYTES)
            renameSync(file, file.replace(/\.jsonl$/, '.1.jsonl'));
    }
    catch { /* absent, or another process rotated it first */ }
    const body = entries.map((e) => JSON.stringify(e)).join('\n') + '\n';
    appendFileSync(file, body, { flag: 'a' });
}
/**
 * Returns the entries of the savings log (the rotated file first, then the live one), skipping lines that do not
 * parse or do not have the record shape; `skipped` counts them so a report can say so.
 */
export function readSavings(file = savingsPath()) {
    const entries = [];
    let skipped = 0;
    for (const f of [file.replace(/\.jsonl$/, '.1.jsonl'), file]) {
        let text;
        try {
            text = readFileSync(f, 'utf8');
        }
        catch {
            continue;
        }
        for (const line of text.split('\n')) {
            if (!line.trim())
                continue;
            try {
                const v = JSON.parse(line);
                if (v && (v.event === 'replace' || v.event === 'canary') && typeof v.session === 'string')
                    entries.push(v);
                else
                    skipped++;
            }
            catch {
                skipped++;
            }
        }
    }
    return { entries, skipped };
}

/**
 * Entry of the detached full lexical build (background.ts): `node full-build-main.js JOB`. Reads the job, tokenizes
 * every file with the ForwardBuilder exactly as an in-process cold build does (same files, same order, the
 * definition names as the index held them; a file whose bytes no longer match its hash is recorded as unmatched),
 * writes the cache file, and removes the job and the marker. Writes
 * nothing when the marker is gone (the cache directory was removed meanwhile).
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { writeLexicalCache } from './cache.js';
import { ForwardBuilder } from './postings.js';
const JSON_STRING = /"((?:[^"\\]|\\.)*)"/g;
function main(jobFile) {
    const buf = readFileSync(jobFile);
    const hLen = buf.readUInt32LE(0);
    const h = JSON.parse(buf.toString('utf8', 4, 4 + hLen));
    let at = 4 + hLen;
    let bytes = 0;
    for (const f of h.files)
        if (f.abs !== null)
            bytes += f.size;
    const b = new ForwardBuilder([], 1 << 20, bytes);
    for (const f of h.files) {
        const text = buf.toString('utf8', at, at + f.len);
        at += f.len;
        let defNames;
        if (f.defs === 'names')
            defNames = text;
        else {
            const names = [];
            for (const m of text.matchAll(JSON_STRING))
                names.push(JSON.parse(`"${m[1]}"`));
            defNames = names.join('\n');
        }
        let body;
        if (f.abs !== null) {
            try {
                body = readFileSync(f.abs);
            }
            catch {
                body = undefined;
            }
        }
        // The tree may have changed since the job was written (the process that wrote it moved on: a checkout, an
        // edit): a file whose bytes are no longer the content of its job hash is recorded as unmatched, never under that
        // hash, so the next load re-tokenizes it instead of reusing another content's words.
        b.addFile({ path: f.path, lang: f.lang, hash: f.hash, defNames }, body, f.abs !== null);
    }
    const fw = b.finish();
    if (existsSync(h.marker))
        writeLexicalCache(h.file, h.root, h.op, fw);
    rmSync(h.marker, { force: true });
}
const job = process.argv[2];
if (job) {
    try {
        main(job);
    }
    catch { /* the next cold run loads query-driven again */ }
    rmSync(job, { force: true });
}

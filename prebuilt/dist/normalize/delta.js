// Re-read deltas: when an agent reads the same file again, an unchanged copy becomes one marker and a changed
// one a unified diff against the copy it already has (when that is clearly smaller).
import { createRequire } from 'node:module';
import { deltaForget, deltaGet, deltaPut } from '../store/delta-state.js';
import { spillPut } from '../store/spill.js';
import { changedMarker, unchangedMarker } from './markers.js';
import { resolveDeltaOptions } from './options.js';
import { sha1, KEY_HEX } from './hash.js';
let createPatch;
/** Loads `diff` on first use only: the hook's import budget is a few milliseconds. */
function loadCreatePatch() {
    if (!createPatch) {
        const require = createRequire(import.meta.url);
        createPatch = require('diff').createPatch;
    }
    return createPatch;
}
const lineCount = (s) => (s === '' ? 0 : s.split('\n').length - (s.endsWith('\n') ? 1 : 0));
/**
 * Returns what to show for `content` read under `key`, given what was read last time (then remembers `content`):
 * the content itself the first time, an `[ck: unchanged since last read …]` marker when identical, a marker
 * followed by a unified diff when the diff is under `maxDiffRatio` of the content, else the full content.
 * The current content is spilled, so the marker's `ck recall KEY` gives it back in full.
 */
export function rereadDelta(key, content, opts = {}) {
    const { namespace, maxDiffRatio: ratio } = resolveDeltaOptions(opts);
    const hash = sha1(content);
    const previous = deltaGet(namespace, key);
    if (previous === null) {
        deltaPut(namespace, key, content);
        return { kind: 'first', text: content, hash };
    }
    const previousHash = sha1(previous);
    const spillKey = hash.slice(0, KEY_HEX);
    if (previousHash === hash) {
        spillPut(spillKey, content, null);
        return { kind: 'unchanged', text: unchangedMarker(spillKey, hash, lineCount(content), key), hash, previousHash };
    }
    deltaPut(namespace, key, content);
    const patch = loadCreatePatch()(key, previous, content, 'last read', 'now', { context: 3 });
    // Drop the "Index:/===" preamble createPatch writes; keep ---/+++ and the hunks.
    const body = patch.replace(/^Index: .*\n=+\n/, '');
    if (body.length < ratio * content.length) {
        spillPut(spillKey, content, null);
        const text = `${changedMarker(spillKey, previousHash, hash, lineCount(content), key)}\n${body}`;
        return { kind: 'diff', text, hash, previousHash };
    }
    return { kind: 'changed-full', text: content, hash, previousHash };
}
/**
 * Forgets what was read under `key`, so the next rereadDelta returns the full content (use it after showing a
 * marker the agent could not act on: the page fault). Returns nothing.
 */
export function forgetDelta(key, opts = {}) {
    deltaForget(resolveDeltaOptions(opts).namespace, key);
}

/**
 * Slice manifests as they reach the model: the head the UserPromptSubmit hook injects (hooks/user-prompt-submit.ts
 * formatManifestHead), possibly after a task-switch declaration, and the JSON manifest (`ck slice --format json`, the
 * MCP slice tool) inside a tool result. Each is read back into the few fields revealed relevance needs.
 */
const HEAD_START = /^\[ck: task slice for the symptom in this prompt\b/m;
const FILE_LINE = /^ {2}(\S*)\s+(.+?) \[(full|symbols|skeleton)(?: lines ([\d,-]+))?\]$/;
function parseRanges(spec) {
    if (!spec)
        return [];
    const out = [];
    for (const part of spec.split(',')) {
        const m = /^(\d+)-(\d+)$/.exec(part);
        if (m)
            out.push([Number(m[1]), Number(m[2])]);
    }
    return out;
}
/** Returns the manifest of a hook-injected slice head in `text`, or null when `text` holds none. */
export function parseManifestHead(text) {
    const at = text.search(HEAD_START);
    if (at < 0)
        return null;
    const lines = text.slice(at).split('\n');
    const files = new Map();
    let seeds = [];
    let unlisted = 0;
    let repo = '';
    for (const line of lines.slice(1)) {
        if (line.startsWith('seeds: ')) {
            seeds = line.slice(7).split(', ').map((s) => s.replace(/ \([^)]*\)$/, '')).filter(Boolean);
            continue;
        }
        const more = /^ {2}… (\d+) more files in the full manifest$/.exec(line);
        if (more) {
            unlisted = Number(more[1]);
            continue;
        }
        const full = /^full manifest: ck slice '((?:[^']|'\\'')*)'/.exec(line);
        if (full) {
            repo = full[1].replace(/'\\''/g, "'");
            break;
        }
        const f = FILE_LINE.exec(line);
        if (f && !files.has(f[2]))
            files.set(f[2], { path: f[2], role: f[1], tier: f[3], ranges: parseRanges(f[4]) });
    }
    return { repo, seeds, files: [...files.values()], unlisted, taskSwitch: /^\[ck: task switch:/m.test(text.slice(0, at)) };
}
/** Returns the manifest of a JSON slice manifest (DESIGN.md, version 1) in `text`, or null when it is not one. */
export function parseManifestJson(text) {
    const t = text.trim();
    if (!t.startsWith('{') || !t.includes('"operator"'))
        return null;
    let v;
    try {
        v = JSON.parse(t);
    }
    catch {
        return null;
    }
    if (v.version !== 1 || typeof v.operator !== 'string' || !v.operator.startsWith('T2') || !Array.isArray(v.files))
        return null;
    const files = [];
    for (const f of v.files) {
        if (!f || typeof f.path !== 'string')
            continue;
        const tier = f.tier === 'symbols' || f.tier === 'skeleton' ? f.tier : 'full';
        const ranges = Array.isArray(f.ranges) ? f.ranges.filter((r) => Array.isArray(r) && r.length === 2 && r.every((n) => typeof n === 'number')) : [];
        files.push({ path: f.path, role: typeof f.role === 'string' ? f.role : '', tier, ranges });
    }
    const seeds = Array.isArray(v.seeds)
        ? v.seeds.filter((s) => s && typeof s.path === 'string').map((s) => `${s.path}${typeof s.line === 'number' && s.line ? `:${s.line}` : ''}`)
        : [];
    return { repo: typeof v.repo === 'string' ? v.repo : '', seeds, files, unlisted: 0, taskSwitch: false };
}
/** Returns the manifest in `text` (a hook head or a JSON manifest), or null. */
export function parseManifest(text) {
    return parseManifestHead(text) ?? parseManifestJson(text);
}

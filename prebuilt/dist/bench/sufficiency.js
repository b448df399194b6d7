/**
 * The sufficiency benchmark: rate–distortion of T2 on a real repository.
 *
 * Cases are REAL raise/throw sites of the repository that carry a message literal, sampled deterministically
 * (seeded PRNG over the sorted site list). For each site three symptoms are synthesized:
 *   traceback        frames through a REAL import chain of 1–4 hops, ending at the raise line. The caller is picked
 *                    at a random hop of the reverse import graph (not only among direct importers); each frame sits
 *                    on the line where its file imports the next one. Paths carry a foreign install prefix, so
 *                    they must be mapped back by suffix.
 *   caller+message   only the caller's frame (outside the raise file) and the error line
 *   message          only the error line (the message rendered from the raise's template with plausible values)
 * Success = the raise line is visible in the task state (its file in full, or inside a kept symbol range).
 * Rate = 1 − task-state tokens / repository tokens, counted in TOKENS.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImportGraph, isTestPath } from '../graph/index.js';
import { resolveSufficiencyOptions } from './options.js';
import { resolveBudget } from '../slice/budget.js';
import { computeSlice, literalCacheFile, resolveSliceOptions } from '../slice/index.js';
import { loadLiteralTable, nearestRaise } from '../slice/literals.js';
import { operatorId } from '../slice/operator.js';
import { inRanges } from '../slice/ranges.js';
import { loadIndex } from '../slice/repo.js';
/** The three symptom forms, strongest first. */
export const FORMS = ['traceback', 'caller+message', 'message'];
/** Returns a deterministic PRNG (mulberry32) yielding floats in [0, 1). */
export function prng(seed) {
    let a = seed >>> 0;
    return () => {
        a = (a + 0x6d2b79f5) >>> 0;
        let t = a;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
}
const PLACEHOLDER = /%\((\w+)\)[#0 +-]*\d*(?:\.\d+)?[sdrifgGeExXoc]|%[#0 +-]*\d*(?:\.\d+)?([sdrifgGeExXoc])|\$\{[^}]*\}|\{[^{}]*\}/g;
/** Returns a message rendered from a template literal body with plausible values for its placeholders. */
export function renderTemplate(body) {
    return body.replace(PLACEHOLDER, (m, named, conv) => {
        const c = conv ?? (named ? m[m.length - 1] : undefined);
        if (c === 'd' || c === 'i' || c === 'x' || c === 'X' || c === 'o')
            return '3';
        if (c === 'f' || c === 'g' || c === 'e' || c === 'G' || c === 'E')
            return '0.5';
        if (c === 'r')
            return "'value'";
        if (m.startsWith('{') && /^\{\s*\}$/.test(m))
            return 'value';
        return named ? `<${named}>` : 'value';
    }).replace(/\\n/g, ' ').replace(/\\(['"\\`])/g, '$1');
}
/** Returns the message a raise site would print: its message literals (adjacent ones concatenated), rendered. */
function messageOf(text, site, py) {
    const parts = [];
    const lit = py ? /[rRbBuUfF]{0,2}("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/g : /("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`)/g;
    for (const ln of [...new Set(site.fragLines)].sort((a, b) => a - b)) {
        const src = text[ln - 1] ?? '';
        let m;
        lit.lastIndex = 0;
        while ((m = lit.exec(src))) {
            const body = m[1].slice(1, -1);
            if (/[A-Za-z]{2}/.test(body) && (body.includes(' ') || body.length >= 12))
                parts.push(renderTemplate(body));
        }
    }
    return parts.join('').replace(/\s+/g, ' ').trim();
}
/** Returns the raise sites of the repository that carry a message literal (non-test Python/JS/TS files). */
function messageSites(index, table) {
    const out = [];
    for (let k = 0; k < table.paths.length; k++) {
        const path = table.paths[k];
        const id = index.fileId(path);
        if (id === undefined || isTestPath(path) || index.files[id].lang === 'other')
            continue;
        const raises = table.raiseLine.subarray(table.raiseStart[k], table.raiseStart[k + 1]);
        const spans = table.raiseSpan.subarray(table.raiseStart[k], table.raiseStart[k + 1]);
        const bySite = new Map();
        for (let i = table.fragStart[k]; i < table.fragStart[k + 1]; i++) {
            const f = table.frags[i];
            if (f.length < 12 || !f.includes(" "))
                continue; // a message, not an identifier or key
            const line = nearestRaise(raises, table.fragLine[i], spans);
            if (!raises.includes(line))
                continue;
            const l = bySite.get(line) ?? [];
            l.push(table.fragLine[i]);
            bySite.set(line, l);
        }
        for (const [line, fragLines] of bySite) {
            const r = Array.from(raises).indexOf(line);
            out.push({ file: id, path, line, type: table.raiseNames[table.raiseStart[k] + r] || 'Error', fragLines });
        }
    }
    out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : a.line - b.line));
    return out;
}
function enclosingName(index, id, line) {
    let best;
    for (const d of index.files[id].defs) {
        if (d.start <= line && line <= d.end && (!best || d.end - d.start < best.span))
            best = { name: d.name.slice(d.name.lastIndexOf('.') + 1), span: d.end - d.start };
    }
    return best?.name ?? '<module>';
}
function edgeLine(index, from, to) {
    for (let e = 0; e < index.edgeFrom.length; e++)
        if (index.edgeFrom[e] === from && index.edgeTo[e] === to)
            return index.edgeLine[e];
    return 1;
}
/**
 * Returns the rate–distortion report of T2 on the repository at `root` (see the module comment for the method).
 * Slices run in-process on one index; nothing is written to the slice cache.
 */
export async function benchSufficiency(root, opts = {}) {
    const t0 = performance.now();
    const { cases: nCases, budgets, seed, onProgress } = resolveSufficiencyOptions(opts);
    const index = await loadIndex(root);
    const table = loadLiteralTable(index.root, index.files, literalCacheFile(index.root));
    const repoTokens = index.files.reduce((n, f) => n + f.tokens, 0);
    const graph = ImportGraph.fromIndex(index);
    const sites = messageSites(index, table);
    const rnd = prng(seed);
    const order = sites.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(rnd() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
    }
    const texts = new Map();
    const linesOfFile = (id) => {
        let t = texts.get(id);
        if (!t) {
            try {
                t = readFileSync(join(index.root, index.files[id].path), 'utf8').split('\n');
            }
            catch {
                t = [];
            }
            texts.set(id, t);
        }
        return t;
    };
    const cases = [];
    let withCaller = 0;
    try {
        for (const si of order) {
            if (cases.length >= nCases)
                break;
            const site = sites[si];
            const imp = graph.importers([site.file], { depth: 4, excludeKinds: ['type-only', 'type-checking'] });
            const byHop = [[], [], [], [], []];
            for (const id of imp.order) {
                const h = imp.hop[id];
                if (h >= 1 && h <= 4 && !isTestPath(index.files[id].path))
                    byHop[h].push(id);
            }
            const hops = [1, 2, 3, 4].filter((h) => byHop[h].length);
            if (!hops.length)
                continue;
            withCaller++;
            const py = index.files[site.file].lang === 'python';
            const message = messageOf(linesOfFile(site.file), site, py);
            if (message.length < 8)
                continue;
            const hop = hops[Math.floor(rnd() * hops.length)];
            const caller = byHop[hop][Math.floor(rnd() * byHop[hop].length)];
            const chain = [caller];
            while (chain[chain.length - 1] !== site.file)
                chain.push(imp.via[chain[chain.length - 1]]);
            const frames = chain.map((id, i) => {
                const line = i === chain.length - 1 ? site.line : edgeLine(index, id, chain[i + 1]);
                return { path: index.files[id].path, line, func: enclosingName(index, id, line), source: (linesOfFile(id)[line - 1] ?? '').trim() };
            });
            const errLine = `${site.type}: ${message}`;
            const symptoms = {
                traceback: py ? pyTraceback(frames, errLine) : v8Stack(frames, errLine),
                'caller+message': py ? pyTraceback(frames.slice(0, 1), errLine) : v8Stack(frames.slice(0, 1), errLine),
                message: errLine,
            };
            const c = { path: site.path, line: site.line, type: site.type, message, chain: chain.map((id) => index.files[id].path), symptoms, results: [] };
            for (const form of FORMS) {
                for (const budget of budgets) {
                    const o = resolveSliceOptions({ symptom: symptoms[form], budget });
                    const m = await computeSlice({ root: index.root, index, literals: () => table }, o, resolveBudget(budget), undefined, {});
                    c.results.push({ form, budget, hit: visible(m, site.path, site.line), tokens: m.tokens.task_state, rung: m.budget.rung ?? '' });
                }
            }
            cases.push(c);
            onProgress?.(cases.length, nCases);
        }
    }
    finally {
        graph.delete();
    }
    const rows = [];
    for (const form of FORMS) {
        for (const budget of budgets) {
            const rs = cases.map((c) => c.results.find((r) => r.form === form && r.budget === budget));
            const hits = rs.filter((r) => r.hit).length;
            const tokens = rs.map((r) => r.tokens);
            const rates = tokens.map((t) => 1 - t / repoTokens);
            rows.push({
                form, budget, cases: rs.length, hits, success: rs.length ? hits / rs.length : 0,
                medianTokens: median(tokens), medianRate: round4(median(rates)), meanRate: round4(rates.reduce((a, b) => a + b, 0) / (rates.length || 1)),
            });
        }
    }
    return { repo: index.root, operator: operatorId(), repoTokens, seed, population: { sites: sites.length, withCaller }, rows, cases, timing_ms: Math.round(performance.now() - t0) };
}
/** Returns true when line `line` of `path` is visible in the task state of `m`. */
export function visible(m, path, line) {
    const f = m.files.find((x) => x.path === path);
    if (!f)
        return false;
    return f.tier === 'full' || (f.tier === 'symbols' && inRanges(f.ranges, line));
}
function pyTraceback(frames, errLine) {
    const out = ['Traceback (most recent call last):'];
    for (const f of frames) {
        out.push(`  File "/opt/venv/lib/python3.11/site-packages/${f.path}", line ${f.line}, in ${f.func}`);
        if (f.source)
            out.push(`    ${f.source}`);
    }
    out.push(errLine);
    return `${out.join('\n')}\n`;
}
function v8Stack(frames, errLine) {
    const out = [errLine];
    for (const f of [...frames].reverse())
        out.push(`    at ${f.func === '<module>' ? 'Object.<anonymous>' : f.func} (/srv/app/${f.path}:${f.line}:5)`);
    return `${out.join('\n')}\n`;
}
function median(xs) {
    if (!xs.length)
        return 0;
    const s = [...xs].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function round4(x) {
    return Math.round(x * 10000) / 10000;
}

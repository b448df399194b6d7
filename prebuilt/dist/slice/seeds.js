import { isTestPath } from '../graph/tests.js';
import { matchMessage, normalizeMessage, raiseSitesOf } from './literals.js';
import { dependencyRoot } from './resolve.js';
import { RUNTIME_RAISERS, raisesReachable } from './calls.js';
import { lineCount, linesOf } from './ranges.js';
import { seedsFromMentions } from './mentions.js';
import { fuseSeeds, lexicalSeeds, mergedRaw, preloadedLexical } from './fuse.js';
import { filesDefining } from '../rank/lexical.js';
import { isVendored } from './vendored.js';
import { calibrateProseSeed } from './calibration.js';
import { foldStubSeeds, implementationOf } from './stubs.js';
const NOT_API = new Set([
    'print', 'len', 'int', 'str', 'float', 'list', 'dict', 'set', 'tuple', 'range', 'type', 'isinstance', 'super',
    'self', 'cls', 'return', 'if', 'for', 'while', 'not', 'and', 'or', 'in', 'is', 'lambda', 'assert', 'raise', 'await',
    'async', 'new', 'console', 'log', 'require', 'import', 'from', 'const', 'let', 'var', 'function', 'this', 'then',
    'catch', 'main', 'open', 'repr', 'format', 'get', 'append', 'push', 'map', 'filter', 'keys', 'values', 'items',
    'Object', 'anonymous', 'module', 'exports', 'JSON', 'parse', 'stringify', 'String', 'Number', 'Array', 'Promise',
]);
/** Share of the lexical weight for a message (+ the user's frame) rather than prose: a supporting voice only. */
const TRACE_LEXICAL_FACTOR = 0.6;
/**
 * Share of the lexical weight for a text whose only words are one line (a title or a remark beside a snippet): its
 * best match (0.2, one seed per file) stays under a name the text mentions once and the repository defines once, so
 * the names lead and the ranking fills what budget they leave.
 */
const REMARK_LEXICAL_FACTOR = 0.4;
/** Returns the seeds of `symptom` on the repository in `ctx` (deduplicated by path:line, best evidence kept). */
export function seedsFromSymptom(symptom, ctx) {
    const out = { seeds: [], warnings: [], dependencyRoots: [] };
    const add = (s) => {
        const same = out.seeds.find((x) => x.path === s.path && x.line === s.line);
        if (!same) {
            out.seeds.push(s);
            return;
        }
        const raw = mergedRaw(same, s);
        // The stronger evidence names the seed: its kind and source too (the calibration reads them), not only its why.
        if (s.confidence > same.confidence)
            out.seeds[out.seeds.indexOf(same)] = { ...s, ...raw, detail: `${s.detail}; also ${same.detail}` };
        else {
            Object.assign(same, raw);
            if (!same.detail.includes(s.detail))
                same.detail += `; also ${s.detail}`;
        }
    };
    // 1. Frames.
    const inRepo = new Map();
    const reported = new Set();
    for (const f of symptom.frames) {
        if (f.internal || f.path.startsWith('<'))
            continue;
        const r = ctx.resolver.resolve(f.path, f.qualifiedClass);
        if (r.kind === 'ok') {
            inRepo.set(f, r.path);
            continue;
        }
        if (r.kind === 'ambiguous' && !reported.has(f.path)) {
            reported.add(f.path);
            out.warnings.push({ kind: 'ambiguous-seed', path: f.path, line: f.line ?? 0, detail: `matches ${r.candidates.length} files by its last ${r.matched} path segments: ${r.candidates.slice(0, 8).join(', ')}${r.candidates.length > 8 ? ', …' : ''}; pass --seed to choose` });
            continue;
        }
        const dep = dependencyRoot(f.path);
        if (dep && !out.dependencyRoots.includes(dep))
            out.dependencyRoots.push(dep);
    }
    const framesInRepo = [...inRepo.keys()];
    const lastChain = Math.max(-1, ...framesInRepo.map((f) => f.chain));
    // A frame inside a vendored copy (vendored.ts) is a dependency's, shipped inside the project: when its chain has
    // frames of the project's own code, the innermost of those is where the project met the error, the copy's frames
    // beyond it weigh as outer frames.
    const vendored = new Set(framesInRepo.filter((f) => isVendored(ctx.index, inRepo.get(f))));
    const counts = (f, g) => !vendored.has(g) || !framesInRepo.some((h) => h.chain === f.chain && !vendored.has(h));
    for (const f of framesInRepo) {
        const innermost = counts(f, f) && !framesInRepo.some((g) => g.chain === f.chain && g.order > f.order && counts(f, g));
        const confidence = innermost ? (f.chain === lastChain ? 1 : 0.95) : f.format === 'path' ? 0.6 : 0.85;
        const where = f.format === 'path' ? 'mentioned as path:line' : `${f.format} frame${f.func ? ` in ${f.func}` : ''}${innermost ? ' (innermost)' : ''}`;
        add({ path: inRepo.get(f), line: f.line ?? 1, why: f.format === 'path' ? 'path' : 'frame', detail: where, confidence });
    }
    // 2. Diagnostics.
    for (const d of symptom.diagnostics) {
        const r = ctx.resolver.resolve(d.path);
        if (r.kind === 'ok') {
            add({ path: r.path, line: d.line, why: 'path', detail: `${d.tool} ${d.severity}${d.code ? ` ${d.code}` : ''}: ${clip(d.message, 80)}`, confidence: d.severity === 'error' ? 0.95 : d.severity === 'warning' ? 0.7 : 0.4 });
        }
        else if (r.kind === 'ambiguous') {
            out.warnings.push({ kind: 'ambiguous-seed', path: d.path, line: d.line, detail: `matches ${r.candidates.length} files: ${r.candidates.slice(0, 8).join(', ')}; pass --seed to choose` });
        }
    }
    // 3. Failing tests.
    for (const t of symptom.tests) {
        const [file, ...names] = t.split('::');
        const r = ctx.resolver.resolve(file);
        if (r.kind !== 'ok')
            continue;
        const rec = ctx.index.files[ctx.index.fileId(r.path)];
        const fn = names[names.length - 1]?.replace(/\[.*$/, '');
        const def = fn ? rec?.defs.find((d) => d.name === fn || d.name.endsWith(`.${fn}`)) : undefined;
        add({ path: r.path, line: def?.start ?? 1, why: 'test', detail: `failing test ${t}`, confidence: 0.9 });
    }
    // 4. Messages against string literals; exception classes against definitions and raise sites.
    // When the traceback itself shows the raise statement inside the repository, the message and class add nothing
    // the frames do not already say: skip the literal table (the costliest part of a warm slice).
    const lastBlock = framesInRepo.filter((f) => f.chain === lastChain).sort((a, b) => b.order - a.order);
    const raiseShown = lastBlock.length > 0 && /^(?:raise|throw)\b/.test(lastBlock[0].source ?? '');
    const needLiterals = !raiseShown && (symptom.messages.length > 0 || symptom.exceptionTypes.length > 0);
    const table = needLiterals ? ctx.literals() : undefined;
    const lowConfidence = (ctx.lowConfidence = []);
    if (table) {
        for (const msg of symptom.messages)
            seedFromMessage(msg, table, add, ctx);
        symptom.exceptionTypes.forEach((type, i) => seedFromExceptionType(type, symptom.exceptionTypes.length === symptom.messages.length ? symptom.messages[i] : i === symptom.exceptionTypes.length - 1 ? symptom.messages[symptom.messages.length - 1] : undefined, ctx, table, out.seeds, add));
    }
    // 5. Identifiers on the user's own frames.
    // With the library's own frames present the user's line only confirms them: one definition per identifier, weak.
    const isLibrary = (g) => !ctx.isPackageFile || ctx.isPackageFile(inRepo.get(g));
    // …and when the traceback already shows the raise statement, they add nothing (and cost a scan of every definition).
    for (const f of raiseShown ? [] : userFrames(symptom.frames, inRepo, ctx.isPackageFile)) {
        const blockHasLibrary = framesInRepo.some((g) => g.chain === f.chain && g.order > f.order && isLibrary(g));
        const lastType = symptom.exceptionTypes[symptom.exceptionTypes.length - 1];
        const modules = moduleBindings(ctx, inRepo.get(f));
        seedFromUserLine(f, ctx, add, blockHasLibrary ? 0.4 : 1, modules, blockHasLibrary ? undefined : lastType, symptom.messages[symptom.messages.length - 1]);
    }
    if (table && !framesInRepo.length && !out.seeds.some((x) => x.why === 'literal' && x.confidence >= 0.7)) {
        if (!symptom.exceptionTypes.length && symptom.messages.length)
            lowConfidence.push('the message matches no distinctive literal of the repository and names no exception class: paste the traceback or the line that called the library');
    }
    // 6. Names the text mentions (an issue's prose and snippets). A bare trace whose frames already reach the raise
    // gains nothing from the names on its source lines, and looking them up costs a map of every definition.
    const sure = out.seeds.some((s) => s.confidence >= 0.95 && (s.why === 'frame' || s.why === 'explicit'));
    const prose = ctx.lexical ? isProse(ctx.lexical.text) : false;
    if (symptom.mentions.length && (prose || !sure)) {
        for (const s of seedsFromMentions(symptom.mentions, { index: ctx.index, resolver: ctx.resolver, defsNamed: (n) => defsNamed(ctx, n) }))
            add(s);
    }
    // 7. Prose: the whole text ranked lexically against the repository, when nothing structural points at the raise.
    // A user's frame + message that no frame of the repository confirms gets the same ranking, weaker: its words
    // (the call on the user's line, the message) still say which files are about it.
    // A text of one line of words beside its snippets or output (a title, a remark), no frame in the repository: ranked
    // too, weakest, so that its matches fill the budget after what the text names instead of leaving it empty.
    // An issue's words (prose, a remark) describe the project: installed packages joined to the index are not ranked
    // for them (lexicalSeeds isPackageFile). A bare message's words are the raising package's own: ranked with them
    // (deps devset, message form: peewee, markdown and httpx raise sites found only so).
    const message = symptom.messages.length > 0 && framesInRepo.length === 0 && !out.seeds.some((s) => s.why === 'literal' && s.confidence >= 0.9);
    const remark = !prose && !message && framesInRepo.length === 0 && ctx.lexical !== undefined && sentenceLines(ctx.lexical.text, 1) >= 1;
    if (ctx.lexical && !sure && (prose || message || remark)) {
        try {
            const lexical = lexicalSeeds(ctx.index, ctx.lexical.text, { read: ctx.lexical.read, noCache: ctx.lexical.noCache, weight: prose ? 1 : message ? TRACE_LEXICAL_FACTOR : REMARK_LEXICAL_FACTOR, isPackageFile: message ? undefined : ctx.isPackageFile, calibrated: prose || remark });
            // A remark's matches: each file's best definition only, so that no file's several weak matches add up past a
            // name the text mentions.
            const firstOfFile = new Set();
            for (const s of lexical) {
                if (remark && firstOfFile.has(s.path))
                    continue;
                firstOfFile.add(s.path);
                add(s);
            }
        }
        catch (err) {
            out.warnings.push({ kind: 'lexical-unavailable', path: '', line: 0, detail: `the lexical ranking failed: ${err.message}` });
        }
        if ((prose || remark) && !out.seeds.some((s) => s.confidence >= 0.5 && s.source !== 'lexical'))
            lowConfidence.push('no frame, path, literal or distinctive name of the text points at a file: the seeds are the best lexical matches of the whole text');
    }
    for (const detail of lowConfidence)
        out.warnings.push({ kind: 'low-confidence', path: '', line: 0, detail });
    // An issue's evidence on one scale (calibration.ts PROSE_CALIBRATION): what each kind was worth on issues, so that
    // the fusion weighs a quoted phrase's literal, the raise sites found from it and a name the text mentions like with
    // like. Taken after every step above, which read the raw values.
    if (prose)
        out.seeds = out.seeds.map(calibrateProseSeed);
    out.seeds = fuseSeeds(foldStubSeeds(out.seeds, ctx.index));
    // An issue describes the project (as its words do, step 7): where it reached installed packages only by a quoted
    // message's literal or frames that do not show the raise, the packages' files follow the project's own. The change
    // it asks for lands in the project, and a package literal that only looks like the message (another library's
    // error shown for comparison) would otherwise lead the list. A trace that shows the raise keeps its order.
    if (prose && !sure && ctx.isPackageFile) {
        const pkg = ctx.isPackageFile;
        out.seeds = [...out.seeds.filter((s) => !pkg(s.path)), ...out.seeds.filter((s) => pkg(s.path))];
    }
    return out;
}
/**
 * Returns true for a symptom that reads as prose (an issue, a description) rather than a bare trace or message: at
 * least two lines of sentences outside any trace (frames, their source lines, carets and error lines do not count), or
 * one line that holds a paragraph (PARAGRAPH_SENTENCES).
 * It need not mention code: a feature request in plain words ("toctree contains reference to nonexisting document")
 * is still about the repository, and its words are all there is to rank it by.
 */
export function isProse(text) {
    return sentenceLines(text, 2) >= 2;
}
/**
 * Returns how many lines of sentences (at least five words) the text holds outside any trace, counting up to `stop`;
 * a line that holds a paragraph (PARAGRAPH_SENTENCES) counts as `stop`.
 */
function sentenceLines(text, stop) {
    let lines = 0;
    for (const line of text.split('\n')) {
        if (/^\s{4,}\S|^\s*(?:File "|at\s|Traceback\b|[\^~\s]+$)|^[\w.]*(?:Error|Exception|Warning)\b/.test(line))
            continue;
        if ((line.match(/\b[A-Za-z]{2,}\b/g)?.length ?? 0) < 5)
            continue;
        if (++lines >= stop || sentencesOf(line) >= PARAGRAPH_SENTENCES)
            return stop;
    }
    return lines;
}
/**
 * Sentences on one line that make it a paragraph (an issue form's text area is often one long line). Two are not
 * enough: a remark under a snippet ("This is incorrect: for example, … The correct expression involves …") is not a
 * description, and on the issue dev set ranking it lexically pushed the definition its snippet names out of the
 * first ten files.
 */
const PARAGRAPH_SENTENCES = 3;
/** Returns how many sentences of at least five words a line holds (split at `.`, `?` or `!` and a space). */
function sentencesOf(line) {
    let n = 0;
    for (const sentence of line.split(/(?<=[.!?])\s+/))
        if ((sentence.match(/\b[A-Za-z]{2,}\b/g)?.length ?? 0) >= 5)
            n++;
    return n;
}
function seedFromMessage(msg, table, add, ctx) {
    const norm = normalizeMessage(msg);
    const generic = norm.length < 16 || !/\s/.test(norm);
    const hits = matchMessage(table, msg, { limit: 16, isTest: isTestPath, weight: ctx.literalWeight });
    if (!hits.length)
        return;
    const top = hits[0].score;
    let kept = 0;
    for (const h of hits) {
        if (h.score < top * 0.5)
            break;
        // Generic messages must not flood the seeds: at most two, low confidence. The same message raised at several
        // sites (near ties: ≥ 85% of the best score) keeps them all, up to twelve: the symptom cannot tell them apart.
        if (generic && kept >= 2)
            break;
        if (kept >= 4 && !(h.score >= top * 0.85 && kept < 12))
            break;
        const strong = h.coverage >= 0.5 ? 0.9 : h.coverage >= 0.25 ? 0.7 : 0.45;
        const confidence = round2((generic ? 0.3 : strong) * (isTestPath(h.path) ? 0.5 : 1) * (kept === 0 ? 1 : 0.9));
        add({ path: h.path, line: h.line, why: 'literal', detail: `message matches literal "${clip(h.fragments[0], 60)}" (line ${h.literalLine}, coverage ${Math.round(h.coverage * 100)}%)`, confidence });
        if (!isTestPath(h.path))
            seedFactoryRaises(h.path, h.literalLine, h.line, confidence, table, add, ctx);
        kept++;
    }
}
/** Most raise sites of one error class or factory name seeded from its message (as for near-tied literal sites). */
const MAX_FACTORY_SITES = 12;
/**
 * Errors made by a factory or a class: the literal sits in a definition (`FST_ERR_X: createError('FST_ERR_X', 'msg')`,
 * `class UnexpectedCharError(ParseError): … message = "…"`) and the error is raised wherever that name is raised.
 * Returns nothing; adds the raise/throw sites of the defined name (at most MAX_FACTORY_SITES: the symptom cannot tell
 * them apart), a little less sure than the literal, and less the more there are.
 */
function seedFactoryRaises(path, literalLine, raiseLine, confidence, table, add, ctx) {
    const names = new Set();
    const rec = ctx.index.files[ctx.index.fileId(path) ?? -1];
    // The innermost class around the literal (a message built in its constructor or as a class attribute).
    const cls = rec?.defs.filter((d) => d.kind === 'class' && d.start <= literalLine && literalLine <= d.end).sort((a, b) => b.start - a.start)[0];
    if (cls)
        names.add(cls.name.slice(cls.name.lastIndexOf('.') + 1));
    // A name the literal's statement defines: `NAME: factory(…`, `NAME = factory(…`, `exports.NAME = …`.
    const ft = ctx.text?.(path);
    if (ft) {
        for (let l = literalLine; l >= Math.max(1, literalLine - 2); l--) {
            const m = /^\s*(?:(?:export\s+)?(?:const|let|var)\s+|exports\.|module\.exports\.)?([A-Za-z_$][\w$]*)\s*[:=]\s*(?:new\s+)?[\w$.]*\(?/.exec(linesOf(ft, l, l));
            if (m && m[1].length >= 3) {
                names.add(m[1]);
                break;
            }
        }
    }
    // A literal passed to a helper of the same file that raises (`throwError(state, 'bad indentation')` →
    // `function throwError(state, message) { throw generateError(state, message); }`): the helper's raise line.
    // Two helpers deep at most (`throwError` → `YAMLException.throwAt`), each short and in the same file.
    if (ft && rec) {
        const calls = (text) => [...new Set([...text.matchAll(/([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]).filter((n) => n.length >= 3 && !NOT_API.has(n)))];
        const seen = new Set();
        // Definitions of a name: the index's, or, for members the lexer does not record (a JS class's static method),
        // a line that opens one (`static NAME(…) {`, `NAME(…) {`) with the 40 lines after it.
        const defsOf = (name) => {
            const found = rec.defs.filter((d) => d.kind !== 'class' && d.kind !== 'interface' && d.kind !== 'type' && d.name.slice(d.name.lastIndexOf('.') + 1) === name && d.end - d.start <= 40);
            if (found.length || !/^[A-Za-z_$][\w$]*$/.test(name))
                return found;
            const re = new RegExp(`^\\s*(?:static\\s+|async\\s+)*${name.replace(/\$/g, '\\$')}\\s*\\([^)]*\\)\\s*\\{\\s*$`);
            const total = lineCount(ft);
            for (let l = 1; l <= total; l++)
                if (re.test(linesOf(ft, l, l)))
                    found.push({ name, start: l, end: Math.min(total, l + 40) });
            return found.slice(0, 3);
        };
        const follow = (names, depth, via) => {
            for (const name of names) {
                for (const d of defsOf(name)) {
                    if (seen.has(d.start))
                        continue;
                    seen.add(d.start);
                    const text = linesOf(ft, d.start, d.end);
                    const at = text.split('\n').findIndex((b) => /^\s*(?:raise|throw)\b/.test(b));
                    if (at >= 0)
                        add({ path, line: d.start + at, why: 'symbol', detail: `raises in ${d.name}, reached from the helper the message's literal is passed to (${via}${d.name}, literal on line ${literalLine})`, confidence: round2(confidence * 0.85) });
                    else if (depth < 2)
                        follow(calls(text), depth + 1, `${via}${d.name} → `);
                }
            }
        };
        follow(calls(linesOf(ft, literalLine, literalLine)), 1, '');
    }
    for (const name of names) {
        let sites = raiseSitesOf(table, name).filter((x) => !isTestPath(x.path) && !(x.path === path && x.line === raiseLine));
        // Raised through a helper (`raise self.parse_error(UnexpectedCharError, …)`): raise lines that name the class,
        // in the files that import its definition.
        if (!sites.length && ft)
            sites = raisesNaming(ctx, path, name).filter((x) => !(x.path === path && x.line === raiseLine));
        if (!sites.length || sites.length > MAX_FACTORY_SITES)
            continue;
        for (const x of sites)
            add({ path: x.path, line: x.line, why: 'symbol', detail: `raises ${name}, whose definition holds the message's literal (${path}:${literalLine})`, confidence: round2(confidence * 0.85 / Math.sqrt(sites.length)) });
    }
}
/** Returns the raise/throw lines that name `name`, in `path` and the non-test files that import it (one more than MAX_FACTORY_SITES at most). */
function raisesNaming(ctx, path, name) {
    const id = ctx.index.fileId(path);
    if (id === undefined || !ctx.text)
        return [];
    const files = new Set([id]);
    const { edgeFrom, edgeTo } = ctx.index;
    for (let e = 0; e < edgeTo.length && files.size < 40; e++)
        if (edgeTo[e] === id)
            files.add(edgeFrom[e]);
    const re = new RegExp(`^\\s*(?:raise|throw)\\b.*\\b${name.replace(/[^\w$]/g, '')}\\b`);
    const out = [];
    for (const f of files) {
        const p = ctx.index.files[f].path;
        if (isTestPath(p))
            continue;
        const ft = ctx.text(p);
        if (!ft)
            continue;
        const lines = ft.text.split('\n');
        for (let i = 0; i < lines.length && out.length <= MAX_FACTORY_SITES; i++)
            if (re.test(lines[i]))
                out.push({ path: p, line: i + 1 });
    }
    return out;
}
/**
 * Returns the definitions of the index by short name: from the files whose definition names the lexical index says
 * hold the name's words, when it is loaded (prose), else from a map of every definition (built once per seeding;
 * it decodes every file's definitions, ~80 ms on sympy).
 */
function defsNamed(ctx, name) {
    const lx = ctx.defsByName ? undefined : preloadedLexical(ctx.index);
    if (lx) {
        const memo = (ctx.defsNamedMemo ??= new Map());
        const known = memo.get(name);
        if (known)
            return known;
        const files = filesDefining(lx, name);
        if (files) {
            const out = [];
            for (const id of files) {
                const file = ctx.index.files[id];
                if (implementationOf(ctx.index, file.path))
                    continue; // a stub's declaration is its implementation's (stubs.ts)
                for (const def of file.defs)
                    if (def.name.slice(def.name.lastIndexOf('.') + 1) === name)
                        out.push({ file, def });
            }
            memo.set(name, out);
            return out;
        }
    }
    if (!ctx.defsByName) {
        const m = new Map();
        for (const file of ctx.index.files) {
            if (implementationOf(ctx.index, file.path))
                continue;
            for (const def of file.defs) {
                const short = def.name.slice(def.name.lastIndexOf('.') + 1);
                const l = m.get(short);
                if (l)
                    l.push({ file, def });
                else
                    m.set(short, [{ file, def }]);
            }
        }
        ctx.defsByName = m;
    }
    return ctx.defsByName.get(name) ?? [];
}
function seedFromExceptionType(type, message, ctx, table, seeds, add) {
    if (type === 'panic')
        return;
    // The class definition.
    const defs = defsNamed(ctx, type).filter((d) => d.def.kind === 'class').map((d) => ({ path: d.file.path, line: d.def.start }));
    const realDefs = defs.filter((d) => !isTestPath(d.path));
    if (realDefs.length && realDefs.length <= 3) {
        for (const d of realDefs)
            add({ path: d.path, line: d.line, why: 'symbol', detail: `definition of ${type}`, confidence: round2(0.6 / realDefs.length) });
    }
    // The raise sites, fewer = more telling; with many, keep only those in files already seeded.
    const sites = raiseSitesOf(table, type).filter((s) => !isTestPath(s.path));
    if (!sites.length)
        return;
    if (sites.length <= 4) {
        for (const s of sites)
            add({ ...s, why: 'symbol', detail: `raises ${type} (1 of ${sites.length} raise sites)`, confidence: round2(0.75 / sites.length) });
        return;
    }
    const seededFiles = new Set(seeds.filter((s) => s.why === 'frame' || s.why === 'symbol' || s.why === 'literal').map((s) => s.path));
    const near = sites.filter((s) => seededFiles.has(s.path));
    if (near.length && near.length <= 6) {
        for (const s of near)
            add({ ...s, why: 'symbol', detail: `raises ${type} in a seeded file (${sites.length} raise sites in the repo)`, confidence: 0.3 });
        return;
    }
    // Nothing else points at a site: keep the sites whose statement has the message's shape, in the files most
    // imported by the rest of the repository (closest to its public API), within a small cap.
    // (The user's own frames, in a project joined with its packages, point at no site of the class.)
    const libraryFrame = (x) => x.why === 'frame' && (!ctx.isPackageFile || ctx.isPackageFile(x.path));
    if (!ctx.text || seeds.some((x) => libraryFrame(x) || (x.why === 'literal' && x.confidence >= 0.7)))
        return;
    const central = centralSites(ctx.index, sites, (s) => raiseHasShape(ctx.text(s.path), s.line, type, message), 3, 10);
    central.forEach((s, rank) => add({ ...s, why: 'symbol', detail: `raises ${type}${message === undefined ? ' without a message' : ' with a computed value'}, one of ${sites.length} raise sites of ${type}, in a file imported by ${s.fanIn} others`, confidence: round2(0.25 / (1 + rank / 4)) }));
    if (central.length)
        ctx.lowConfidence?.push(`${type}: ${central.length} of its ${sites.length} raise sites, of the message's shape, were seeded by how widely their files are imported; the symptom does not tell them apart`);
}
/**
 * Returns true when the raise statement at `line` has the shape the message implies: with no message, a bare
 * `raise X` / `raise X()`; with a message that is only a value (`KeyError: 'key'`, `TemplateNotFound: index.html`),
 * `raise X(expr)` whose argument is not a string literal (the value is computed: the user's own key).
 */
export function raiseHasShape(ft, line, type, message) {
    if (!ft)
        return false;
    const stmt = linesOf(ft, line, line).trim();
    const name = type.replace(/[^\w$]/g, '');
    if (message === undefined)
        return new RegExp(`^(?:raise|throw(?:\\s+new)?)\\s+(?:[\\w.]+\\.)?${name}\\s*(?:\\(\\s*\\))?\\s*(?:from\\b.*)?;?$`).test(stmt);
    // A message that is only a value: quoted (`KeyError: 'x'`), or one token printed as is (`TemplateNotFound: index.html`).
    if (!/^(["'])[^]*\1$/.test(message.trim()) && !/^\S{1,80}$/.test(message.trim()))
        return false;
    return new RegExp(`^(?:raise|throw(?:\\s+new)?)\\s+(?:[\\w.]+\\.)?${name}\\(\\s*[A-Za-z_$][\\w$.]*\\s*\\)`).test(stmt);
}
/**
 * Returns up to `maxSites` of the `sites` that pass `keep`, from at most `maxFiles` files, the files most imported
 * within the repository first (`keep` is only asked about the files visited, most imported first).
 */
function centralSites(index, sites, keep, maxFiles, maxSites) {
    if (!sites.length)
        return [];
    const fanIn = new Int32Array(index.files.length);
    for (let e = 0; e < index.edgeTo.length; e++)
        if (index.edgeFrom[e] !== index.edgeTo[e])
            fanIn[index.edgeTo[e]]++;
    const byFile = new Map();
    for (const s of sites) {
        const fi = fanIn[index.fileId(s.path) ?? -1] ?? 0;
        const l = byFile.get(s.path);
        if (l)
            l.push({ ...s, fanIn: fi });
        else
            byFile.set(s.path, [{ ...s, fanIn: fi }]);
    }
    const files = [...byFile.values()].sort((a, b) => b[0].fanIn - a[0].fanIn || cmp(a[0].path, b[0].path));
    const out = [];
    let used = 0;
    for (const f of files) {
        if (used >= maxFiles || out.length >= maxSites)
            break;
        const kept = f.filter(keep);
        if (kept.length)
            used++;
        for (const s of kept)
            if (out.length < maxSites)
                out.push(s);
    }
    return out;
}
/**
 * Returns the user's own frames: per traceback block, the innermost frame of the user's code that precedes the
 * library's frames (or, with no library frame in the block, the innermost user frame with a source line). The
 * user's code is what lies outside the repository and outside installed packages; with `isPackageFile` (an index
 * joined with installed packages) it is also the project's own files.
 */
export function userFrames(frames, inRepo, isPackageFile) {
    const out = [];
    const chains = [...new Set(frames.map((f) => f.chain))];
    const library = (f) => inRepo.has(f) && (!isPackageFile || isPackageFile(inRepo.get(f)));
    const user = (f) => !f.internal && !!f.source && (inRepo.has(f)
        ? !!isPackageFile && !isPackageFile(inRepo.get(f))
        : !/\/(?:site|dist)-packages\/|\/node_modules\/|\/lib\/python3\.\d+\//.test(f.path));
    for (const c of chains) {
        const block = frames.filter((f) => f.chain === c && f.format !== 'path').sort((a, b) => a.order - b.order);
        const firstLib = block.findIndex(library);
        const outside = (firstLib === -1 ? block : block.slice(0, firstLib)).filter(user);
        const f = outside[outside.length - 1];
        if (f)
            out.push(f);
    }
    return out;
}
/**
 * Returns the names the user's file binds to modules (`pd` for `import pandas as pd`, `semver` for
 * `const semver = require('semver')`, `fields` for `from django.forms import fields`), plus the top-level module
 * names of the index (a receiver spelled as a package name). A call through such a receiver names a module-level
 * function, not a method.
 */
function moduleBindings(ctx, userPath) {
    const out = new Set();
    const paths = new Set(ctx.index.files.map((f) => f.path));
    for (const p of paths) {
        const py = /^(?:(.*)\/)?([A-Za-z_]\w*)\/__init__\.py$/.exec(p); // a top-level package: its parent is no package
        if (py && !paths.has(py[1] ? `${py[1]}/__init__.py` : '__init__.py'))
            out.add(py[2]);
        const js = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(p);
        if (js)
            out.add(js[1]);
    }
    const text = userPath ? ctx.text?.(userPath)?.text : undefined;
    if (!text)
        return out;
    const re = /^\s*import\s+([\w.]+)(?:\s+as\s+(\w+))?|^\s*from\s+[\w.]+\s+import\s+\(?([\w\s,]+?)\)?\s*$|(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*require\(|import\s+(?:\*\s+as\s+)?([A-Za-z_$][\w$]*)\s+from\s+['"]/gm;
    let m;
    while ((m = re.exec(text))) {
        if (m[1])
            out.add(m[2] ?? m[1].split('.')[0]);
        if (m[3])
            for (const part of m[3].split(',')) {
                const n = part.trim().split(/\s+as\s+/).pop();
                if (n)
                    out.add(n);
            }
        if (m[4])
            out.add(m[4]);
        if (m[5])
            out.add(m[5]);
    }
    return out;
}
/** Returns the identifiers a source line calls, indexes or dereferences (string contents ignored). */
export function callIdentifiers(source) {
    const out = [];
    const code = source.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""'); // string contents are data, not API names
    const re = /[A-Za-z_$][\w$]*/g;
    let m;
    while ((m = re.exec(code))) {
        const name = m[0];
        let i = m.index - 1;
        while (i >= 0 && code[i] === ' ')
            i--;
        const member = code[i] === '.';
        let receiver;
        if (member) {
            let j = i - 1;
            while (j >= 0 && code[j] === ' ')
                j--;
            const rm = /[A-Za-z_$][\w$]*$/.exec(code.slice(0, j + 1));
            receiver = rm?.[0];
        }
        let k = m.index + name.length;
        while (k < code.length && code[k] === ' ')
            k++;
        const open = code[k] === '(' || code[k] === '[' ? code[k] : undefined;
        if (!member && !open)
            continue;
        if (!member && open === '[' && !/^[A-Z]/.test(name))
            continue;
        if (NOT_API.has(name) || name.length < 2)
            continue;
        if (!out.some((o) => o.name === name))
            out.push({ name, member, receiver });
    }
    return out;
}
/** Returns the keyword arguments of a call line whose literal value is `value` (`how="sideways"` for `'sideways'`). */
export function keywordsWithValue(source, value) {
    const v = value.replace(/^(["'])(.*)\1$/, '$2');
    const out = [];
    const re = /\b([A-Za-z_]\w*)\s*=\s*(["'])((?:\\.|(?!\2).)*)\2/g;
    let m;
    while ((m = re.exec(source)))
        if (m[3] === v && !out.includes(m[1]))
            out.push(m[1]);
    return out;
}
function seedFromUserLine(f, ctx, add, weight, modules, excType, keyMessage) {
    const ids = callIdentifiers(f.source);
    for (const id of ids.slice(0, 6)) {
        const found = [];
        for (const { file, def: d } of defsNamed(ctx, id.name)) {
            if (file.lang === 'other')
                continue;
            {
                const isMethod = d.name.includes('.');
                if (isMethod && d.name.split('.').some((part) => part.startsWith('_')))
                    continue; // private class
                if (d.kind !== 'function' && d.kind !== 'method' && d.kind !== 'class')
                    continue;
                let score = d.kind === 'class' ? 0.8 : isMethod ? 0.9 : 1;
                const moduleReceiver = id.receiver !== undefined && modules.has(id.receiver);
                if (moduleReceiver)
                    score += isMethod ? -0.3 : 0.3; // `pd.merge(` → a module-level function
                else if (id.member && isMethod)
                    score += 0.15; // `left.merge(` → a method
                if (isTestPath(file.path))
                    score *= 0.1;
                if (/(?:^|\/)_[^/]*\//.test(file.path) || /\/_[^/]*\.\w+$/.test(file.path))
                    score *= 0.7;
                if (/(?:^|\/)(?:vendor|vendored|compat|_vendor|benchmarks?|asv_bench|doc|docs|examples?)\//.test(file.path))
                    score *= 0.3;
                found.push({ file, start: d.start, name: d.name, score });
            }
        }
        if (!found.length)
            continue;
        // `@overload` stubs precede the implementation: of same-named definitions in one file keep the last.
        for (let i = found.length - 1; i >= 0; i--) {
            if (found.some((o, j) => j !== i && o.file === found[i].file && o.name === found[i].name && o.start > found[i].start))
                found.splice(i, 1);
        }
        // A definition a package `__init__` re-exports is the public API entry point.
        for (const d of found)
            if (exportedByInit(ctx, d.file, d.name))
                d.score += 0.2;
        found.sort((a, b) => b.score - a.score || a.file.path.length - b.file.path.length || cmp(a.file.path, b.file.path) || a.start - b.start);
        const keep = found.slice(0, weight < 1 ? 1 : found.length > 12 ? 2 : 3);
        keep.forEach((d, rank) => {
            add({ path: d.file.path, line: d.start, why: 'symbol', detail: `\`${id.name}\` on the user's line "${clip(f.source, 60)}" → ${d.name}${found.length > keep.length ? ` (best of ${found.length} definitions)` : ''}`, confidence: round2((weight * Math.min(0.8, 0.6 * d.score)) / (rank + 1)) });
        });
        // The library's frames are hidden: follow the entry point's calls to the raise statements of the error's class.
        if (excType && ctx.text && excType !== 'panic') {
            const entries = keep.slice(0, 2).map((d) => ({ file: d.file, def: d.file.defs.find((x) => x.start === d.start && x.name === d.name) })).filter((e) => e.def);
            const reached = raisesReachable({ index: ctx.index, defsNamed: (n) => defsNamed(ctx, n), text: ctx.text }, entries, excType, { maxDepth: 4, limit: 3 });
            reached.forEach((r, rank) => {
                add({ path: r.path, line: r.line, why: 'symbol', detail: `raises ${excType}, reached by following calls from \`${id.name}\`: ${r.path_.join(' → ')}`, confidence: round2(0.55 / (rank + 1)) });
            });
            // No raise of the class is reachable: the runtime raised it (`open()` → a missing file): the library's calls
            // of the runtime's raising builtins.
            if (!reached.length) {
                const called = raisesReachable({ index: ctx.index, defsNamed: (n) => defsNamed(ctx, n), text: ctx.text }, entries, excType, { maxDepth: 5, limit: 3, lines: RUNTIME_RAISERS });
                called.forEach((r, rank) => {
                    add({ path: r.path, line: r.line, why: 'symbol', detail: `calls a runtime builtin that raises by itself (no raise of ${excType} is reachable), reached by following calls from \`${id.name}\`: ${r.path_.join(' → ')}`, confidence: round2(0.5 / (rank + 1)) });
                });
            }
            // An error whose message is only the value the user passed for a keyword (`how="sideways"` → `'sideways'`)
            // comes from a lookup by that parameter: find `[how]` along the same calls.
            if (keyMessage && /^(["']).*\1$/.test(keyMessage.trim())) {
                for (const kw of keywordsWithValue(f.source, keyMessage)) {
                    const looked = raisesReachable({ index: ctx.index, defsNamed: (n) => defsNamed(ctx, n), text: ctx.text }, entries, excType, { maxDepth: 6, limit: 2, lines: new RegExp(`\\[\\s*(?:self\\.)?${kw}\\s*\\]`) });
                    looked.forEach((r, rank) => {
                        add({ path: r.path, line: r.line, why: 'symbol', detail: `looks up \`${kw}\` (the user passed ${kw}=${keyMessage}, the missing key), reached by following calls from \`${id.name}\`: ${r.path_.join(' → ')}`, confidence: round2(0.5 / (rank + 1)) });
                    });
                }
            }
        }
    }
}
/**
 * Returns true when a package `__init__` file importing `file` names `name`'s top-level part (Python's re-export
 * of a public API name), e.g. `from .sympy_parser import parse_expr`.
 */
function exportedByInit(ctx, file, name) {
    if (!ctx.text)
        return false;
    const id = ctx.index.fileId(file.path);
    const top = name.split('.')[0];
    const { edgeFrom, edgeTo } = ctx.index;
    const word = new RegExp(`\\b${top.replace(/[^\w$]/g, '')}\\b`);
    for (let e = 0; e < edgeTo.length; e++) {
        if (edgeTo[e] !== id)
            continue;
        const init = ctx.index.files[edgeFrom[e]];
        if (!/(?:^|\/)__init__\.py$/.test(init.path))
            continue;
        const ft = ctx.text(init.path);
        if (ft && word.test(ft.text))
            return true;
    }
    return false;
}
/** Returns seeds for explicit `PATH[:LINE]` arguments, with an `unresolved-seed` warning for each one not found. */
export function explicitSeeds(specs, resolver) {
    const seeds = [];
    const warnings = [];
    for (const spec of specs) {
        const m = /^(.*?)(?::(\d+))?$/.exec(spec);
        const r = resolver.resolve(m[1]);
        const line = m[2] ? Number(m[2]) : 1;
        if (r.kind === 'ok')
            seeds.push({ path: r.path, line, why: 'explicit', detail: `--seed ${spec}`, confidence: 1 });
        else if (r.kind === 'ambiguous')
            warnings.push({ kind: 'ambiguous-seed', path: m[1], line, detail: `--seed ${spec} matches ${r.candidates.join(', ')}` });
        else
            warnings.push({ kind: 'unresolved-seed', path: m[1], line, detail: `--seed ${spec}: no such file in the repository index` });
    }
    return { seeds, warnings };
}
function clip(s, n) {
    return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}
function round2(x) {
    return Math.round(x * 100) / 100;
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

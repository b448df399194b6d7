// The whole replay of a prose task's ranked list (src/slice/fuse.ts rankTaskSymbols with rankedList's `byEnd`) over a
// dump of bench/issues-dump.mjs: every definition of the first ten seed files re-scored as the slicer scores it
// (def-terms.mjs: own lines, docstring words at DOC_WEIGHT), its evidence (seeds inside, the text naming it whole or
// by the end of its name), and the merge into one list, with the merge's structure as parameters (how a file's k-th
// definition is discounted, how many of a file's definitions compete, a factor per kind of definition) so that the
// list's composition can be varied offline (fit-list.mjs) and its misses read (fn-misses.mjs). Agrees with the dumps'
// own lists (fn-misses.mjs prints the agreement).
import { defTerms, fileTerms } from './def-terms.mjs';
import { SEED_SHARE, VARIABLE, DECAY, PER_FILE, innermost } from './replay.mjs';

const dist = (m) => import(new URL(`../../../${process.env.CK_DIST ?? 'dist'}/${m}`, import.meta.url).href);
const { mentionedNames, namesDef, namesDefByEnd } = await dist('slice/def-mentions.js');
const { tokenizeCode } = await dist('rank/tokenize.js');
const { syntaxMethods } = await dist('slice/def-syntax.js');

/** fuse.ts TASK_FILE_RANK_EXP, TASK_MENTION_SHARE, TASK_END_MENTION_SHARE, TASK_RANKED_FILES, TASK_DOC_WEIGHT; rank/symbols.ts. */
export const RANK_EXP = 0.5, MENTION_SHARE = 0.2, END_SHARE = 0.4, FILES = 10, DOC_WEIGHT = 0.2;
const NAME_WEIGHT = 3, K1 = 1.2, B = 0.75;

/**
 * Returns the dumped files of issue `i` with every definition scored: `{ f, defs: [{ path, d, lex, seed, named, end,
 * fileRank, prior }] }`, where `lex` is the definition's lexical score (own lines, docstring words at DOC_WEIGHT),
 * `seed` the strongest seed inside it, `named` / `end` whether the text names it (def-mentions.ts), and `prior` its
 * file's evidence / rank^RANK_EXP. `texts` holds the files' texts (def-terms.mjs loadDump).
 */
export function scoreTaskDefs(i, texts, idfMode = 'global', o = {}) {
  // o.files: the seed files whose definitions compete (TASK_RANKED_FILES; default FILES).
  const nameW = o.nameW ?? NAME_WEIGHT, docW = o.docW ?? DOC_WEIGHT, classW = o.classW ?? 1;
  const named = mentionedNames(i.text);
  const ops = syntaxMethods(i.text);
  const qIndex = new Map(i.qterms.map((q, k) => [q.term, k]));
  const files = [];
  for (const f of i.files.slice(0, o.files ?? FILES)) {
    if (!f.defs.length) continue;
    const ft = fileTerms(i, f, texts, qIndex);
    const scored = f.defs.map((d) => {
      if (!ft.lines) return { d, lex: d.own };
      const { inName, code, doc, len } = defTerms(d, f, i.qterms.length, qIndex, ft);
      // With o.classW: the name's parts before its last (`Class` of `Class.method`) count that much of the last's.
      if (classW !== 1) {
        const inLast = new Float64Array(i.qterms.length);
        for (const t of tokenizeCode(d.name.slice(d.name.lastIndexOf('.') + 1))) { const q = qIndex.get(t); if (q !== undefined) inLast[q]++; }
        for (let k = 0; k < inName.length; k++) inName[k] = inLast[k] + classW * Math.max(0, inName[k] - inLast[k]);
      }
      return { d, inName, code, doc, len };
    });
    const avg = Math.max(1, scored.reduce((s, x) => s + (x.len ?? 0), 0) / Math.max(1, scored.length));
    const prior = f.evidence / f.rank ** RANK_EXP;
    files.push({ f, scored, avg, prior, ft });
  }
  // With idfMode 'local' or 'mix': each term's idf over the definitions of these files (a term most of them hold says
  // nothing about which one is meant; the file ranking already counted it), alone or times the index-wide idf^0.5.
  const nDefs = files.reduce((s, x) => s + x.scored.length, 0);
  const dfl = new Float64Array(i.qterms.length);
  for (const x of files) for (const y of x.scored) if (y.inName) i.qterms.forEach((_, k) => { if (y.inName[k] || y.code[k] || y.doc[k]) dfl[k]++; });
  const idfOf = (q, k) => {
    const local = Math.log(1 + (nDefs - dfl[k] + 0.5) / (dfl[k] + 0.5));
    if (typeof idfMode === 'number') return local ** idfMode * q.idf ** (1 - idfMode);
    return idfMode === 'local' ? local : idfMode === 'mix' ? Math.sqrt(local * q.idf) : q.idf;
  };
  const out = [];
  for (const { f, scored, avg, prior, ft } of files) {
    // The strongest seed inside each definition per source of evidence (lexical, mention, other).
    const seedBy = new Map();
    for (const s of i.seeds) {
      if (s.path !== f.path) continue;
      const d = innermost(f.defs, s.line);
      if (!d) continue;
      const by = seedBy.get(d) ?? {};
      const src = s.src === 'lexical' || s.src === 'mention' ? s.src : 'other';
      by[src] = Math.max(by[src] ?? 0, Math.min(1, s.c));
      seedBy.set(d, by);
    }
    const defs = scored.map((x) => {
      let lex = x.lex;
      // Per query term, what it adds to `lex` (for replays that look at which words a definition matches).
      let byTerm;
      if (lex === undefined) {
        const bn = 1 / (1 - B + (B * x.len) / avg);
        lex = 0;
        byTerm = new Float64Array(i.qterms.length);
        i.qterms.forEach((q, k) => {
          const a = nameW * x.inName[k] + (x.code[k] + docW * x.doc[k]) * bn;
          if (a) { byTerm[k] = ((o.qmul ? o.qmul[k] : 1) * q.qw * idfOf(q, k) * (K1 + 1) * a) / (K1 + a); lex += byTerm[k]; }
        });
      }
      const isNamed = namesDef(named, x.d);
      return { path: f.path, d: x.d, lex, byTerm, seed: ft.seedIn.get(x.d) ?? 0, seedBy: seedBy.get(x.d) ?? {}, named: isNamed, end: !isNamed && namesDefByEnd(named, x.d), op: x.d.name.includes('.') && ops.has(x.d.name.slice(x.d.name.lastIndexOf('.') + 1)), fileRank: f.rank, prior };
    });
    // Moved: a lexical seed at a class's line goes to the class's best-matching member instead (lexSeedClass 'move').
    for (const r of defs) {
      if (r.d.kind !== 'class' || !r.seedBy.lexical) continue;
      let bestM;
      for (const m of defs) if (m !== r && m.d.start > r.d.start && m.d.end <= r.d.end && m.d.kind !== 'class' && (!bestM || m.lex > bestM.lex)) bestM = m;
      if (bestM) bestM.movedLex = Math.max(bestM.movedLex ?? 0, r.seedBy.lexical);
    }
    out.push({ f, defs });
  }
  return out;
}

/** The slicer's list structure (fuse.ts): TASK_RANK_DECAY, TASK_SYMBOLS_PER_FILE, no factor for classes, TASK_VARIABLE_FACTOR. */
export const BASE = { decay: DECAY, perFile: PER_FILE, classF: 1, varF: VARIABLE, firstFiveCap: Infinity, lexSeed: 1, mentionSeed: 1, lexSeedClass: 1, otherSeed: 1, op: 0, mentionSeedClass: 1 };
/** The list as the slicer makes it now: BASE with the three landed changes (fuse.ts TASK_SYNTAX_SHARE, a lexical seed at a class's line not counted for the class; scoreTaskDefs with idf SLICER_IDF, TASK_DEF_IDF). */
export const SLICER = { ...BASE, op: 0.3, lexSeedClass: 0 };
export const SLICER_IDF = 0.5;

/**
 * Returns the merged list of scored files `files` (scoreTaskDefs), best first, each entry `{ path, d, s, v, inFile }`
 * (`v` the definition's evidence before its file's prior and kind factor, `inFile` its rank in its file), under the
 * structure `p` (BASE's keys): a file's first `perFile` definitions compete, its k-th at score / k^decay; a module-level
 * variable's score times `varF`, a class's (own lines, without its methods) times `classF`; with `firstFiveCap`, at
 * most that many definitions of one file among the first five (the others move down, after the fifth).
 */
export function mergeTaskList(files, p = BASE) {
  const best = Math.max(0, ...files.flatMap((x) => x.defs.map((y) => y.lex)));
  const out = [];
  for (const { defs } of files) {
    const local = [];
    for (const r of defs) {
      const share = best > 0 ? r.lex / best : 0;
      const miss = r.named ? 1 - MENTION_SHARE : r.end ? 1 - END_SHARE : 1;
      const lexF = r.d.kind === 'class' ? (p.lexSeedClass === 'move' ? 0 : p.lexSeedClass) : p.lexSeed;
      const lexIn = Math.max(r.seedBy.lexical ?? 0, p.lexSeedClass === 'move' ? r.movedLex ?? 0 : 0);
      const menF = r.d.kind === 'class' ? p.mentionSeedClass : p.mentionSeed;
      const seed = lexF === 1 && menF === 1 && p.mentionSeed === 1 && p.otherSeed === 1 && p.lexSeedClass !== 'move' ? r.seed : Math.min(1 / SEED_SHARE, Math.max(p.otherSeed * (r.seedBy.other ?? 0), lexF * lexIn, menF * (r.seedBy.mention ?? 0)));
      const v = 1 - (1 - share * share) * (1 - SEED_SHARE * seed) * miss * (r.op ? 1 - p.op : 1);
      if (v <= 0) continue;
      const kind = r.d.kind === 'variable' ? p.varF : r.d.kind === 'class' ? p.classF : 1;
      local.push({ path: r.path, d: r.d, v, s: r.prior * v * kind, fileRank: r.fileRank });
    }
    local.sort((a, b) => b.s - a.s || a.d.start - b.d.start);
    local.forEach((r, k) => { r.inFile = k + 1; });
    local.slice(0, p.perFile).forEach((r, k) => out.push({ ...r, s: r.s / (k + 1) ** p.decay }));
  }
  out.sort((a, b) => b.s - a.s);
  if (!Number.isFinite(p.firstFiveCap)) return out;
  const head = [];
  const rest = [];
  const n = new Map();
  for (const r of out) {
    if (head.length < 5 && (n.get(r.path) ?? 0) < p.firstFiveCap) { head.push(r); n.set(r.path, (n.get(r.path) ?? 0) + 1); } else rest.push(r);
  }
  return [...head, ...rest];
}

/** Returns the 1-based rank of the first gold definition in a ranked list (each path#name counted once), or null. */
export function firstGoldRank(list) {
  const seen = new Set();
  for (const r of list) {
    const key = `${r.path}#${r.d.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (r.d.gold) return seen.size;
  }
  return null;
}

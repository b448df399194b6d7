/**
 * The dependency scorer: the API the user's own code calls. The identifiers on the user's own line (`pd.merge(…)`)
 * → the definitions they name (a module-level function through a module's name, a method through an object), the
 * entry points of the library; with the library's frames hidden, the entry point's calls followed to the raise
 * statements of the error's class (calls.ts), to the runtime builtins that raise by themselves, or to a lookup by the
 * keyword whose value the message holds.
 */
import type { FileRecord } from '../../../repo/types.js';
import { isTestPath } from '../../../graph/tests.js';
import { isConsumer } from '../../consumers.js';
import type { Frame } from '../../symptom/index.js';
import { raisesReachable } from '../../calls.js';
import { reexportingModuleOf, runtimeRaisers } from '../../../languages/index.js';
import { clip, cmp, defsNamed, round2 } from '../context.js';
import { explain } from '../explanation.js';
import type { CandidatePool } from '../combiner.js';
import type { Scorer, SeedContext } from '../types.js';
import { callIdentifiers, keywordsWithValue, moduleBindings, userFrames, withSourceLines, type CallIdentifier } from './user-line.js';

/** Identifiers of a user's line looked up at most (in line order). */
const IDENTIFIERS = 6;
/** Weight of the user's line when the library's own frames are present (it only confirms them). */
const CONFIRMING_WEIGHT = 0.4;
/** A definition's score by kind (function, method, class) and what a receiver says of it. */
const KIND_SCORE = { function: 1, method: 0.9, class: 0.8 } as const;
/** What a call through a module's name (`pd.merge(`) adds to a module-level function (and takes from a method). Set by hand; not fitted. */
const MODULE_RECEIVER = 0.3;
/** What a call on an object (`left.merge(`) adds to a method. Set by hand; not fitted. */
const MEMBER_RECEIVER = 0.15;
/** Factors of a definition in a test file, in a private module or folder, and in vendored, compat, docs, examples or consumer code. */
const TEST_FACTOR = 0.1;
/** Factor of a definition in a private module or folder (`_x.py`, `_impl/`): rarely the API a user calls. Set by hand; not fitted. */
const PRIVATE_FACTOR = 0.7;
/** Factor of a definition in vendored, compatibility, documentation or example code. Set by hand; not fitted. */
const NOT_API_FACTOR = 0.3;
/** What a package `__init__` re-exporting the definition adds (the public API entry point). */
const EXPORTED = 0.2;
/** Confidence of an entry point: 0.6 × its score, at most ENTRY_MAX, divided by its rank. */
const ENTRY_SHARE = 0.6;
/** The most an entry point is sure of: the user's line names the API, not where it fails. Set by hand; not fitted. */
const ENTRY_MAX = 0.8;
/** Confidence of a raise reached from the entry point, of a runtime raiser's call, and of a keyword's lookup. */
const REACHED_RAISE = 0.55;
/** Confidence of the first call of a runtime builtin that raises by itself (`open()`), when no raise of the class is reachable. Set by hand; not fitted. */
const RUNTIME_CALL = 0.5;
/** Confidence of the first lookup by the keyword whose value the message holds (`[how]` for `how="sideways"`). Set by hand; not fitted. */
const KEYWORD_LOOKUP = 0.5;

/** The scorer. When the traceback already shows the raise statement, the user's line adds nothing. */
export const dependencyScorer: Scorer = {
  name: 'dependency',
  score(q, pool) {
    const { symptom, ctx } = q;
    const { inRepo, framesInRepo, raiseShown } = q.located;
    // With the library's own frames present the user's line only confirms them: one definition per identifier, weak.
    const isLibrary = (g: Frame): boolean => !ctx.isPackageFile || ctx.isPackageFile(inRepo.get(g)!);
    // A Node stack prints no source line: a frame in the project's own file reads it there.
    const own = ctx.isPackageFile ? withSourceLines(symptom.frames, inRepo, ctx, (p) => !ctx.isPackageFile!(p)) : { frames: symptom.frames, inRepo };
    for (const f of raiseShown ? [] : userFrames(own.frames, own.inRepo, ctx.isPackageFile)) {
      const blockHasLibrary = framesInRepo.some((g) => g.chain === f.chain && g.order > f.order && isLibrary(g));
      const lastType = symptom.exceptionTypes[symptom.exceptionTypes.length - 1];
      const modules = moduleBindings(ctx, own.inRepo.get(f));
      seedFromUserLine(f, ctx, pool, blockHasLibrary ? CONFIRMING_WEIGHT : 1, modules, blockHasLibrary ? undefined : lastType, symptom.messages[symptom.messages.length - 1]);
    }
  },
};

/** A definition a user's identifier may name, with its score as the API entry point. */
interface Entry { file: FileRecord; start: number; name: string; score: number; because: string[] }

function seedFromUserLine(f: Frame, ctx: SeedContext, pool: CandidatePool, weight: number, modules: ReadonlySet<string>, excType?: string, keyMessage?: string): void {
  for (const id of callIdentifiers(f.source!, modules).slice(0, IDENTIFIERS)) {
    const found = entryDefinitions(ctx, id, modules);
    if (!found.length) continue;
    const keep = found.slice(0, weight < 1 ? 1 : found.length > 12 ? 2 : 3);
    keep.forEach((d, rank) => {
      const how = explain('dependency', round2(d.score), `${d.name} as the API entry point of \`${id.name}\`: ${d.because.join(', ')}; confidence ${weight < 1 ? `${weight} (the library's frames are shown) × ` : ''}min(${ENTRY_MAX}, ${ENTRY_SHARE} × score)${rank ? ` / ${rank + 1} (its rank among the definitions of the name)` : ''}`);
      pool.add({ path: d.file.path, line: d.start, why: 'symbol', detail: `\`${id.name}\` on the user's line "${clip(f.source!, 60)}" → ${d.name}${found.length > keep.length ? ` (best of ${found.length} definitions)` : ''}`, confidence: round2((weight * Math.min(ENTRY_MAX, ENTRY_SHARE * d.score)) / (rank + 1)) }, [how]);
    });
    // The library's frames are hidden: follow the entry point's calls to the raise statements of the error's class.
    if (excType && ctx.text && excType !== 'panic') followToRaises(ctx, pool, f, id, keep, excType, keyMessage);
  }
}

/** Returns the definitions `id` may name, best entry point first (see the module comment). */
function entryDefinitions(ctx: SeedContext, id: CallIdentifier, modules: ReadonlySet<string>): Entry[] {
  const found: Entry[] = [];
  for (const { file, def: d } of defsNamed(ctx, id.name)) {
    if (file.lang === 'other') continue;
    const isMethod = d.name.includes('.');
    if (isMethod && d.name.split('.').some((part) => part.startsWith('_'))) continue; // private class
    if (d.kind !== 'function' && d.kind !== 'method' && d.kind !== 'class') continue;
    const kind = d.kind === 'class' ? 'class' : isMethod ? 'method' : 'function';
    let score: number = KIND_SCORE[kind];
    const because = [`a ${kind} ${score}`];
    const moduleReceiver = id.receiver !== undefined && modules.has(id.receiver);
    if (moduleReceiver) { score += isMethod ? -MODULE_RECEIVER : MODULE_RECEIVER; because.push(`called through the module \`${id.receiver}\` ${isMethod ? '−' : '+'}${MODULE_RECEIVER}`); } // `pd.merge(` → a module-level function
    else if (id.member && isMethod) { score += MEMBER_RECEIVER; because.push(`called on an object +${MEMBER_RECEIVER}`); } // `left.merge(` → a method
    if (isTestPath(file.path)) { score *= TEST_FACTOR; because.push(`in a test file × ${TEST_FACTOR}`); }
    if (/(?:^|\/)_[^/]*\//.test(file.path) || /\/_[^/]*\.\w+$/.test(file.path)) { score *= PRIVATE_FACTOR; because.push(`in a private module × ${PRIVATE_FACTOR}`); }
    if (/(?:^|\/)(?:vendor|vendored|compat|_vendor|benchmarks?|doc|docs|examples?)\//.test(file.path) || isConsumer(ctx.index, file.path, ctx.isPackageFile)) { score *= NOT_API_FACTOR; because.push(`in vendored, compatibility, documentation, example or consumer code × ${NOT_API_FACTOR}`); }
    found.push({ file, start: d.start, name: d.name, score, because });
  }
  // A call through a name the user's file binds to a module (`Mustache.render(`, `parse(` taken out of `uuid`) is the
  // module's: a definition of the same name in the project's own files is not meant, when an installed one exists.
  const own = (e: Entry): boolean => !!ctx.isPackageFile && !ctx.isPackageFile(e.file.path);
  if ((modules.has(id.receiver ?? '') || (!id.member && modules.has(id.name))) && found.some((e) => !own(e))) {
    for (let i = found.length - 1; i >= 0; i--) if (own(found[i]!)) found.splice(i, 1);
  }
  // `@overload` stubs precede the implementation: of same-named definitions in one file keep the last.
  for (let i = found.length - 1; i >= 0; i--) {
    if (found.some((o, j) => j !== i && o.file === found[i]!.file && o.name === found[i]!.name && o.start > found[i]!.start)) found.splice(i, 1);
  }
  // A definition a package `__init__` re-exports is the public API entry point.
  for (const d of found) { const by = exportedBy(ctx, d.file, d.name); if (by) { d.score += EXPORTED; d.because.push(`re-exported by a package ${by} +${EXPORTED}`); } }
  return found.sort((a, b) => b.score - a.score || a.file.path.length - b.file.path.length || cmp(a.file.path, b.file.path) || a.start - b.start);
}

/**
 * Returns nothing; adds the raises of `excType` reached by calls from the first two entry points; when none is, the
 * library's calls of the runtime's raising builtins; and for a message that is only the value the user passed for a
 * keyword, the lookups by that keyword.
 */
function followToRaises(ctx: SeedContext, pool: CandidatePool, f: Frame, id: CallIdentifier, keep: readonly Entry[], excType: string, keyMessage: string | undefined): void {
  const entries = keep.slice(0, 2).map((d) => ({ file: d.file, def: d.file.defs.find((x) => x.start === d.start && x.name === d.name)! })).filter((e) => e.def);
  const walk = { index: ctx.index, defsNamed: (n: string) => defsNamed(ctx, n), text: ctx.text! };
  const reached = raisesReachable(walk, entries, excType, { maxDepth: 4, limit: 3 });
  reached.forEach((r, rank) => {
    pool.add({ path: r.path, line: r.line, why: 'symbol', detail: `raises ${excType}, reached by following calls from \`${id.name}\`: ${r.path_.join(' → ')}`, confidence: round2(REACHED_RAISE / (rank + 1)) }, [explain('dependency', REACHED_RAISE, `the ${rank + 1}. raise of ${excType} a breadth-first walk of the calls reaches, ${r.depth} call(s) deep: ${REACHED_RAISE} / ${rank + 1}`)]);
  });
  // No raise of the class is reachable: the runtime raised it (`open()` → a missing file): the library's calls
  // of the runtime's raising builtins (the packs' runtimeRaisers).
  const raisers = runtimeRaisers();
  if (!reached.length && raisers) {
    const called = raisesReachable(walk, entries, excType, { maxDepth: 5, limit: 3, lines: raisers });
    called.forEach((r, rank) => {
      pool.add({ path: r.path, line: r.line, why: 'symbol', detail: `calls a runtime builtin that raises by itself (no raise of ${excType} is reachable), reached by following calls from \`${id.name}\`: ${r.path_.join(' → ')}`, confidence: round2(RUNTIME_CALL / (rank + 1)) }, [explain('dependency', RUNTIME_CALL, `the ${rank + 1}. call of a raising builtin the walk reaches, ${r.depth} call(s) deep: ${RUNTIME_CALL} / ${rank + 1}`)]);
    });
  }
  // An error whose message is only the value the user passed for a keyword (`how="sideways"` → `'sideways'`)
  // comes from a lookup by that parameter: find `[how]` along the same calls.
  if (keyMessage && /^(["']).*\1$/.test(keyMessage.trim())) {
    for (const kw of keywordsWithValue(f.source!, keyMessage)) {
      const looked = raisesReachable(walk, entries, excType, { maxDepth: 6, limit: 2, lines: new RegExp(`\\[\\s*(?:self\\.)?${kw}\\s*\\]`) });
      looked.forEach((r, rank) => {
        pool.add({ path: r.path, line: r.line, why: 'symbol', detail: `looks up \`${kw}\` (the user passed ${kw}=${keyMessage}, the missing key), reached by following calls from \`${id.name}\`: ${r.path_.join(' → ')}`, confidence: round2(KEYWORD_LOOKUP / (rank + 1)) }, [explain('dependency', KEYWORD_LOOKUP, `the ${rank + 1}. lookup by \`${kw}\` the walk reaches, ${r.depth} call(s) deep: ${KEYWORD_LOOKUP} / ${rank + 1}`)]);
      });
    }
  }
}

/**
 * Returns the name of the re-exporting module (a pack's `reexportingModule`, Python's `__init__`) that imports `file`
 * and names `name`'s top-level part (`from .sympy_parser import parse_expr`), or undefined.
 */
function exportedBy(ctx: SeedContext, file: FileRecord, name: string): string | undefined {
  if (!ctx.text) return undefined;
  const id = ctx.index.fileId(file.path);
  const top = name.split('.')[0]!;
  const { edgeFrom, edgeTo } = ctx.index;
  const word = new RegExp(`\\b${top.replace(/[^\w$]/g, '')}\\b`);
  for (let e = 0; e < edgeTo.length; e++) {
    if (edgeTo[e] !== id) continue;
    const init = ctx.index.files[edgeFrom[e]!]!;
    const by = reexportingModuleOf(init.path);
    if (!by) continue;
    const ft = ctx.text(init.path);
    if (ft && word.test(ft.text)) return by;
  }
  return undefined;
}


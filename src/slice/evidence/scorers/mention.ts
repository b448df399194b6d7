/**
 * The mention scorer: what an issue names outside its frames (paths, dotted modules, `Class.method`, identifiers and
 * the calls of its snippets), resolved against the index's files and qualified definitions. A name defined once in
 * the repository outweighs a common one: each mention's confidence is divided among the definitions it could mean.
 */
import type { Def, FileRecord, RepoIndex } from '../../../repo/types.js';
import { isTestFile } from '../../test-content.js';
import { isVendored } from '../../vendored.js';
import { NOT_LIBRARY_FACTOR } from './lexical.js';
import type { PathResolver } from '../../resolve.js';
import type { Mention } from '../../symptom/index.js';
import type { ManifestSeed } from '../../types.js';
import { defsNamed, round2 } from '../context.js';
import { explain } from '../explanation.js';
import { moduleFileCandidates } from '../../../languages/index.js';
import type { Scorer } from '../types.js';

/** Base confidence of each kind of mention, before it is shared among the definitions it could mean. */
export const MENTION_WEIGHT = { path: 0.8, module: 0.7, qualified: 0.7, call: 0.45, identifier: 0.4 } as const;
/** Share of a module mention's weight when only a code snippet names it (an import line); also of a name imported. */
export const IMPORTED_MODULE_FACTOR = 0.45;
/**
 * Share of a call mention's weight when the snippet only declares its data with it (`x = Symbol('x')`,
 * `Mention.declares`): the issue is about what is done with that data next.
 */
export const DECLARATION_FACTOR = 0.5;
/** A name with more definitions than this (outside tests) says nothing about where to look. */
export const MAX_DEFS_PER_NAME = 6;
/** Mentions read per symptom (most specific first): an issue rarely names more that matter. */
const MAX_MENTIONS = 40;
/**
 * A mention's weight by how often the text names it (REPEAT_ONCE for once, each further time REPEAT_STEP more, up to
 * 1), and its factor when only the prose names it (not a snippet, not backticks).
 */
const REPEAT_ONCE = 0.75;
/** What each further time the text names it adds, up to 1. */
const REPEAT_STEP = 0.125;
/** Factor of a mention only the prose makes (not a snippet, not backticks). */
const PROSE_FACTOR = 0.85;

/**
 * The scorer: what the text names (paths, dotted modules, `Class.method`, identifiers, the calls of its snippets).
 * A bare trace whose frames already reach the raise gains nothing from the names on its source lines, and looking
 * them up costs a map of every definition: prose always, other symptoms only with no sure location.
 */
export const mentionScorer: Scorer = {
  name: 'mention',
  score(q, pool) {
    const { symptom, ctx } = q;
    if (!symptom.mentions.length || !(q.prose || !pool.sure())) return;
    for (const s of seedsFromMentions(symptom.mentions, { index: ctx.index, resolver: ctx.resolver, defsNamed: (n) => defsNamed(ctx, n) })) pool.add(s);
  },
};

/** What resolving mentions reads. */
export interface MentionContext {
  index: RepoIndex;
  resolver: PathResolver;
  defsNamed(name: string): { file: FileRecord; def: Def }[];
}

/** Returns the seeds the mentions point at (several per mention when a name has several definitions). */
export function seedsFromMentions(mentions: readonly Mention[], ctx: MentionContext, declarationFactor = DECLARATION_FACTOR): ManifestSeed[] {
  const out: ManifestSeed[] = [];
  // Names a snippet of the text calls without a receiver: the same name on its own (`refine` in backticks) means
  // what those calls reach.
  const calledBare = new Set(mentions.flatMap((m) => m.bare ?? []));
  let weighed = '';
  const push = (defs: readonly { file: FileRecord; def: Def }[], name: string, kind: Mention['kind'], c: number, note: string, shared: string): void => {
    // A definition in a vendored copy is the other project's: the name more likely means the project's own use, so
    // it weighs as the lexical scorer weighs documentation, examples and vendored files in the lexical ranking.
    for (const d of defs) {
      const vendored = isVendored(ctx.index, d.file.path);
      const confidence = round2(c * (vendored ? NOT_LIBRARY_FACTOR : 1));
      const detail = `the text names \`${name}\` (${kind}${note}) → ${d.def.name}${vendored ? ' (in a vendored copy)' : ''}`;
      out.push({ path: d.file.path, line: d.def.start, why: 'symbol', source: 'mention', detail, confidence, explanation: explain('mention', confidence, detail, [explain('mention', round2(c), `${weighed}; ${shared}${vendored ? `; in a vendored copy × ${NOT_LIBRARY_FACTOR}` : ''}`)]) });
    }
  };
  const repeat = (m: Mention): number => Math.min(1, REPEAT_ONCE + REPEAT_STEP * (m.count - 1)) * (m.where === 'prose' ? PROSE_FACTOR : 1);
  for (const m of mentions.slice(0, MAX_MENTIONS)) {
    // A module a snippet imports (`import matplotlib.pyplot as plt`) is how the user reaches the code, rarely where
    // the fault is: it counts for less than a module the prose names. So does a name only an import line holds
    // (`from pkg import Name`): where the snippet uses it, that use is a mention of its own.
    const imported = (m.kind === 'module' && m.where === 'code') || (m.kind === 'identifier' && m.imported);
    const base = MENTION_WEIGHT[m.kind] * repeat(m) * (imported ? IMPORTED_MODULE_FACTOR : 1) * (m.declares ? declarationFactor : 1);
    weighed = `${m.kind} ${MENTION_WEIGHT[m.kind]}, named ${m.count} time(s)${m.where === 'prose' ? ' in prose' : ''} × ${round2(repeat(m))}${imported ? `, only imported × ${IMPORTED_MODULE_FACTOR}` : ''}${m.declares ? `, a call declaring the snippet's data × ${declarationFactor}` : ''}`;
    const located = (path: string, line: number, detail: string): ManifestSeed => ({ path, line, why: 'path', source: 'mention', detail, confidence: round2(base), explanation: explain('mention', round2(base), detail, [explain('mention', round2(base), weighed)]) });
    if (m.kind === 'path') {
      const r = ctx.resolver.resolve(m.text.replace(/[:#].*$/, ''));
      if (r.kind === 'ok') out.push(located(r.path, m.line ?? 1, `the text names ${m.text}`));
      continue;
    }
    if (m.kind === 'module') {
      const file = moduleFile(ctx, m.parts);
      if (file) { out.push(located(file, 1, `the text names module ${m.text}`)); continue; }
      // `pkg.mod.func` written as a module path: try it as a qualified name.
    }
    const parts = m.kind === 'call' ? m.parts : m.parts.length ? m.parts : [m.text];
    const names = m.kind === 'call' ? parts : [parts[parts.length - 1]!];
    for (const name of names) {
      if (name.length < 3) continue;
      let defs = ctx.defsNamed(name).filter((d) => !isTestFile(d.file) && d.file.lang !== 'other');
      if (m.kind === 'qualified' || m.kind === 'module') {
        // `DataFrame.merge`, `np.linalg.norm`: prefer definitions whose class or module path carries the qualifier.
        const qual = parts.slice(0, -1).map((q) => q.toLowerCase());
        const fit = defs.filter((d) => qual.some((q) => d.def.name.toLowerCase().split('.').includes(q) || d.file.path.toLowerCase().split(/[/.]/).includes(q)));
        if (fit.length) defs = fit;
      }
      const share = m.kind === 'call' ? 1 / Math.sqrt(names.length) : 1;
      // `Point(1, 2).distance(q)` (or `p.distance(q)` after `p = Point(1, 2)`): the `distance` of a class `Point`, when
      // the repository has one, is meant more than the other definitions of the name. It gets a seed of its own, not
      // shared with them (nor cut by their number); they keep theirs, since the member may be inherited or delegate.
      const owners = m.kind === 'call' ? m.members?.filter(([, n]) => n === name).map(([c]) => c) : undefined;
      const own = owners?.length ? defs.filter((d) => owners.some((c) => d.def.name.split('.').slice(0, -1).includes(c))) : [];
      const callShare = share < 1 ? `, one of the ${names.length} names the call holds: / √${names.length}` : '';
      if (own.length) push(own, name, m.kind, base / Math.sqrt(own.length) * share, `, a member of ${owners!.join(' or ')}`, `a member of the class the snippet built, one of ${own.length}: / √${own.length}${callShare}`);
      // `refine(x)` with no receiver calls a function or a class in scope (and so does the name on its own, `refine`,
      // in a text whose snippets call it so), and a capitalized name on its own (`Add`) names a class, by the
      // convention of Python and JavaScript alike: the methods of that name (a dispatch table's `Handler.Add`) are not
      // meant, and they divided the mention's weight or pushed it past MAX_DEFS_PER_NAME.
      const bare = m.kind === 'call' ? m.bare?.includes(name) : m.kind === 'identifier' && calledBare.has(name);
      if (bare || (m.kind !== 'qualified' && m.kind !== 'module' && /^[A-Z]/.test(name))) {
        const free = defs.filter((d) => d.def.kind !== 'method');
        if (free.length) defs = free;
      }
      if (!defs.length || defs.length > MAX_DEFS_PER_NAME) continue;
      push(defs, name, m.kind, base / Math.sqrt(defs.length) * share, defs.length > 1 ? `, 1 of ${defs.length} definitions` : '', `shared among the ${defs.length} definition(s) of the name: / √${defs.length}${callShare}`);
    }
  }
  return out;
}

/** Returns the file of a dotted module path (`pkg.sub.mod` → `…/pkg/sub/mod.py` or its `__init__.py`), if unique. */
function moduleFile(ctx: MentionContext, parts: readonly string[]): string | undefined {
  if (parts.length < 2) return undefined;
  const rel = parts.join('/');
  for (const cand of moduleFileCandidates(rel)) {
    const r = ctx.resolver.resolve(cand);
    if (r.kind === 'ok' && r.matched >= Math.min(2, parts.length)) return r.path;
  }
  return undefined;
}

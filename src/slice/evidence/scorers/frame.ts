/**
 * The frame scorer: the locations the symptom states. Stack frames that resolve into the repository (the innermost is
 * the raise, 1.0; a frame inside a vendored copy yields that to the project's own innermost frame), `path:line`
 * mentions, and compiler and linter diagnostics (by severity).
 */
import type { Frame, ParsedSymptom } from '../../symptom/index.js';
import { dependencyRoot } from '../../resolve.js';
import { frameDependencyOf } from '../../../languages/index.js';
import { isVendored } from '../../vendored.js';
import type { ManifestWarning } from '../../types.js';
import { clip } from '../context.js';
import { explain } from '../explanation.js';
import type { LocatedFrames, Scorer, SeedContext } from '../types.js';

/** How many dependencies whose frames name no path are declared one by one (the rest in one warning). */
const MAX_DECLARED_DEPENDENCIES = 5;
/** Confidence of the innermost frame of the last chain (the raise), and of an innermost frame of an earlier chain. */
const RAISE_FRAME = 1;
/** Confidence of the innermost frame of an earlier chain (where a cause of the error was raised). */
const EARLIER_RAISE_FRAME = 0.95;
/** Confidence of an outer frame, and of a `path:line` the text mentions outside a trace. */
const OUTER_FRAME = 0.85;
/** Confidence of a `path:line` the text writes outside a trace. */
const PATH_LINE = 0.6;
/** Confidence of a diagnostic by its severity. */
const DIAGNOSTIC = { error: 0.95, warning: 0.7, other: 0.4 } as const;

/**
 * Returns the symptom's frames against the repository (which resolve into it, the last chain, whether the raise
 * statement is shown); pushes an `ambiguous-seed` warning per frame path that matches several files, and the roots of
 * installed packages that unresolved frames point into onto `dependencyRoots`.
 */
export function locateFrames(symptom: ParsedSymptom, ctx: SeedContext, warnings: ManifestWarning[], dependencyRoots: string[]): LocatedFrames {
  const inRepo = new Map<Frame, string>();
  const reported = new Set<string>();
  let folders: Set<string> | undefined;
  const declaredDeps: string[] = [];
  for (const f of symptom.frames) {
    if (f.internal || f.path.startsWith('<')) continue;
    const r = ctx.resolver.resolve(f.path, f.qualifiedClass);
    if (r.kind === 'ok') { inRepo.set(f, r.path); continue; }
    if (r.kind === 'ambiguous' && !reported.has(f.path)) {
      reported.add(f.path);
      warnings.push({ kind: 'ambiguous-seed', path: f.path, line: f.line ?? 0, detail: `matches ${r.candidates.length} files by its last ${r.matched} path segments: ${r.candidates.slice(0, 8).join(', ')}${r.candidates.length > 8 ? ', …' : ''}; pass --seed to choose` });
      continue;
    }
    const dep = dependencyRoot(f.path);
    if (dep) { if (!dependencyRoots.includes(dep)) dependencyRoots.push(dep); continue; }
    // A frame that names no path (a JVM frame: a class and a file name) is declared in a dependency by its language.
    const declared = frameDependencyOf(f, (p) => (folders ??= folderSuffixes(ctx.index.files.map((x) => x.path))).has(p));
    if (declared && !reported.has(`\0${declared.name}`)) {
      reported.add(`\0${declared.name}`);
      if (declaredDeps.length < MAX_DECLARED_DEPENDENCIES) warnings.push({ kind: 'dependency-frame', path: declared.name, line: 0, detail: declared.detail });
      declaredDeps.push(declared.name);
    }
  }
  // A framework's trace passes through many packages: past the first few, one warning names the rest.
  const more = declaredDeps.slice(MAX_DECLARED_DEPENDENCIES);
  if (more.length) warnings.push({ kind: 'dependency-frame', path: more[0]!, line: 0, detail: `frames of ${more.length} more dependencies are not in this repository either: ${more.join(', ')}` });
  const framesInRepo = [...inRepo.keys()];
  const lastChain = Math.max(-1, ...framesInRepo.map((f) => f.chain));
  // When the traceback itself shows the raise statement inside the repository, the message and class add nothing
  // the frames do not already say.
  const lastBlock = framesInRepo.filter((f) => f.chain === lastChain).sort((a, b) => b.order - a.order);
  const raiseShown = lastBlock.length > 0 && /^(?:raise|throw)\b/.test(lastBlock[0]!.source ?? '');
  return { inRepo, framesInRepo, lastChain, raiseShown };
}

/** Returns every trailing part of the folders of `paths` (`a/b/c/x.java` gives `a/b/c`, `b/c`, `c`). */
function folderSuffixes(paths: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    const segs = p.split('/').slice(0, -1);
    for (let k = 0; k < segs.length; k++) out.add(segs.slice(k).join('/'));
  }
  return out;
}

/** The scorer. */
export const frameScorer: Scorer = {
  name: 'frame',
  score(q, pool) {
    const { inRepo, framesInRepo, lastChain } = q.located;
    // A frame inside a vendored copy (vendored.ts) is a dependency's, shipped inside the project: when its chain has
    // frames of the project's own code, the innermost of those is where the project met the error, the copy's frames
    // beyond it weigh as outer frames.
    const vendored = new Set(framesInRepo.filter((f) => isVendored(q.ctx.index, inRepo.get(f)!)));
    const counts = (f: Frame, g: Frame): boolean => !vendored.has(g) || !framesInRepo.some((h) => h.chain === f.chain && !vendored.has(h));
    for (const f of framesInRepo) {
      const innermost = counts(f, f) && !framesInRepo.some((g) => g.chain === f.chain && g.order > f.order && counts(f, g));
      const [confidence, rule] = innermost ? (f.chain === lastChain ? [RAISE_FRAME, 'the innermost frame of the last chain: where the error was raised'] : [EARLIER_RAISE_FRAME, 'the innermost frame of an earlier chain: where its cause was raised'])
        : f.format === 'path' ? [PATH_LINE, 'a path:line written outside a trace'] : [OUTER_FRAME, vendored.has(f) ? 'a frame in a vendored copy, past the project\'s own innermost frame' : 'an outer frame: a caller on the way to the raise'];
      const where = f.format === 'path' ? 'mentioned as path:line' : `${f.format} frame${f.func ? ` in ${f.func}` : ''}${innermost ? ' (innermost)' : ''}`;
      pool.add({ path: inRepo.get(f)!, line: f.line ?? 1, why: f.format === 'path' ? 'path' : 'frame', detail: where, confidence }, [explain('frame', confidence, rule)]);
    }
    for (const d of q.symptom.diagnostics) {
      const r = q.ctx.resolver.resolve(d.path);
      if (r.kind === 'ok') {
        const confidence = d.severity === 'error' ? DIAGNOSTIC.error : d.severity === 'warning' ? DIAGNOSTIC.warning : DIAGNOSTIC.other;
        pool.add({ path: r.path, line: d.line, why: 'path', detail: `${d.tool} ${d.severity}${d.code ? ` ${d.code}` : ''}: ${clip(d.message, 80)}`, confidence }, [explain('frame', confidence, `a diagnostic of severity ${d.severity} at this line`)]);
      } else if (r.kind === 'ambiguous') {
        q.warnings.push({ kind: 'ambiguous-seed', path: d.path, line: d.line, detail: `matches ${r.candidates.length} files: ${r.candidates.slice(0, 8).join(', ')}; pass --seed to choose` });
      }
    }
  },
};

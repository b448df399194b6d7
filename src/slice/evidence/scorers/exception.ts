/**
 * Part of the message scorer: the exception class against its definition and its raise sites (fewer sites, more
 * confidence); with many sites, those in files already seeded, or, when nothing else points at a site, those whose
 * statement has the message's shape in the files most imported by the rest of the repository.
 */
import type { RepoIndex } from '../../../repo/types.js';
import { isTestPath } from '../../../graph/tests.js';
import { raiseSitesOf, type LiteralTable } from '../../literals.js';
import { linesOf, type FileText } from '../../ranges.js';
import type { ManifestSeed } from '../../types.js';
import { cmp, defsNamed, round2 } from '../context.js';
import { explain } from '../explanation.js';
import type { CandidatePool } from '../combiner.js';
import type { SeedContext } from '../types.js';

/** A class defined at most this many times (outside tests) seeds its definitions, sharing CLASS_DEFINITION. */
const MAX_CLASS_DEFS = 3;
/** Confidence the definitions of the exception class share. Set by hand; not fitted. */
const CLASS_DEFINITION = 0.6;
/** A class raised at most this many times seeds every site, sharing FEW_SITES. */
const MAX_FEW_SITES = 4;
/** Confidence the raise sites of a rarely raised class share. Set by hand; not fitted. */
const FEW_SITES = 0.75;
/** Sites in files already seeded, seeded at NEAR_SITE when there are at most MAX_NEAR_SITES of them. */
const MAX_NEAR_SITES = 6;
/** Confidence of a raise site of the class in a file other evidence seeded. Set by hand; not fitted. */
const NEAR_SITE = 0.3;
/** Sites of the message's shape in the most imported files: files and sites at most, and the first one's confidence. */
const CENTRAL_FILES = 3;
/** Raise sites of the message's shape seeded at most from the most imported files. */
const CENTRAL_SITES = 10;
/** Confidence of the first such site; the k-th gets CENTRAL_SITE / (1 + k/4). Set by hand; not fitted. */
const CENTRAL_SITE = 0.25;

/** Returns nothing; adds the definition and the raise sites of exception class `type` to `pool`. */
export function seedFromExceptionType(type: string, message: string | undefined, ctx: SeedContext, table: LiteralTable, pool: CandidatePool): void {
  if (type === 'panic') return;
  // The class definition.
  const defs = defsNamed(ctx, type).filter((d) => d.def.kind === 'class').map((d) => ({ path: d.file.path, line: d.def.start }));
  const realDefs = defs.filter((d) => !isTestPath(d.path));
  if (realDefs.length && realDefs.length <= MAX_CLASS_DEFS) {
    const because = [explain('message', CLASS_DEFINITION, `the exception class ${type} has ${realDefs.length} definition(s) outside tests; they share ${CLASS_DEFINITION}`)];
    for (const d of realDefs) pool.add({ path: d.path, line: d.line, why: 'symbol', detail: `definition of ${type}`, confidence: round2(CLASS_DEFINITION / realDefs.length) }, because);
  }
  // The raise sites, fewer = more telling; with many, keep only those in files already seeded.
  const sites = raiseSitesOf(table, type).filter((s) => !isTestPath(s.path));
  if (!sites.length) return;
  if (sites.length <= MAX_FEW_SITES) {
    const because = [explain('message', FEW_SITES, `${type} is raised at ${sites.length} site(s) outside tests; they share ${FEW_SITES}`)];
    for (const s of sites) pool.add({ ...s, why: 'symbol', detail: `raises ${type} (1 of ${sites.length} raise sites)`, confidence: round2(FEW_SITES / sites.length) }, because);
    return;
  }
  const seeds = pool.seeds;
  const seededFiles = new Set(seeds.filter((s) => s.why === 'frame' || s.why === 'symbol' || s.why === 'literal').map((s) => s.path));
  const near = sites.filter((s) => seededFiles.has(s.path));
  if (near.length && near.length <= MAX_NEAR_SITES) {
    const because = [explain('message', NEAR_SITE, `one of the ${near.length} raise sites of ${type} (of ${sites.length}) in files other evidence seeded`)];
    for (const s of near) pool.add({ ...s, why: 'symbol', detail: `raises ${type} in a seeded file (${sites.length} raise sites in the repo)`, confidence: NEAR_SITE }, because);
    return;
  }
  // Nothing else points at a site: keep the sites whose statement has the message's shape, in the files most
  // imported by the rest of the repository (closest to its public API), within a small cap.
  // (The user's own frames, in a project joined with its packages, point at no site of the class.)
  const libraryFrame = (x: ManifestSeed): boolean => x.why === 'frame' && (!ctx.isPackageFile || ctx.isPackageFile(x.path));
  if (!ctx.text || seeds.some((x) => libraryFrame(x) || (x.why === 'literal' && x.confidence >= 0.7))) return;
  const central = centralSites(ctx.index, sites, (s) => raiseHasShape(ctx.text!(s.path), s.line, type, message), CENTRAL_FILES, CENTRAL_SITES);
  central.forEach((s, rank) => pool.add({ ...s, why: 'symbol', detail: `raises ${type}${message === undefined ? ' without a message' : ' with a computed value'}, one of ${sites.length} raise sites of ${type}, in a file imported by ${s.fanIn} others`, confidence: round2(CENTRAL_SITE / (1 + rank / 4)) }, [explain('message', CENTRAL_SITE, `the ${rank + 1}. raise site of the message's shape, in the files most imported by the rest of the repository: ${CENTRAL_SITE} / (1 + ${rank}/4)`)]));
  if (central.length) ctx.lowConfidence?.push(`${type}: ${central.length} of its ${sites.length} raise sites, of the message's shape, were seeded by how widely their files are imported; the symptom does not tell them apart`);
}

/**
 * Returns true when the raise statement at `line` has the shape the message implies: with no message, a bare
 * `raise X` / `raise X()`; with a message that is only a value (`KeyError: 'key'`, `TemplateNotFound: index.html`),
 * `raise X(expr)` whose argument is not a string literal (the value is computed: the user's own key).
 */
export function raiseHasShape(ft: FileText | undefined, line: number, type: string, message: string | undefined): boolean {
  if (!ft) return false;
  const stmt = linesOf(ft, line, line).trim();
  const name = type.replace(/[^\w$]/g, '');
  if (message === undefined) return new RegExp(`^(?:raise|throw(?:\\s+new)?)\\s+(?:[\\w.]+\\.)?${name}\\s*(?:\\(\\s*\\))?\\s*(?:from\\b.*)?;?$`).test(stmt);
  // A message that is only a value: quoted (`KeyError: 'x'`), or one token printed as is (`TemplateNotFound: index.html`).
  if (!/^(["'])[^]*\1$/.test(message.trim()) && !/^\S{1,80}$/.test(message.trim())) return false;
  return new RegExp(`^(?:raise|throw(?:\\s+new)?)\\s+(?:[\\w.]+\\.)?${name}\\(\\s*[A-Za-z_$][\\w$.]*\\s*\\)`).test(stmt);
}

/**
 * Returns up to `maxSites` of the `sites` that pass `keep`, from at most `maxFiles` files, the files most imported
 * within the repository first (`keep` is only asked about the files visited, most imported first).
 */
function centralSites(index: RepoIndex, sites: readonly { path: string; line: number }[], keep: (s: { path: string; line: number }) => boolean, maxFiles: number, maxSites: number): { path: string; line: number; fanIn: number }[] {
  if (!sites.length) return [];
  const fanIn = new Int32Array(index.files.length);
  for (let e = 0; e < index.edgeTo.length; e++) if (index.edgeFrom[e] !== index.edgeTo[e]) fanIn[index.edgeTo[e]!]!++;
  const byFile = new Map<string, { path: string; line: number; fanIn: number }[]>();
  for (const s of sites) {
    const fi = fanIn[index.fileId(s.path) ?? -1] ?? 0;
    const l = byFile.get(s.path);
    if (l) l.push({ ...s, fanIn: fi });
    else byFile.set(s.path, [{ ...s, fanIn: fi }]);
  }
  const files = [...byFile.values()].sort((a, b) => b[0]!.fanIn - a[0]!.fanIn || cmp(a[0]!.path, b[0]!.path));
  const out: { path: string; line: number; fanIn: number }[] = [];
  let used = 0;
  for (const f of files) {
    if (used >= maxFiles || out.length >= maxSites) break;
    const kept = f.filter(keep);
    if (kept.length) used++;
    for (const s of kept) if (out.length < maxSites) out.push(s);
  }
  return out;
}

// Import resolution over the whole file set: raw imports (from the lexers) become (from, to, line, kind) edges,
// unresolved imports and per-file external specifiers, each file by the resolver of its language pack. Pure: a
// function of the file set, the raw imports and the config files the resolvers read.
import type { EdgeKind, FileRecord, Lang, RawImport, UnresolvedImport } from './types.js';
import { EDGE_KINDS } from './types.js';
import { packEdgesKernel } from './pack-edges-kernel.js';
import { IndexedFile } from './record.js';
import { MapKeySet, sortedPathSet, type SortedPathSet } from './path-set.js';
import { parseImportBlob } from './columns.js';
import { LANGUAGES, packOfLang, resolvingPackOf } from '../languages/index.js';
import type { LanguagePack, ModuleResolver, ResolveContext } from '../languages/types.js';

const KIND_INDEX = new Map<EdgeKind, number>(EDGE_KINDS.map((k, i) => [k, i]));

/** One file's resolution: edges as (to, line, kind) triples, unresolved imports, sorted external specifiers. */
export interface FileEdges { edges: number[]; unresolved: { line: number; specifier: string; reason: string }[]; external: string[] }

/** Resolves the imports of files of one file set (`paths`, whose order gives the file ids). */
export class EdgeResolver {
  private readonly byPath: Map<string, number> | null = null;
  private readonly sorted: SortedPathSet | null = null;
  private readonly ctx: ResolveContext;
  private readonly resolvers = new Map<LanguagePack, ModuleResolver | null>();

  /**
   * `few`: only a few files will be resolved (an incremental index), so the file set is looked up by binary search
   * over `paths` when they are sorted (SortedPathSet) instead of hashed into a Map and a Set first.
   */
  constructor(root: string, paths: readonly string[], dependencyRoots: readonly string[], warn: (m: string) => void, importsOf: (id: number) => RawImport[] = () => [], few = false) {
    const sorted = few ? sortedPathSet(paths) : null;
    let files: ReadonlySet<string>;
    if (sorted) {
      this.sorted = files = sorted;
    } else {
      const byPath = this.byPath = new Map<string, number>();
      for (let i = 0; i < paths.length; i++) byPath.set(paths[i], i);
      files = new MapKeySet(byPath);
    }
    this.ctx = { root, paths, files, dependencyRoots, importsOf, warn };
  }

  /** Returns the id of the file at `path`, or undefined when it is not in the file set. */
  idOf(path: string): number | undefined {
    if (this.byPath) return this.byPath.get(path);
    const i = this.sorted!.indexOf(path);
    return i < 0 ? undefined : i;
  }

  /** Returns the resolver of `pack` over this file set (made on first use), or null when the pack has none. */
  resolverOf(pack: LanguagePack): ModuleResolver | null {
    let r = this.resolvers.get(pack);
    if (r === undefined) {
      r = pack.resolver ? pack.resolver(this.ctx) : null;
      this.resolvers.set(pack, r);
    }
    return r;
  }

  /** Returns the resolution of the imports of file `from` (at `path`, of kind `lang`; `other` files by the floor). */
  resolveFile(from: number, path: string, lang: Lang, imports: readonly RawImport[]): FileEdges {
    const out: FileEdges = { edges: [], unresolved: [], external: [] };
    const pack = resolvingPackOf(path, lang);
    const resolver = pack ? this.resolverOf(pack) : null;
    if (!resolver) return out;
    const external = new Set<string>();
    for (const imp of imports) {
      const r = resolver.resolve(path, imp);
      if (r.external !== undefined) external.add(r.external);
      if (r.unresolved !== undefined) out.unresolved.push({ line: imp.line, specifier: imp.specifier, reason: r.unresolved });
      const kind = KIND_INDEX.get(imp.kind) ?? 0;
      for (let t = 0; t < r.targets.length; t++) {
        const to = this.idOf(r.targets[t]);
        if (to === undefined || to === from) continue;
        const own = r.kinds?.[t];
        out.edges.push(to, imp.line, own === undefined ? kind : KIND_INDEX.get(own) ?? kind);
      }
    }
    if (external.size) out.external = [...external].sort();
    return out;
  }
}

/**
 * A pack's files go to its batch resolver only when they are at least 1/BATCH_MIN_SHARE of the file set. A batch
 * kernel's fixed cost grows with the file set (it is handed every path and builds its table of them: ~225 ms at 100k
 * files), the one-by-one path's with the files resolved (the resolver is built either way): an incremental index that
 * resolved its 10 changed files in the kernel spent most of its resolution there. Both give the same answers
 * (test/repo/resolve-kernel.test.ts; test/repo/incremental.test.ts holds the cache of an update, resolved one by one,
 * byte-identical to a cold build's, resolved in the kernel).
 */
const BATCH_MIN_SHARE = 16;
/** A resolution of fewer than 1/FEW_SHARE of the file set looks paths up by binary search (EdgeResolver `few`). */
const FEW_SHARE = 64;

/**
 * Returns the edge quadruples and unresolved imports of files `ids` (resolved against the whole file set). With
 * `blobOf` (each file's import blob), the files of a pack whose resolver answers whole batches (a kernel) go to it in
 * one call first, when they are enough of the file set (BATCH_MIN_SHARE); the files it hands back, and every other
 * file, are resolved one by one from `importsOf`.
 */
export function resolveFiles(root: string, files: FileRecord[], ids: number[], importsOf: (id: number) => RawImport[], dependencyRoots: readonly string[], warn: (m: string) => void, blobOf?: (id: number) => string): { quads: Int32Array; unresolved: UnresolvedImport[]; resolved: number[] } {
  const paths = files.map((f) => f.path);
  const resolver = new EdgeResolver(root, paths, dependencyRoots, warn, importsOf, ids.length * FEW_SHARE < files.length);
  if (ids.length < files.length) ids = withAffected(resolver, files, ids);
  const resolved = ids;
  const batchQuads: Int32Array[] = [];
  let oneByOne = ids;
  for (const pack of blobOf ? LANGUAGES : []) {
    const mine = ids.filter((i) => packOfLang(files[i].lang) === pack);
    if (!mine.length || mine.length * BATCH_MIN_SHARE < files.length) continue;
    const batch = resolver.resolverOf(pack)?.resolveBatch?.(mine, blobOf!);
    if (!batch) continue;
    batchQuads.push(batch.quads);
    const answered = new Uint8Array(files.length);
    for (let t = 0; t < mine.length; t++) {
      const ext = batch.externals[t];
      if (ext === null) continue;
      answered[mine[t]] = 1;
      setExternals(files[mine[t]], ext);
    }
    oneByOne = oneByOne.filter((i) => !answered[i]);
  }
  const quads: number[] = [];
  const unresolved: UnresolvedImport[] = [];
  for (const i of oneByOne) {
    const f = files[i];
    if (!resolvingPackOf(f.path, f.lang)) continue;
    addFileEdges(i, f, resolver.resolveFile(i, f.path, f.lang, importsOf(i)), quads, unresolved);
  }
  if (!batchQuads.length) return { quads: Int32Array.from(quads), unresolved, resolved };
  const all = new Int32Array(batchQuads.reduce((s, q) => s + q.length, 0) + quads.length);
  let at = 0;
  for (const q of batchQuads) { all.set(q, at); at += q.length; }
  all.set(quads, at);
  return { quads: all, unresolved, resolved };
}

/** Returns `ids` (changed files) with the files their packs' resolvers say a change to them affects, in id order. */
function withAffected(resolver: EdgeResolver, files: FileRecord[], ids: number[]): number[] {
  const byPack = new Map<LanguagePack, string[]>();
  for (const i of ids) {
    const pack = packOfLang(files[i].lang);
    if (!pack) continue;
    const list = byPack.get(pack);
    if (list) list.push(files[i].path);
    else byPack.set(pack, [files[i].path]);
  }
  const out = new Set(ids);
  for (const [pack, changed] of byPack) {
    const more = resolver.resolverOf(pack)?.affectedBy?.(changed);
    for (const p of more ?? []) { const id = resolver.idOf(p); if (id !== undefined) out.add(id); }
  }
  return out.size === ids.length ? ids : [...out].sort((a, b) => a - b);
}

/** Sets a record's external specifiers from their blob (kept as the blob, parsed only if read). */
function setExternals(f: FileRecord, blob: string): void {
  if (f instanceof IndexedFile) f.setExternalBlob(blob);
  else f.external = JSON.parse(blob) as string[];
}

/** Appends one file's resolution to `quads` and `unresolved`, and sets its record's external specifiers. */
function addFileEdges(from: number, f: FileRecord, r: FileEdges, quads: number[], unresolved: UnresolvedImport[]): void {
  for (let k = 0; k < r.edges.length; k += 3) quads.push(from, r.edges[k], r.edges[k + 1], r.edges[k + 2]);
  for (const u of r.unresolved) unresolved.push({ from, line: u.line, specifier: u.specifier, reason: u.reason });
  const cur = f.external, ext = r.external;
  if (cur.length !== ext.length || cur.some((x, k) => x !== ext[k])) f.external = ext;
}

/**
 * Returns (from, to, line, kind) quadruples sorted by (from, to, line) with one edge per (from, to, kind): by the
 * wasm kernel (pack-edges-kernel.ts), or by packEdgesTwin when it is unavailable.
 */
export function packEdges(q: ArrayLike<number>): Uint8Array {
  return packEdgesKernel(q) ?? packEdgesTwin(q);
}

/** Returns packEdges' answer computed in TypeScript (the kernel's twin and reference). */
export function packEdgesTwin(q: ArrayLike<number>): Uint8Array {
  const count = q.length / 4;
  const order = new Int32Array(count);
  for (let i = 0; i < count; i++) order[i] = i;
  order.sort((a, b) => q[a * 4] - q[b * 4] || q[a * 4 + 1] - q[b * 4 + 1] || q[a * 4 + 2] - q[b * 4 + 2] || q[a * 4 + 3] - q[b * 4 + 3]);
  const out = new Int32Array(count * 4);
  let n = 0;
  let groupFrom = -1, groupTo = -1, seenKinds = 0;
  for (let k = 0; k < count; k++) {
    const j = order[k] * 4;
    const from = q[j], to = q[j + 1], line = q[j + 2], kind = q[j + 3];
    if (from !== groupFrom || to !== groupTo) { groupFrom = from; groupTo = to; seenKinds = 0; }
    if (seenKinds & (1 << kind)) continue;
    seenKinds |= 1 << kind;
    out[n * 4] = from; out[n * 4 + 1] = to; out[n * 4 + 2] = line; out[n * 4 + 3] = kind;
    n++;
  }
  return new Uint8Array(out.buffer, 0, n * 16).slice();
}


/**
 * The resolution of a cold index, done while it lexes (build.ts, with the pool): each lexed batch is resolved as it
 * comes back, on this thread, while the workers lex the next ones, instead of all files after the lexing. Speculative:
 * the file set is every stat'ed file, so the answer holds only when every file was lexed (none skipped: binary, too
 * large, unreadable); `finish` returns null otherwise, and the caller resolves the ordinary way (resolveFiles).
 *
 * The same answer as resolveFiles over all files, whatever order the batches come back in: a file of a pack whose
 * resolver reads only its own imports (ModuleResolver.ownImportsOnly) is resolved as soon as it is lexed; a pack's
 * batch resolver (a kernel; the same BATCH_MIN_SHARE rule) gets its files in chunks of BATCH_CHUNK, in id order
 * within each, as they are lexed (it answers each file alone; the files it hands back are resolved one by one, a
 * few between batches: drain); every other file (a pack that reads other files' imports) at `finish`. Edges are
 * packed (sorted, deduplicated) by the caller; unresolved imports are put in id order. A warning of a resolver (a
 * config it cannot read, read lazily) would come in batch order, not id order: at the first one the work is dropped,
 * and the caller resolves again (its warnings then come as they always did).
 */
/**
 * Files per call of a batch resolver while lexing: small enough that this thread is back to hand the workers their
 * next batches soon (~25 ms of the Python kernel), large enough that the per-call cost (joining the blobs) stays
 * small. The kernel keeps the file set's tables between the calls of one resolution (resolve-kernel.ts).
 */
const BATCH_CHUNK = 2048;
/**
 * Quadruple numbers gathered before they are packed into a piece (packEdges, sorting each file's edges): packed while
 * the workers lex, the edges of 100k files no longer wait for one ~200 ms sort after the lexing.
 */
const PACK_AT = 1 << 16;

/**
 * Returns packEdges of all the edges in `pieces` (each packed, every file's edges in one piece) over files [0, n): each
 * file's run of edges, taken from its piece, in file order. packEdges sorts by source file first and never
 * deduplicates across source files, so this is the packing of all of them at once.
 */
export function joinPacked(pieces: readonly Uint8Array[], n: number): Uint8Array {
  const pieceOf = new Int32Array(n).fill(-1), startOf = new Int32Array(n), endOf = new Int32Array(n);
  const views = pieces.map((p) => int32Of(p));
  let total = 0;
  for (let k = 0; k < views.length; k++) {
    const v = views[k];
    total += v.length;
    for (let i = 0; i < v.length; i += 4) {
      const from = v[i];
      if (pieceOf[from] !== k) { pieceOf[from] = k; startOf[from] = i; }
      endOf[from] = i + 4;
    }
  }
  const out = new Int32Array(total);
  let at = 0;
  for (let f = 0; f < n; f++) {
    if (pieceOf[f] < 0) continue;
    out.set(views[pieceOf[f]].subarray(startOf[f], endOf[f]), at);
    at += endOf[f] - startOf[f];
  }
  return new Uint8Array(out.buffer);
}

/**
 * Returns the items of import blob `blob` (columns.ts: a JSON list of lists), each as its text, or null when it is not
 * such a list.
 */
export function blobItems(blob: string): string[] | null {
  if (blob.charCodeAt(0) !== 91 || blob.charCodeAt(blob.length - 1) !== 93) return null;
  const items: string[] = [];
  let depth = 0, start = -1, inString = false;
  for (let i = 1; i < blob.length - 1; i++) {
    const c = blob.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // \x
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91) { if (depth++ === 0) start = i; }
    else if (c === 93) {
      if (--depth < 0) return null;
      if (depth === 0) items.push(blob.slice(start, i + 1));
    } else if (depth === 0 && c !== 44 && c !== 32) return null;
  }
  return depth === 0 && !inString ? items : null;
}

function int32Of(u8: Uint8Array): Int32Array {
  const a = u8.byteOffset % 4 === 0 ? u8 : u8.slice();
  return new Int32Array(a.buffer, a.byteOffset, a.byteLength >> 2);
}

export class EagerResolution {
  private readonly resolver: EdgeResolver;
  /** Edge quadruples of files resolved one by one, not packed yet (packed into `pieces` every `packAt` numbers). */
  private quads: number[] = [];
  /** Packed edges (packEdges) of whole files: a file's edges are all in one piece. */
  private readonly pieces: Uint8Array[] = [];
  private readonly unresolvedOf: ({ line: number; specifier: string; reason: string }[] | undefined)[];
  /** Per file: its external specifiers (an array, or a batch resolver's blob), or undefined when none were set. */
  private readonly externalOf: (string[] | string | undefined)[];
  /** Per pack with a batch resolver used: its lexed files not yet resolved, and how many are left to come. */
  private readonly batches = new Map<LanguagePack, { ids: number[]; left: number }>();
  private readonly later: number[] = [];
  /** Files a batch resolver handed back, resolved one by one a few at a time (drain), not in one long stretch. */
  private readonly soon: number[] = [];
  private readonly lexed: Uint8Array;
  private spoiled = false;

  /**
   * `paths`/`langs`: every stat'ed file, in id order; `importsOf`/`blobOf` read a lexed file's imports (`blobOf` only
   * with the kernels: the batch resolvers); `chunk`: files per batch resolver call (tests make it small).
   */
  constructor(root: string, private readonly paths: readonly string[], private readonly langs: readonly Lang[], dependencyRoots: readonly string[],
    private readonly importsOf: (id: number) => RawImport[], private readonly blobOf?: (id: number) => string, private readonly chunk = BATCH_CHUNK, private readonly packAt = PACK_AT) {
    this.resolver = new EdgeResolver(root, paths, dependencyRoots, () => { this.spoiled = true; }, importsOf);
    this.unresolvedOf = new Array(paths.length);
    this.externalOf = new Array(paths.length);
    this.lexed = new Uint8Array(paths.length);
    if (!blobOf) return;
    const count = new Map<LanguagePack, number>();
    for (const lang of langs) { const p = packOfLang(lang); if (p) count.set(p, (count.get(p) ?? 0) + 1); }
    for (const [pack, total] of count) {
      if (total * BATCH_MIN_SHARE >= paths.length && pack.resolver && this.resolver.resolverOf(pack)?.resolveBatch) this.batches.set(pack, { ids: [], left: total });
    }
  }

  /** Returns nothing; drops the work (a file was not lexed): `finish` will return null. */
  spoil(): void {
    this.spoiled = true;
  }

  /**
   * Returns nothing; resolves up to `max` of the files a batch resolver handed back. The caller calls it between
   * batches: done all at once (~0.7 s of the Python twin's at 100k files), this thread would not hand the workers
   * their next batches meanwhile, and they would wait.
   */
  drain(max: number): void {
    try {
      for (let n = 0; n < max && this.soon.length && !this.spoiled; n++) this.one(this.soon.pop()!);
    } catch {
      this.spoiled = true;
    }
  }

  /** Returns nothing; resolves (or sets aside) file `id`, just lexed. */
  add(id: number): void {
    if (this.spoiled || this.lexed[id]) return;
    this.lexed[id] = 1;
    try {
      this.place(id);
    } catch {
      this.spoiled = true; // the ordinary resolution meets the same error, where it always did
    }
  }

  private place(id: number): void {
    const lang = this.langs[id], path = this.paths[id];
    const batch = this.blobOf ? this.batches.get(packOfLang(lang)!) : undefined;
    if (batch) {
      batch.ids.push(id);
      batch.left--;
      if (batch.left === 0 || batch.ids.length >= this.chunk) this.runBatch(packOfLang(lang)!, batch);
      return;
    }
    const pack = resolvingPackOf(path, lang);
    if (!pack) return;
    const r = this.resolver.resolverOf(pack);
    if (r?.ownImportsOnly) this.one(id);
    else this.later.push(id);
  }

  /**
   * Returns the edge quadruples (not packed) and unresolved imports of every file, and sets each record's external
   * specifiers (`files`: the records, in id order, the same files as `paths`); null when the work was dropped.
   */
  finish(files: FileRecord[]): { packed: Uint8Array; unresolved: UnresolvedImport[] } | null {
    if (this.spoiled || files.length !== this.paths.length) return null;
    for (let id = 0; id < files.length; id++) if (!this.lexed[id] || files[id].path !== this.paths[id]) return null;
    if (this.batches.size) return null; // not reached: every file was lexed, so every batch ran
    this.later.sort((a, b) => a - b);
    try {
      this.drain(Infinity);
      if (this.spoiled) return null;
      for (const id of this.later) this.one(id);
    } catch {
      return null;
    }
    if (this.spoiled) return null;
    const unresolved: UnresolvedImport[] = [];
    for (let id = 0; id < files.length; id++) {
      const u = this.unresolvedOf[id];
      if (u) for (const x of u) unresolved.push({ from: id, line: x.line, specifier: x.specifier, reason: x.reason });
      const ext = this.externalOf[id];
      if (typeof ext === 'string') setExternals(files[id], ext);
      else if (ext) {
        const cur = files[id].external;
        if (cur.length !== ext.length || cur.some((x, k) => x !== ext[k])) files[id].external = ext;
      }
    }
    this.pack();
    return { packed: joinPacked(this.pieces, files.length), unresolved };
  }

  /** Returns nothing; packs the gathered quadruples into a piece. */
  private pack(): void {
    if (!this.quads.length) return;
    this.pieces.push(packEdges(this.quads));
    this.quads = [];
  }

  private runBatch(pack: LanguagePack, b: { ids: number[]; left: number }): void {
    if (b.left === 0) this.batches.delete(pack);
    const ids = b.ids;
    b.ids = [];
    ids.sort((a, b) => a - b);
    const r = this.resolver.resolverOf(pack);
    const batch = r?.resolveBatch?.(ids, this.blobOf!);
    const now = r?.ownImportsOnly === true;
    const back: number[] = [];
    for (let t = 0; t < ids.length; t++) {
      const ext = batch ? batch.externals[t] : null;
      if (ext !== null) this.externalOf[ids[t]] = ext;
      else if (now) back.push(ids[t]);
      else this.later.push(ids[t]);
    }
    if (batch && batch.quads.length) this.pieces.push(packEdges(batch.quads)); // the kernel's quads: whole files (those it answered)
    if (batch && back.length) this.byImport(r!, back);
    else for (const id of back) this.soon.push(id);
  }

  /**
   * Returns nothing; resolves files `ids` that batch resolver `r` handed back (an import it does not answer: at 100k
   * files, 9.6k files whose 151k imports took ~0.8 s one by one in TypeScript, for 14k unresolved ones) import by
   * import: each import alone goes to `r` again (its blob a piece of the file's), and only the imports it hands back
   * are resolved one by one, in order. The file's edges, unresolved imports (in import order) and external specifiers
   * (sorted) are what resolving the whole file one by one gives: each import resolves alone, packEdges sorts and
   * deduplicates a file's edges whatever their order, and the externals are a sorted set. A blob that cannot be split
   * sends its file the whole way (soon).
   */
  private byImport(r: ModuleResolver, ids: number[]): void {
    const todo: number[] = [];
    const pieces: string[] = [];
    for (const id of ids) {
      const items = blobItems(this.blobOf!(id));
      if (!items) { this.soon.push(id); continue; }
      for (const it of items) { todo.push(id); pieces.push(`[${it}]`); }
    }
    const batch = todo.length ? r.resolveBatch!(todo, (_, t) => pieces[t]) : null;
    if (!batch) {
      for (let t = 0; t < todo.length; t++) if (t === 0 || todo[t] !== todo[t - 1]) this.soon.push(todo[t]);
      return;
    }
    const q = batch.quads;
    let at = 0; // the kernel's quads come in todo order, a file's together
    for (let t = 0; t < todo.length;) {
      const id = todo[t];
      let end = t;
      while (end < todo.length && todo[end] === id) end++;
      const ext = new Set<string>();
      const rest: RawImport[] = [];
      for (let k = t; k < end; k++) {
        const e = batch.externals[k];
        if (e === null) rest.push(...parseImportBlob(pieces[k]));
        else if (e !== '[]') for (const x of JSON.parse(e) as string[]) ext.add(x);
      }
      while (at < q.length && q[at] === id) {
        this.quads.push(id, q[at + 1], q[at + 2], q[at + 3]);
        at += 4;
      }
      const f = this.resolver.resolveFile(id, this.paths[id], this.langs[id], rest);
      for (let k = 0; k < f.edges.length; k += 3) this.quads.push(id, f.edges[k], f.edges[k + 1], f.edges[k + 2]);
      for (const x of f.external) ext.add(x);
      if (f.unresolved.length) this.unresolvedOf[id] = f.unresolved;
      this.externalOf[id] = [...ext].sort();
      t = end;
    }
    if (at !== q.length) this.spoiled = true; // quads out of todo order (never): the ordinary resolution runs instead
    if (this.quads.length >= this.packAt) this.pack();
  }

  private one(id: number): void {
    if (this.spoiled) return;
    const r = this.resolver.resolveFile(id, this.paths[id], this.langs[id], this.importsOf(id));
    for (let k = 0; k < r.edges.length; k += 3) this.quads.push(id, r.edges[k], r.edges[k + 1], r.edges[k + 2]);
    if (this.quads.length >= this.packAt) this.pack();
    if (r.unresolved.length) this.unresolvedOf[id] = r.unresolved;
    this.externalOf[id] = r.external;
  }
}

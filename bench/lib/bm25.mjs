// A plain BM25 over whole files, the lexical baseline of the issue benchmark. Deliberately independent of the
// engine's own ranking layer (src/rank/): it is the yardstick, so it stays the textbook formula.
//
//   score(d, q) = Σ_{t ∈ q} qtf(t) · idf(t) · tf(t,d)·(k1+1) / (tf(t,d) + k1·(1 − b + b·|d|/avgdl))
//   idf(t)      = ln(1 + (N − df(t) + 0.5) / (df(t) + 0.5))          (Lucene's, never negative)
//
// Tokens: the text is split on non-alphanumerics (underscores included); each run is split again at camelCase
// humps and letter/digit boundaries; everything is lower-cased; single characters are dropped. A compound
// identifier (`_print_Function`, `sliceRepo`) also keeps its whole lower-cased form as a token, so an exact
// identifier in an issue outscores the same words scattered across a file.

export const K1 = 1.2;
export const B = 0.75;

const RUN = /[A-Za-z0-9_]+/g;
const PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g;

/** Returns the BM25 tokens of `text` in order (duplicates kept). */
export function tokenize(text) {
  const out = [];
  for (const [run] of text.matchAll(RUN)) {
    const parts = run.match(PART);
    if (!parts) continue;
    if (parts.length > 1) {
      const whole = run.replace(/^_+|_+$/g, '').toLowerCase();
      if (whole.length > 1) out.push(whole);
    }
    for (const p of parts) if (p.length > 1) out.push(p.toLowerCase());
  }
  return out;
}

/** Returns the term frequencies of `text` and its length in tokens: `{ tf: Map<term, count>, len }`. */
export function termFreqs(text) {
  const tf = new Map();
  const toks = tokenize(text);
  for (const t of toks) tf.set(t, (tf.get(t) ?? 0) + 1);
  return { tf, len: toks.length };
}

/**
 * Returns the documents ranked by BM25 for `query`: `[{ id, score }]`, best first, only documents scoring above 0,
 * ties broken by id. `docs` is an array of `{ id, tf, len }` (from termFreqs).
 */
export function rankBm25(docs, query, { k1 = K1, b = B } = {}) {
  const qtf = new Map();
  for (const t of tokenize(query)) qtf.set(t, (qtf.get(t) ?? 0) + 1);
  const n = docs.length;
  if (!n || !qtf.size) return [];
  let total = 0;
  for (const d of docs) total += d.len;
  const avgdl = total / n || 1;
  const terms = [];
  for (const [t, q] of qtf) {
    let df = 0;
    for (const d of docs) if (d.tf.has(t)) df++;
    if (df) terms.push({ t, w: q * Math.log(1 + (n - df + 0.5) / (df + 0.5)) });
  }
  const out = [];
  for (const d of docs) {
    const norm = k1 * (1 - b + (b * d.len) / avgdl);
    let s = 0;
    for (const { t, w } of terms) {
      const f = d.tf.get(t);
      if (f) s += (w * f * (k1 + 1)) / (f + norm);
    }
    if (s > 0) out.push({ id: d.id, score: s });
  }
  out.sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  return out;
}

/**
 * A cache of per-file term frequencies keyed by content hash, so successive checkouts of one repository only
 * tokenize the files that changed. `docsFor` returns the documents of one checkout and forgets hashes it no longer
 * holds.
 */
export class DocCache {
  #byHash = new Map();

  /**
   * Returns `[{ id: path, tf, len }]` for `files` (`{ path, hash }`), reading each unseen hash with `read(path)`;
   * entries not among `files` are dropped afterwards.
   */
  docsFor(files, read) {
    const next = new Map();
    const docs = [];
    for (const f of files) {
      let e = next.get(f.hash) ?? this.#byHash.get(f.hash);
      if (!e) {
        let text = '';
        try { text = read(f.path); } catch { /* unreadable: an empty document */ }
        e = termFreqs(text);
      }
      next.set(f.hash, e);
      docs.push({ id: f.path, tf: e.tf, len: e.len });
    }
    this.#byHash = next;
    return docs;
  }
}

// The generated repositories of the scale benches (scale.bench.mjs, scale-incremental.bench.mjs): renamed copies of
// real corpora — pandas (every .py under pandas/, the package renamed pandas_0001, pandas_0002, … and every `pandas`
// identifier rewritten so absolute imports stay real edges) and rxjs src/ (every .ts, copied to rxjs_0001/, … — its
// imports are relative). The last copy is cut in path order so a repository holds exactly N files. Generation is
// deterministic; copies are written once into a pool under $CK_SCALE_DIR (default <tmpdir>/ck-scale) and each
// repository hard-links them, so 160k files cost ~1.4 GB once.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync, linkSync, copyFileSync, rmSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { homedir, tmpdir } from 'node:os';

const GENERATOR_VERSION = 1;
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
export const scaleDir = process.env.CK_SCALE_DIR ?? join(tmpdir(), 'ck-scale');

/** Returns the sorted repo-relative files under dir whose names match `re`. */
function listFiles(dir, re) {
  const out = [];
  const visit = (d) => {
    for (const ent of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, ent.name);
      if (ent.isDirectory()) visit(full);
      else if (ent.isFile() && re.test(ent.name)) out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  visit(dir);
  return out.sort();
}

const pandasRoot = join(corpora, 'pandas');
const rxjsSrc = join(corpora, 'rxjs', 'src');
for (const p of [join(pandasRoot, 'pandas'), rxjsSrc]) {
  if (!existsSync(p)) {
    console.error(`scale bench: corpus directory ${p} is missing (run ../shared/corpora/fetch.sh)`);
    process.exit(1);
  }
}
const pandasFiles = listFiles(pandasRoot, /\.py$/).filter((p) => p.startsWith('pandas/'));
const rxjsFiles = listFiles(rxjsSrc, /\.ts$/).filter((p) => !p.endsWith('.d.ts'));
export const perCopy = pandasFiles.length + rxjsFiles.length;

/** Returns the [relative path in the repo, pool file] pairs of copy `c` (1-based), in path order. */
function copyEntries(c) {
  const tag = String(c).padStart(4, '0');
  return [
    ...pandasFiles.map((p) => [p.replace(/^pandas\//, `pandas_${tag}/`), join('pool', `copy-${tag}`, p)]),
    ...rxjsFiles.map((p) => [`rxjs_${tag}/${p}`, join('pool', `copy-${tag}`, 'rxjs', p)]),
  ].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

// Writes copy `c` into the pool once (renamed package, rewritten absolute imports).
function ensureCopy(c) {
  const tag = String(c).padStart(4, '0');
  const dir = join(scaleDir, 'pool', `copy-${tag}`);
  const stamp = join(dir, `.complete-v${GENERATOR_VERSION}`);
  if (existsSync(stamp)) return;
  for (const p of pandasFiles) {
    const text = readFileSync(join(pandasRoot, p), 'utf8').replace(/\bpandas\b/g, `pandas_${tag}`);
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  for (const p of rxjsFiles) {
    mkdirSync(dirname(join(dir, 'rxjs', p)), { recursive: true });
    copyFileSync(join(rxjsSrc, p), join(dir, 'rxjs', p));
  }
  writeFileSync(stamp, '');
}

/** Returns the root of a generated repository of exactly `n` files (generated on first use). */
export function ensureRepo(n) {
  const root = join(scaleDir, `repo-${n}`);
  const stamp = `${root}.complete-v${GENERATOR_VERSION}`; // beside the repository, so it is not indexed
  if (existsSync(stamp)) return root;
  rmSync(root, { recursive: true, force: true });
  let left = n;
  for (let c = 1; left > 0; c++) {
    ensureCopy(c);
    for (const [rel, pool] of copyEntries(c).slice(0, left)) {
      const dst = join(root, rel);
      mkdirSync(dirname(dst), { recursive: true });
      try {
        linkSync(join(scaleDir, pool), dst);
      } catch {
        copyFileSync(join(scaleDir, pool), dst);
      }
    }
    left -= Math.min(left, perCopy);
  }
  writeFileSync(stamp, '');
  return root;
}


/** Returns the pool file (absolute) that file `rel` of a generated repository is a hard link of. */
export function poolFileOf(rel) {
  const m = /^(pandas|rxjs)_(\d{4})\//.exec(rel);
  if (!m) throw new Error(`${rel} is not a generated file`);
  const rest = rel.slice(m[0].length);
  return join(scaleDir, 'pool', `copy-${m[2]}`, m[1] === 'pandas' ? join('pandas', rest) : join('rxjs', rest));
}

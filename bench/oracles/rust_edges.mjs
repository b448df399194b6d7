#!/usr/bin/env node
// Rust import-edge oracle: the file-level graph of a cargo workspace's crates, from rustc itself.
//
// usage: node bench/oracles/rust_edges.mjs ROOT [--lines] [--quiet] > edges.json
//
// Prints a sorted JSON list of [from, to] pairs of repo-relative paths (no self-edges); with --lines, [from, to, line]
// triples (the first line that makes the edge). Needs rustc and cargo; no network and no dependency sources: crates are
// compiled alone (their registry dependencies absent), which resolution tolerates (the unresolved paths are external).
//
// What is compared, and how it is computed:
//   * Crates: `cargo metadata --offline --no-deps` of the workspace at ROOT: every target (lib, bins, tests, benches,
//     examples, the build script) of every member package, with its edition and its package's features.
//   * For each crate, `rustc -Zunpretty=hir-tree` (RUSTC_BOOTSTRAP=1: the HIR as the compiler resolved it) with every
//     feature on and `cfg(test)`, twice: natively, and with Windows and macOS cfgs added (so that modules behind
//     `#[cfg(windows)]` are loaded too; `cfg(not(unix))` ones never are). The union of both is the crate's graph.
//   * Edges, each from the file the source text is in:
//       - `mod x;`: the declaring file -> the module's file (a Mod item's span -> its inner span);
//       - each `use` leaf (HIR lowers `use a::{b, c}` to one item per leaf; list stems are skipped): the file -> the
//         file defining what the path resolved to (the definition's span, following re-exports, as rustc does); when
//         the path did not resolve (a name a registry crate's macro would define, absent here), the deepest module of
//         the path that did;
//       - every other path whose first segment is `crate`, `super` or `self` and that has two or more segments
//         (`crate::x::f()` in code): the same, for the path's resolution.
//     Definitions in other crates (std, registry dependencies, the workspace's other crates: not linked here) are no
//     edges: cross-crate edges are outside what this oracle sees (bench/agreement.mjs leaves them out of scope).
//   * Cross-check: the files of each crate's module tree are the `.rs` files of `rustc --emit=dep-info` for the same
//     crate and cfgs (the reachable file set of the crate root); a difference is printed on stderr.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative } from 'node:path';

const [given, ...flags] = process.argv.slice(2);
if (!given) { console.error('usage: node bench/oracles/rust_edges.mjs ROOT [--lines] [--quiet]'); process.exit(2); }
const root = realpathSync(given);
const withLines = flags.includes('--lines');
const quiet = flags.includes('--quiet');

const meta = spawnSync('cargo', ['metadata', '--offline', '--no-deps', '--format-version', '1'], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28, env: { ...process.env, CARGO_NET_OFFLINE: 'true' } });
if (meta.status !== 0) { console.error(`cargo metadata failed: ${meta.stderr.slice(-400)}`); process.exit(1); }
const { packages } = JSON.parse(meta.stdout);

const rel = (p) => relative(root, p).split('\\').join('/');
const EXTRA_CFGS = ['--cfg', 'windows', '--cfg', 'target_os="windows"', '--cfg', 'target_os="macos"', '--cfg', 'target_family="windows"', '-A', 'explicit_builtin_cfgs_in_flags'];

/** Returns rustc's arguments for one crate (its root, edition, type, name, features). */
function crateArgs(pkg, t) {
  const kind = t.kind[0];
  const type = kind === 'lib' || kind === 'rlib' || kind === 'proc-macro' || kind === 'dylib' || kind === 'cdylib' || kind === 'staticlib' ? ['--crate-type', 'lib']
    : kind === 'test' || kind === 'bench' ? ['--test'] : ['--crate-type', 'bin'];
  const features = Object.keys(pkg.features ?? {}).flatMap((f) => ['--cfg', `feature="${f}"`]);
  return [t.src_path, '--edition', t.edition ?? pkg.edition ?? '2015', '--crate-name', t.name.replace(/-/g, '_'), ...type, '--cfg', 'test', ...features, '--cap-lints', 'allow'];
}

const edges = new Map();
const add = (from, to, line) => {
  if (!from || !to || from === to) return;
  const k = `${from}\0${to}`;
  if (!edges.has(k) || edges.get(k) > line) edges.set(k, line);
};

/** Returns the repo-relative file and line of a HIR span (`src/x.rs:12:5: 12:17 (#0)`, paths relative to the crate's cwd), or null. */
function spanOf(text, cwd) {
  const m = /^\s*(?:span|inner_span): (.+?):(\d+):\d+: \d+:\d+ \(#(\d+)\),?$/.exec(text);
  if (!m) return null;
  const file = m[1].startsWith('/') ? rel(m[1]) : rel(join(cwd, m[1]));
  return { file, line: Number(m[2]), root: m[3] === '0' };
}

/**
 * Returns the module files of one HIR tree dump (but its root), and adds its edges. Lines are read as the Debug printer writes them: one field
 * per line, nesting by four spaces; a frame opens on a line ending in `{`, `(` or `[` and closes at the next line of
 * the same indentation.
 */
function readHir(text, cwd) {
  const lines = text.split('\n');
  // Pass 1: every owner's file (an item's span; a module's inner span), by DefId index and by def path.
  const byIndex = new Map();
  const byPath = new Map();
  const mods = [];
  let owner = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const head = /^DefId\(0:(\d+) ~ ([^)]+)\) => OwnerNodes \{$/.exec(l);
    if (head) { owner = { index: head[1], path: head[2], indent: -1, file: null, inner: null, declLine: 0 }; continue; }
    if (!owner) continue;
    if (l === '}') {
      const file = owner.inner?.file ?? owner.file;
      if (file) { byIndex.set(owner.index, file); byPath.set(owner.path, file); }
      if (owner.inner && owner.file) mods.push([owner.file, owner.inner.file, owner.declLine]);
      owner = null;
      continue;
    }
    const oi = /^(\s*)owner_id: DefId/.exec(l);
    if (oi && owner.indent < 0) { owner.indent = oi[1].length; continue; }
    if (owner.indent >= 0 && !owner.file && l.startsWith(`${' '.repeat(owner.indent)}span: `)) {
      const s = spanOf(l, cwd);
      if (s) { owner.file = s.file; owner.declLine = s.line; }
      continue;
    }
    if (!owner.inner && /^\s*inner_span: /.test(l)) owner.inner = spanOf(l, cwd);
  }
  for (const [from, to, line] of mods) add(from, to, line);
  const moduleFiles = new Set(mods.map((m) => m[1]));
  const fileOf = (idx, path) => {
    if (byIndex.has(idx)) return byIndex.get(idx);
    const segs = path.split('::');
    while (segs.length > 1) { segs.pop(); const f = byPath.get(segs.join('::')); if (f) return f; }
    return undefined;
  };
  // Pass 2: Path frames (in use items and anywhere else).
  const stack = []; // { indent, label, path?: {...} }
  let inUse = 0; // depth marker: the indent of the current Use( frame, or 0
  let useFrame = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const indent = l.length - l.trimStart().length;
    const t = l.trim();
    // Close frames at this indentation.
    if (/^[}\])],?$/.test(t) || /^[}\])]\),?$/.test(t)) {
      while (stack.length && stack[stack.length - 1].indent >= indent) {
        const f = stack.pop();
        if (f.path) finishPath(f.path, useFrame);
        if (f === useFrame) { finishUse(f); useFrame = null; }
      }
      continue;
    }
    const top = stack[stack.length - 1];
    if (/[{(\[]$/.test(t)) {
      const frame = { indent, label: t };
      if (t === 'Path {') frame.path = { span: null, res: [], resolved: false, segs: [], segRes: [], indent };
      if (/^kind: Use\($/.test(t)) { frame.use = { paths: [], kind: '' }; useFrame = frame; }
      stack.push(frame);
      continue;
    }
    // Leaf lines: give them to the innermost Path frame they belong to.
    const pathFrame = [...stack].reverse().find((f) => f.path);
    if (useFrame && top === useFrame && /^(?:ListStem|Glob|Single\()/.test(t)) useFrame.use.kind = t.replace(/[(,].*$/, '');
    if (!pathFrame) continue;
    const p = pathFrame.path;
    if (indent === p.indent + 4 && t.startsWith('span: ')) { p.span = spanOf(l, cwd); continue; }
    const def = /^DefId\((\d+):(\d+) ~ (.+)\),?$/.exec(t);
    const ident = /^ident: (.+?)#(\d+),$/.exec(t);
    // Which part of the Path the line is in: its `res:` (direct child frame) or a segment's.
    const resFrame = stack.find((f) => f.indent === p.indent + 4 && stack.indexOf(f) > stack.indexOf(pathFrame));
    const inSegments = resFrame?.label === 'segments: [';
    if (ident && inSegments && stack[stack.length - 1].label === 'PathSegment {') { p.segs.push(ident[1]); p.segRes.push(null); continue; }
    if (def && inSegments) { p.segRes[p.segRes.length - 1] = def; continue; }
    if (def && !inSegments) { p.res.push(def); continue; }
    if (indent === p.indent + 4 && /^res: Def\($/.test(t)) continue;
  }
  function finishPath(p, use) {
    if (!p.span || !p.span.root) return;
    if (use) { use.use.paths.push(p); return; }
    if (p.segs.length < 2 || !['crate', 'super', 'self'].includes(p.segs[0])) return;
    emit(p);
  }
  function finishUse(f) {
    if (f.use.kind === 'ListStem') return;
    for (const p of f.use.paths.slice(0, 1)) emit(p);
  }
  function emit(p) {
    const from = p.span.file;
    if (p.res.length) {
      for (const d of p.res) if (d[1] === '0') add(from, fileOf(d[2], d[3]), p.span.line);
      return;
    }
    // Unresolved: the deepest segment that resolved to a local definition.
    for (let k = p.segRes.length - 1; k >= 0; k--) {
      const d = p.segRes[k];
      if (!d) continue;
      if (d[1] === '0') add(from, fileOf(d[2], d[3]), p.span.line);
      return;
    }
  }
  return moduleFiles;
}

/** Returns the `.rs` files of a dep-info file's first rule, repo-relative. */
function depInfoFiles(text, cwd) {
  const first = text.split('\n').find((l) => l.includes(': ')) ?? '';
  return first.slice(first.indexOf(': ') + 2).split(/(?<!\\) /).filter((f) => f.endsWith('.rs')).map((f) => f.replace(/\\ /g, ' ')).map((f) => rel(isAbsolute(f) ? f : join(cwd, f)));
}

const tmp = mkdtempSync(join(tmpdir(), 'rust-oracle-'));
let crates = 0;
try {
  for (const pkg of packages) {
    const cwd = join(pkg.manifest_path, '..');
    for (const t of pkg.targets) {
      const args = crateArgs(pkg, t);
      const env = { ...process.env, RUSTC_BOOTSTRAP: '1', CARGO_PKG_NAME: pkg.name, CARGO_PKG_VERSION: pkg.version, CARGO_MANIFEST_DIR: cwd, CARGO_CRATE_NAME: t.name.replace(/-/g, '_'), OUT_DIR: tmp };
      const files = new Set(); // dep-info's .rs files
      const tree = new Set([rel(t.src_path)]); // the module files of the HIR
      for (const extra of [[], EXTRA_CFGS]) {
        const d = join(tmp, 'dep.d');
        rmSync(d, { force: true });
        spawnSync('rustc', [...args, ...extra, `--emit=dep-info=${d}`], { cwd, env, encoding: 'utf8' });
        try { for (const f of depInfoFiles(readFileSync(d, 'utf8'), cwd)) files.add(f); } catch { /* no dep-info: the HIR run says why */ }
        // The second run only where a file of the crate names another platform (it costs as much as the first).
        if (extra.length && ![...files].some((f) => !f.startsWith('..') && /\b(?:windows|macos|target_os|target_family)\b/.test(readFileSync(join(root, f), 'utf8')))) continue;
        // A file a build script would generate into OUT_DIR (`include!(concat!(env!("OUT_DIR"), "/x.rs"))`) is made
        // empty: its content is the build's, not the repository's.
        let hir;
        for (let tries = 0; tries < 8; tries++) {
          hir = spawnSync('rustc', [...args, ...extra, '-Zunpretty=hir-tree'], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 30 });
          if (hir.error) throw hir.error;
          const gen = new RegExp(`couldn't read \`(${tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^\`]+)\``).exec(hir.stderr);
          if (hir.stdout || !gen) break;
          writeFileSync(gen[1], '');
        }
        if (!hir.stdout) { if (!quiet) console.error(`rust oracle: ${rel(t.src_path)}: no HIR (${hir.stderr.split('\n').find((x) => x.startsWith('error')) ?? hir.status})`); continue; }
        for (const f of readHir(hir.stdout, cwd)) tree.add(f);
      }
      crates++;
      const missing = [...files].filter((f) => !f.startsWith('..') && !tree.has(f));
      if (missing.length && !quiet) console.error(`rust oracle: ${rel(t.src_path)}: dep-info files that are no module of its HIR (include!, include_str!): ${missing.slice(0, 5).join(', ')}`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
if (!quiet) console.error(`rust oracle: ${crates} crates, ${edges.size} edges`);
const out = [...edges].map(([k, line]) => { const [from, to] = k.split('\0'); return withLines ? [from, to, line] : [from, to]; });
out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
process.stdout.write(JSON.stringify(out));

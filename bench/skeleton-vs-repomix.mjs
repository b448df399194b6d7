// Skeleton size and signature survival: `ck skeleton` (summary, the default, and signatures) beside Repomix
// `--compress` on the same files, measured in the same run. Per file: source bytes, tokens (chars/4, the engine's
// estimator, for both tools), share of the source, whether the output still parses (Python: python3 ast.parse;
// TS/Go/Rust: no tree-sitter ERROR/MISSING node), and how many of the file's definition signatures survive whole
// (the text from `def`/`function`/`fn` up to the body, compared with all whitespace removed; `sig` counts every
// signature including each `@overload` stub, `names` the distinct definitions with at least one signature kept).
//
// usage: node bench/skeleton-vs-repomix.mjs [--repomix DIR] [--json FILE] [FILE…]   (after `npm run build`)
// Repomix is not a project dependency: `cd $(mktemp -d) && npm i repomix`, pass that dir (or REPOMIX_DIR).
// Without FILE arguments: the six pandas modules of issue 19, three rxjs src/ files, and any Go/Rust file given by
// CK_GO_FILE / CK_RUST_FILE.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnCk, floorEnv } from './ck-process.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
const arg = (name) => { const i = process.argv.indexOf(name); return i > 0 ? process.argv[i + 1] : undefined; };
const repomixDir = arg('--repomix') ?? process.env.REPOMIX_DIR;
const jsonOut = arg('--json');
const corpora = process.env.CK_CORPORA ?? join(homedir(), '.cache', 'context-kernel-corpora');
const explicit = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !['--repomix', '--json'].includes(all[i - 1]));
const files = explicit.length ? explicit : [
  ...['core/frame.py', 'core/generic.py', 'core/series.py', 'core/indexes/base.py', 'io/parsers/readers.py', 'core/reshape/merge.py'].map((p) => join(corpora, 'pandas', 'pandas', p)),
  ...['src/internal/Observable.ts', 'src/internal/Subscriber.ts', 'src/internal/operators/mergeInternals.ts'].map((p) => join(corpora, 'rxjs', p)),
  ...[process.env.CK_GO_FILE, process.env.CK_RUST_FILE].filter(Boolean),
].filter((f) => existsSync(f));

const { withTree } = await import(join(dist, 'parse', 'parser.js'));
const { grammarLangOf } = await import(join(dist, 'parse', 'languages.js'));
const { firstErrorLine } = await import(join(dist, 'skeleton', 'build.js'));
const xdg = mkdtempSync(join(tmpdir(), 'ck-skvsrm-'));
const env = { ...process.env, XDG_CACHE_HOME: xdg };
const squash = (s) => s.replace(/\s+/g, '');
/** A signature as compared: whitespace removed, without Python's closing `:` (Repomix drops it). */
const sigKey = (s) => squash(s).replace(/:$/, '');
/** Returns [signatures kept, distinct names with at least one signature kept] of `sigs` in `out`. */
function kept(sigs, out) {
  const flat = squash(out);
  const hit = sigs.filter((s) => flat.includes(sigKey(s.sig)));
  return [hit.length, new Set(hit.map((s) => s.name)).size];
}

/** Returns the definition signatures of a Python file: source from the def/class line to the end of its header. */
function pythonSignatures(file) {
  const code = `
import ast, json, sys
src = open(sys.argv[1], encoding='utf-8').read()
lines = src.split('\\n')
out = []
def walk(body, prefix):
    for n in body:
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            end = n.body[0].lineno - 1
            head = '\\n'.join(lines[n.lineno - 1:max(end, n.lineno)])
            head = head[:head.rfind(':') + 1] if ':' in head else head
            out.append({'name': prefix + n.name, 'sig': head})
            if isinstance(n, ast.ClassDef): walk(n.body, prefix + n.name + '.')
        elif isinstance(n, (ast.If, ast.Try)):
            walk(n.body, prefix); walk(getattr(n, 'orelse', []), prefix)
walk(ast.parse(src).body, '')
print(json.dumps(out))`;
  const r = spawnSync('python3', ['-c', code, file], { maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(r.stderr.toString());
  return JSON.parse(r.stdout.toString());
}

const DECL = new Set(['function_declaration', 'generator_function_declaration', 'method_definition', 'class_declaration', 'abstract_class_declaration',
  'interface_declaration', 'function_signature', 'method_signature', 'abstract_method_signature', 'function_item', 'impl_item', 'trait_item',
  'struct_item', 'enum_item', 'method_declaration', 'type_declaration']);

/** Returns the declaration signatures of a brace-language file (text up to the body, or the whole declaration). */
async function curlySignatures(file, text) {
  const lang = grammarLangOf(file);
  const res = await withTree(text, lang, (tree) => {
    const out = [];
    const stack = [tree.rootNode];
    while (stack.length) {
      const n = stack.pop();
      if (DECL.has(n.type)) {
        const body = n.childForFieldName('body');
        const sig = body ? text.slice(n.startIndex, body.startIndex) : n.text;
        const name = n.childForFieldName('name')?.text ?? n.type;
        if (sig.length < 2000) out.push({ name, sig });
        if (n.type.startsWith('function') || n.type === 'method_definition' || n.type === 'method_declaration') continue;
      }
      for (let i = n.namedChildCount - 1; i >= 0; i--) { const c = n.namedChild(i); if (c) stack.push(c); }
    }
    return out;
  });
  return Array.isArray(res) ? res : [];
}

async function parses(file, text) {
  if (file.endsWith('.py')) {
    const r = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: text, maxBuffer: 1 << 28 });
    return r.status === 0;
  }
  const line = await withTree(text, grammarLangOf(file), (tree) => firstErrorLine(tree));
  return line === 0;
}

const repomixBin = repomixDir ? join(repomixDir, 'node_modules', 'repomix', 'bin', 'repomix.cjs') : '';
const haveRepomix = repomixBin && existsSync(repomixBin);
const repomixVersion = haveRepomix ? JSON.parse(readFileSync(join(repomixDir, 'node_modules', 'repomix', 'package.json'), 'utf8')).version : null;
function repomixCompress(file) {
  const out = join(mkdtempSync(join(tmpdir(), 'ck-rm-')), 'out.txt');
  const args = [repomixBin, '--stdin', '--style', 'plain', '-o', out, '--quiet', '--no-file-summary', '--no-directory-structure', '--no-security-check', '--no-gitignore', '--no-default-patterns', '--compress'];
  const r = spawnSync(process.execPath, args, { cwd: dirname(file), env: floorEnv(), input: basename(file), maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`repomix failed on ${file}: ${r.stderr.toString().slice(0, 300)}`);
  const all = readFileSync(out, 'utf8');
  rmSync(dirname(out), { recursive: true, force: true });
  // Plain style: the file's content follows its `File: NAME` header between separator lines.
  const m = /\nFile: [^\n]*\n=+\n([\s\S]*)$/.exec(all);
  return (m ? m[1] : all).replace(/\n+=+\nEnd of Codebase\n=+\s*$/, '');
}

const rows = [];
for (const file of files) {
  const src = readFileSync(file, 'utf8');
  const sigs = file.endsWith('.py') ? pythonSignatures(file) : await curlySignatures(file, src);
  const row = { file: file.replace(`${corpora}/`, ''), bytes: Buffer.byteLength(src), tokens: Math.ceil(src.length / 4), signatures: sigs.length, names: new Set(sigs.map((s) => s.name)).size };
  for (const level of ['summary', 'signatures']) {
    const r = spawnCk(['skeleton', file, '--level', level], { env, maxBuffer: 1 << 28 });
    if (r.status !== 0) throw new Error(`ck skeleton failed on ${file}: ${r.stderr}`);
    const out = r.stdout.toString();
    const [signaturesKept, namesKept] = kept(sigs, out);
    row[`ck_${level}`] = { bytes: Buffer.byteLength(out), tokens: Math.ceil(out.length / 4), share: +(Buffer.byteLength(out) / row.bytes).toFixed(3), parses: await parses(file, out), signaturesKept, namesKept };
  }
  if (haveRepomix) {
    const out = repomixCompress(file);
    const [signaturesKept, namesKept] = kept(sigs, out);
    row.repomix_compress = { bytes: Buffer.byteLength(out), tokens: Math.ceil(out.length / 4), share: +(Buffer.byteLength(out) / row.bytes).toFixed(3), parses: await parses(file, out), signaturesKept, namesKept };
  }
  rows.push(row);
}
const fmt = (x) => (x ? `${x.tokens} tok ${(x.share * 100).toFixed(1)}% ${x.parses ? 'parses' : 'NO PARSE'} sig ${x.signaturesKept} names ${x.namesKept}` : '—');
console.log(`repomix: ${haveRepomix ? repomixVersion : 'not measured (pass --repomix DIR)'}; tokens = chars/4 for every column`);
console.table(rows.map((r) => ({ file: r.file, 'source tok': r.tokens, 'sigs/names': `${r.signatures}/${r.names}`, 'ck summary (default)': fmt(r.ck_summary), 'ck signatures': fmt(r.ck_signatures), 'repomix --compress': fmt(r.repomix_compress) })));
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ date: new Date().toISOString(), repomix: repomixVersion, rows }, null, 2));
rmSync(xdg, { recursive: true, force: true });
process.exit(0);

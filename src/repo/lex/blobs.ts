// Builds one file's column blobs (columns.ts) straight from lexer records: the exact strings defsBlob, dynamicBlob
// and importBlob make from a decoded LexResult, without the intermediate Def/DynamicSite objects or the arrays
// JSON.stringify walks. The wasm kernels write the defs and imports blobs themselves (assembly/lib/blobs.ts, of which
// pythonBlobs/jsBlobs are the twin); the dynamic blob is always built here (decorator patterns are host regexes).
import type { EdgeKind, RawImport } from '../types.js';
import { EDGE_KINDS } from '../types.js';
import { DEF_KINDS, DYN_KINDS, parseImportBlob } from '../columns.js';
import { lexBlobs, lexBlobsInPlace, type LexedBlobs } from './kernel.js';
import { SourceText, pyKind, isEventDecorator, DEFAULT_EVENT_DECORATORS, JS_IMPORT_KINDS } from './decode.js';
import {
  REC, PY_IMPORT, PY_FROM, PY_NAME, PY_DYNCONST, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR, PY_DEF, PD_CLASS, PD_VARIABLE,
  JS_IMPORT, JS_DYNAMIC, JS_EVENT, JS_DEF,
} from './records.js';

/** One file's blobs (as columns.ts stores them) and its raw imports. */
export interface FileBlobs {
  defs: string; dynamic: string; imports: string;
  /** Returns the raw imports (the objects parseImportBlob(imports) returns; parsed on demand when the kernel wrote the blob). */
  rawImports(): RawImport[];
}

const EDGE_CODE = new Map<EdgeKind, number>(EDGE_KINDS.map((k, i) => [k, i]));
const DEF_FUNCTION = DEF_KINDS.indexOf('function'), DEF_CLASS = DEF_KINDS.indexOf('class');
const DEF_METHOD = DEF_KINDS.indexOf('method'), DEF_VARIABLE = DEF_KINDS.indexOf('variable');
/** defs-blob codes of the JS lexer's JD_* kinds (index = JD_* value; anything else is a variable). */
const JS_DEF_CODES: readonly number[] = ['variable', 'function', 'class', 'variable', 'const', 'interface', 'type', 'enum'].map((k) => DEF_KINDS.indexOf(k as never));
const DYN_IMPORT = DYN_KINDS.indexOf('dynamic-import'), DYN_DISPATCH = DYN_KINDS.indexOf('dynamic-dispatch');
const DYN_EVENT = DYN_KINDS.indexOf('event-registration');

const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Returns JSON.stringify(s). */
function quote(s: string): string {
  return NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`;
}

/** Returns `items` as a JSON list. */
function list(items: string): string {
  return items === '' ? '[]' : `[${items}]`;
}

/** Returns the import blob of `imports` (importBlob's string). */
function importsBlob(imports: RawImport[]): string {
  let out = '';
  for (const m of imports) {
    out += `${out ? ',' : ''}[${m.line},${EDGE_CODE.get(m.kind)},${quote(m.specifier)}`;
    if (m.names) {
      let names = '';
      for (const name of m.names) names += (names ? ',' : '') + quote(name);
      out += `,[${names}]`;
    }
    out += ']';
  }
  return list(out);
}

/**
 * Returns the dynamic blob of Python lexer records over `buf` (getattr/import_module sites, event decorators).
 * `decorators` are the PY_DECORATOR records' names in order, when already decoded (the kernel writes them).
 */
export function pythonDynamicBlob(buf: Buffer, rec: Int32Array, eventDecorators: readonly RegExp[] = DEFAULT_EVENT_DECORATORS, decorators?: string[]): string {
  let dynamic = '';
  let deco = 0;
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at];
    if (type !== PY_DYNIMPORT && type !== PY_GETATTR && type !== PY_DECORATOR) continue;
    const line = rec[at + 1], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type === PY_DECORATOR) {
      const name = decorators ? decorators[deco++] : slice(buf, b, c);
      if (!isEventDecorator(name, eventDecorators)) continue;
      dynamic += `${dynamic ? ',' : ''}[${line},${DYN_EVENT},${quote(slice(buf, b - 1 >= 0 ? Math.max(0, b - 1) : b, d).trim())}]`;
    } else {
      dynamic += `${dynamic ? ',' : ''}[${line},${type === PY_DYNIMPORT ? DYN_IMPORT : DYN_DISPATCH},${quote(slice(buf, b, c).trim())}]`;
    }
  }
  return list(dynamic);
}

/** Returns the dynamic blob of JS/TS lexer records over `buf` (import()/require() sites, `.on("x")` registrations). */
export function jsDynamicBlob(buf: Buffer, rec: Int32Array): string {
  let dynamic = '';
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at];
    if (type === JS_DYNAMIC) dynamic += `${dynamic ? ',' : ''}[${rec[at + 1]},${DYN_IMPORT},${quote(slice(buf, rec[at + 3], rec[at + 4]).trim())}]`;
    else if (type === JS_EVENT) dynamic += `${dynamic ? ',' : ''}[${rec[at + 1]},${DYN_EVENT},${quote(slice(buf, rec[at + 2], rec[at + 5]).trim())}]`;
  }
  return list(dynamic);
}

function slice(buf: Buffer, a: number, b: number): string {
  return b <= a ? '' : buf.toString('utf8', a, b);
}

/** Returns the blobs and raw imports of Python lexer records over `buf`, built in TypeScript (the twin of the kernel's). */
export function pythonBlobs(buf: Buffer, rec: Int32Array, eventDecorators: readonly RegExp[] = DEFAULT_EVENT_DECORATORS): FileBlobs {
  const src = new SourceText(buf);
  const imports: RawImport[] = [];
  const defNames: string[] = [];
  let defs = '';
  let from: RawImport | null = null;
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type !== PY_NAME) from = null;
    switch (type) {
      case PY_IMPORT:
        imports.push({ line, kind: pyKind(a), specifier: src.text(b, c) });
        break;
      case PY_FROM: {
        const mod = src.text(b, c);
        if (d === 0 && mod === '__future__') break;
        from = { line, kind: pyKind(a), specifier: '.'.repeat(d) + mod, names: [] };
        imports.push(from);
        break;
      }
      case PY_NAME:
        if (from) from.names!.push(src.text(b, c));
        break;
      case PY_DYNCONST:
        imports.push({ line, kind: 'dynamic-const', specifier: src.text(b, c) });
        break;
      case PY_DEF: {
        const kindCode = d & 15;
        const parent = (d >> 4) - 1;
        const own = src.text(b, c);
        const parentName = parent >= 0 ? defNames[parent] : undefined;
        const name = parentName ? `${parentName}.${own}` : own;
        defNames[at / REC] = name;
        const kind = kindCode === PD_CLASS ? DEF_CLASS : kindCode === PD_VARIABLE ? DEF_VARIABLE : parentName ? DEF_METHOD : DEF_FUNCTION;
        defs += `${defs ? ',' : ''}[${quote(name)},${kind},${line},${Math.max(line, a)}]`;
        break;
      }
    }
  }
  return { defs: list(defs), dynamic: pythonDynamicBlob(buf, rec, eventDecorators), imports: importsBlob(imports), rawImports: () => imports };
}

/** Returns the blobs and raw imports of JS/TS lexer records over `buf`, built in TypeScript (the twin of the kernel's). */
export function jsBlobs(buf: Buffer, rec: Int32Array): FileBlobs {
  const src = new SourceText(buf);
  const imports: RawImport[] = [];
  let defs = '';
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type === JS_IMPORT) imports.push({ line, kind: JS_IMPORT_KINDS[a] ?? 'static', specifier: src.text(b, c) });
    else if (type === JS_DEF) defs += `${defs ? ',' : ''}[${c > b ? quote(src.text(b, c)) : '"default"'},${JS_DEF_CODES[d] ?? DEF_VARIABLE},${line},${Math.max(line, a)}]`;
  }
  return { defs: list(defs), dynamic: jsDynamicBlob(buf, rec), imports: importsBlob(imports), rawImports: () => imports };
}

/** Returns the blobs of a lexed source: the kernel's defs and imports blobs when it wrote them, else the twin's. */
function fromLexed(name: 'pylex' | 'jslex', lexed: LexedBlobs, eventDecorators: readonly RegExp[] | undefined): FileBlobs & { chars: number } {
  const { records, src, chars, blobs } = lexed;
  if (!blobs) return { ...(name === 'pylex' ? pythonBlobs(src, records, eventDecorators) : jsBlobs(src, records)), chars };
  const dynamic = name === 'pylex' ? pythonDynamicBlob(src, records, eventDecorators, blobs.decorators) : jsDynamicBlob(src, records);
  let raw: RawImport[] | undefined;
  return { defs: blobs.defs, dynamic, imports: blobs.imports, rawImports: () => (raw ??= parseImportBlob(blobs.imports)), chars };
}

/**
 * Returns the column blobs and UTF-16 length of the source already written into `input` (from kernelInput): what
 * processFile stores for a file, in one kernel run plus three strings. Never throws on bad input.
 */
export function fileBlobsInPlace(name: 'pylex' | 'jslex', input: Buffer, eventDecorators?: readonly RegExp[]): FileBlobs & { chars: number } {
  return fromLexed(name, lexBlobsInPlace(name, input), eventDecorators);
}

/** Returns the column blobs and UTF-16 length of `src` (the wasm kernel unless impl is 'js' or it is unavailable). */
export function fileBlobs(name: 'pylex' | 'jslex', src: Uint8Array, impl: 'wasm' | 'js' = 'wasm', eventDecorators?: readonly RegExp[]): FileBlobs & { chars: number } {
  return fromLexed(name, lexBlobs(name, src, impl), eventDecorators);
}

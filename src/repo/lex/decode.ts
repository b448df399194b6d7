// Turns lexer records (from the wasm kernels or their TypeScript twins) into LexResult values.
// Strings are sliced here, from the source bytes, by the offsets the lexers emit.
import { isAscii } from 'node:buffer';
import type { Def, DynamicSite, EdgeKind, LexResult, RawImport } from '../types.js';
import {
  REC, PY_IMPORT, PY_FROM, PY_NAME, PY_DYNCONST, PY_DYNIMPORT, PY_GETATTR, PY_DECORATOR, PY_DEF,
  F_COND, F_LAZY, F_TC, PD_CLASS, PD_VARIABLE,
  JS_IMPORT, JS_DYNAMIC, JS_EVENT, JS_DEF,
  JD_FUNCTION, JD_CLASS, JD_VARIABLE, JD_CONST, JD_INTERFACE, JD_TYPE, JD_ENUM,
} from './records.js';

/**
 * Decorators (matched against the last dotted component, or the whole name) that register a handler somewhere
 * else: calls reach the function through a registry, not an import, so slices warn about them.
 */
export const DEFAULT_EVENT_DECORATORS: readonly RegExp[] = [
  /^(receiver|route|websocket|on|once|on_[a-z_]+|listens_for|listen|listener|subscribe|subscriber|connect|handler|[a-z_]+_handler|hookimpl|hookspec|task|shared_task|periodic_task|command|group|register|register_[a-z_]+|[a-z_]+_register|get|post|put|patch|delete|head|options|api_view|signal|callback|event|event_handler|before_request|after_request|errorhandler|cli\.command)$/,
];

// Decorator names repeat heavily (@property, @doc, @pytest.mark.…): the patterns run once per distinct name.
const decoratorMemo = new WeakMap<readonly RegExp[], Map<string, boolean>>();
/** Returns true when decorator `name` matches one of `patterns` (memoized per pattern list). */
export function isEventDecorator(name: string, patterns: readonly RegExp[]): boolean {
  let memo = decoratorMemo.get(patterns);
  if (!memo) { memo = new Map(); decoratorMemo.set(patterns, memo); }
  let hit = memo.get(name);
  if (hit === undefined) {
    const last = name.slice(name.lastIndexOf('.') + 1);
    hit = patterns.some((re) => re.test(last) || re.test(name));
    memo.set((' ' + name).slice(1), hit); // a copy: `name` may be a view of a whole file's text
  }
  return hit;
}

/** Returns the edge kind of Python import flags (F_*). */
export function pyKind(flags: number): EdgeKind {
  if (flags & F_TC) return 'type-checking';
  if (flags & F_LAZY) return 'lazy';
  if (flags & F_COND) return 'conditional';
  return 'static';
}

/** Substrings at least this long share their parent's characters in V8 (a sliced string keeps the parent alive). */
const SHARE_MIN = 13;

// Long specifiers and names repeat across a repository's files (`pandas.core.frame`): one owned copy of each, found
// by content, costs a hash lookup instead of a native decode per occurrence (and shares the memory).
const OWNED_MAX = 1 << 16;
const ownedCopies = new Map<string, string>();
/** Returns a string equal to `view` that does not share a larger string's characters. */
function owned(view: string): string {
  let s = ownedCopies.get(view);
  if (s === undefined) {
    if (ownedCopies.size >= OWNED_MAX) ownedCopies.clear();
    s = (' ' + view).slice(1); // flattening the concatenation copies the characters
    ownedCopies.set(s, s);
  }
  return s;
}

/**
 * The source as seen by the decoders. An ASCII file with many records is decoded once, as one string, and sliced
 * (byte offsets are string offsets in ASCII): one native call per file instead of one per slice. Otherwise each slice
 * is decoded from the UTF-8 bytes on its own. Strings handed out are never views of the whole text: they would keep
 * every file's text alive for as long as a def name or specifier lives (all of a 100k-file repository at once).
 */
export class SourceText {
  private readonly whole: string | null;
  constructor(private readonly buf: Buffer, records: number) {
    // Decoding the whole file costs about as much as one native slice per 2 KB.
    this.whole = records * 2048 >= buf.length && isAscii(buf) ? buf.toString('latin1') : null;
  }
  /** Returns bytes [a, b) as a string of its own. */
  text(a: number, b: number): string {
    if (b <= a) return '';
    if (this.whole === null) return this.buf.toString('utf8', a, b);
    return b - a < SHARE_MIN ? this.whole.substring(a, b) : this.buf.toString('latin1', a, b);
  }
  /** Returns text(a, b), for a string that recurs across files (an import specifier or name): one copy each. */
  recurring(a: number, b: number): string {
    if (b - a < SHARE_MIN || this.whole === null) return this.text(a, b);
    return owned(this.whole.substring(a, b));
  }
  /**
   * Returns bytes [a, b) as a string that may be a view of the whole text: only for a part of a string being built,
   * which its builder flattens (see flat()) before keeping it.
   */
  part(a: number, b: number): string {
    if (b <= a) return '';
    return this.whole !== null ? this.whole.substring(a, b) : this.buf.toString('utf8', a, b);
  }
}

function text(src: SourceText, a: number, b: number): string {
  return src.text(a, b);
}
function detail(src: SourceText, a: number, b: number): string {
  return src.text(a, b).trim();
}

/** Returns the LexResult of Python lexer records over `src`. */
export function decodePython(buf: Buffer, rec: Int32Array, chars: number, eventDecorators: readonly RegExp[] = DEFAULT_EVENT_DECORATORS): LexResult {
  const src = new SourceText(buf, rec.length / REC);
  const imports: RawImport[] = [];
  const defs: Def[] = [];
  const dynamic: DynamicSite[] = [];
  const defNames: string[] = [];
  let from: RawImport | null = null;
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    if (type !== PY_NAME) from = null;
    switch (type) {
      case PY_IMPORT:
        imports.push({ line, kind: pyKind(a), specifier: src.recurring(b, c) });
        break;
      case PY_FROM: {
        const mod = src.recurring(b, c);
        if (d === 0 && mod === '__future__') break;
        from = { line, kind: pyKind(a), specifier: '.'.repeat(d) + mod, names: [] };
        imports.push(from);
        break;
      }
      case PY_NAME:
        if (from) from.names!.push(src.recurring(b, c));
        break;
      case PY_DYNCONST:
        imports.push({ line, kind: 'dynamic-const', specifier: text(src, b, c) });
        break;
      case PY_DYNIMPORT:
        dynamic.push({ line, kind: 'dynamic-import', detail: detail(src, b, c) });
        break;
      case PY_GETATTR:
        dynamic.push({ line, kind: 'dynamic-dispatch', detail: detail(src, b, c) });
        break;
      case PY_DECORATOR: {
        const name = text(src, b, c);
        if (isEventDecorator(name, eventDecorators)) {
          dynamic.push({ line, kind: 'event-registration', detail: detail(src, b - 1 >= 0 ? Math.max(0, b - 1) : b, d) });
        }
        break;
      }
      case PY_DEF: {
        const kindCode = d & 15;
        const parent = (d >> 4) - 1;
        const own = text(src, b, c);
        const parentName = parent >= 0 ? defNames[parent] : undefined;
        const name = parentName ? `${parentName}.${own}` : own;
        defNames[at / REC] = name;
        const kind: Def['kind'] = kindCode === PD_CLASS ? 'class' : kindCode === PD_VARIABLE ? 'variable' : parentName ? 'method' : 'function';
        defs.push({ name, kind, start: line, end: Math.max(line, a) });
        break;
      }
    }
  }
  return { imports, defs, dynamic, chars };
}

export const JS_IMPORT_KINDS: readonly EdgeKind[] = ['static', 'static', 'type-only', 'reexport', 'side-effect', 'dynamic-const', 'require'];
const JS_DEF_KINDS: readonly Def['kind'][] = ['variable', 'function', 'class', 'variable', 'const', 'interface', 'type', 'enum'];
void JD_FUNCTION; void JD_CLASS; void JD_VARIABLE; void JD_CONST; void JD_INTERFACE; void JD_TYPE; void JD_ENUM;

/** Returns the LexResult of JS/TS lexer records over `src`. */
export function decodeJs(buf: Buffer, rec: Int32Array, chars: number): LexResult {
  const src = new SourceText(buf, rec.length / REC);
  const imports: RawImport[] = [];
  const defs: Def[] = [];
  const dynamic: DynamicSite[] = [];
  for (let at = 0; at < rec.length; at += REC) {
    const type = rec[at], line = rec[at + 1], a = rec[at + 2], b = rec[at + 3], c = rec[at + 4], d = rec[at + 5];
    switch (type) {
      case JS_IMPORT:
        imports.push({ line, kind: JS_IMPORT_KINDS[a] ?? 'static', specifier: src.recurring(b, c) });
        break;
      case JS_DYNAMIC:
        dynamic.push({ line, kind: 'dynamic-import', detail: detail(src, b, c) });
        break;
      case JS_EVENT:
        dynamic.push({ line, kind: 'event-registration', detail: detail(src, a, d) });
        break;
      case JS_DEF:
        defs.push({ name: c > b ? text(src, b, c) : 'default', kind: JS_DEF_KINDS[d] ?? 'variable', start: line, end: Math.max(line, a) });
        break;
    }
  }
  return { imports, defs, dynamic, chars };
}

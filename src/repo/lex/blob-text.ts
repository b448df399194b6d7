// The pieces a dynamic-site blob (columns.ts) is written from, shared by the language packs' blob builders
// (src/languages/*/dynamic.ts): kind codes, JSON quoting, and UTF-8 slices of the source.
import { DYN_KINDS } from '../columns.js';
import { utf8Slice } from './utf8.js';

/** The dynamic-site kind codes of the dynamic blob. */
export const DYN_CODE = {
  import: DYN_KINDS.indexOf('dynamic-import'),
  dispatch: DYN_KINDS.indexOf('dynamic-dispatch'),
  event: DYN_KINDS.indexOf('event-registration'),
} as const;

const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
/** Returns JSON.stringify(s). */
export function quote(s: string): string {
  return NEEDS_ESCAPE.test(s) ? JSON.stringify(s) : `"${s}"`;
}

/** Returns `items` (comma-separated JSON values) as a JSON list. */
export function jsonList(items: string): string {
  return items === '' ? '[]' : `[${items}]`;
}

/** Returns bytes [a, b) of `buf` as text ('' when empty). */
export function sliceUtf8(buf: Buffer, a: number, b: number): string {
  return b <= a ? '' : utf8Slice(buf, a, b);
}

// Struct layouts that cross a kernel boundary (wasm linear memory, or a worker's transferred buffer), as named offsets.
// The AssemblyScript side writes the same layouts (it cannot import from src/): each block names the file that does.
// Every offset counts in i32 slots unless its name ends in _BYTES. The lexers' record width (REC) and record kinds
// live in repo/lex/records.ts, beside the twins that emit the same records.
// ── Lexer blob header (assembly/lib/blobs.ts HEAD): the address `w()` / `l(len)` of pylex and jslex return. ──
/** Lexer blob header slot: address of the defs column blob (UTF-8 JSON). */
export const LEX_DEFS_PTR = 0;
/** Lexer blob header slot: byte length of the defs blob. */
export const LEX_DEFS_LEN = 1;
/** Lexer blob header slot: address of the imports column blob (UTF-8 JSON). */
export const LEX_IMPORTS_PTR = 2;
/** Lexer blob header slot: byte length of the imports blob (the blob at a slot is read from [ptr, ptr + len)). */
export const LEX_IMPORTS_LEN = 3;
/** Lexer blob header slot: address of the decorator names (Python; each followed by '\n'). */
export const LEX_DECORATORS_PTR = 4;
/** Lexer blob header slot: byte length of the decorator names (0 when there are none). */
export const LEX_DECORATORS_LEN = 5;
/** Lexer blob header slot: address of the indices (i32) of the records the dynamic blob reads. */
export const LEX_DYNAMIC_PTR = 6;
/** Lexer blob header slot: how many record indices sit at LEX_DYNAMIC_PTR. */
export const LEX_DYNAMIC_COUNT = 7;
/** Lexer blob header slot: number of records of the last run. */
export const LEX_RECORD_COUNT = 8;
/** Lexer blob header slot: address of the records (REC i32 each). */
export const LEX_RECORDS_PTR = 9;
// ── Python resolution kernel (assembly/pyresolve.ts): the input header at `a(total)`, the answer at `r(total)`. ──
/** pyresolve input slot: number of repository paths. */
export const PYR_IN_PATHS = 0;
/** pyresolve input slot: number of source roots. */
export const PYR_IN_ROOTS = 1;
/** pyresolve input slot: UTF-8 byte length of the repository's own package name. */
export const PYR_IN_SELF_LEN = 2;
/** pyresolve input slot: number of files to resolve (their ids follow the header). */
export const PYR_IN_TODO = 3;
/** pyresolve input slot: UTF-8 byte length of the text after the ids. */
export const PYR_IN_TEXT_LEN = 4;
/** pyresolve input slot: reserved, written 0. */
export const PYR_IN_RESERVED = 5;
/** pyresolve input header size: six i32, then `todo` i32 ids, then the text. */
export const PYR_IN_HEADER_BYTES = 24;
/** pyresolve answer slot: address of the (from, to, line, kind) quadruples. */
export const PYR_OUT_QUADS_PTR = 0;
/** pyresolve answer slot: number of quadruples. */
export const PYR_OUT_QUAD_COUNT = 1;
/** pyresolve answer slot: address of the per-file status (i32, 0 = answered), followed by the externals text. */
export const PYR_OUT_STATUS_PTR = 2;
/** pyresolve answer slot: byte length of the externals text ('\0'-separated, one per file). */
export const PYR_OUT_EXTERNALS_LEN = 3;
/** pyresolve answer size, in i32 slots. */
export const PYR_OUT_SLOTS = 4;
// ── A terminal chunk stripped by a pool worker (workers/kernels.js writes it, kernels/pool.ts reads it). ──
/** Strip-chunk header slot: escape sequences removed. */
export const STRIP_ESCAPES = 0;
/** Strip-chunk header slot: redraws. */
export const STRIP_REDRAWS = 1;
/** Strip-chunk header slot: backspaces. */
export const STRIP_OVERSTRIKES = 2;
/** Strip-chunk header slot: other controls removed. */
export const STRIP_CONTROLS = 3;
/** Strip-chunk header slot: cursor-up/restore moves (any > 0 makes the caller redo the input in one piece). */
export const STRIP_UP_MOVES = 4;
/** Strip-chunk header size, in i32 slots (little-endian): the stats above. */
export const STRIP_HEADER_SLOTS = 5;
/** Strip-chunk header size in bytes; the visible bytes follow it. */
export const HEADER_BYTES = STRIP_HEADER_SLOTS * 4;

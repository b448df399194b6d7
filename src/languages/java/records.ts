/**
 * How the Java lexer (lex.ts) spells what it finds as raw imports, and how the resolver (resolve.ts) reads them back:
 * - `{ specifier: '.', names: [package, ...top-level names] }`: the package clause (`''` for the unnamed package) and
 *   the names the file declares at its top level;
 * - `{ specifier: 'a.b.C' }`, `{ specifier: 'a.b.*' }`: a single-type or on-demand import;
 * - `{ specifier: 'a.b.C.m', names: ['static'] }`: a static import (`a.b.C.*` too), of class `a.b.C`;
 * - `{ specifier: 'Name' }` (no dot): a simple name the code uses, maybe a class of the file's own package;
 * - `{ specifier: 'a.b.C', names: ['qualified'] }`: a qualified name in code, a class of the repository or nothing;
 * - `{ kind: 'dynamic-const', specifier: 'a.b.C$D' }`: a class loaded by a literal name (binary: `$` before a nested class).
 * @internal
 */

/** The specifier of the package-clause record. */
export const PACKAGE_CLAUSE_SPEC = '.';
/** The marker name of a static import. */
export const STATIC = 'static';
/** The marker name of a qualified name in code. */
export const QUALIFIED = 'qualified';

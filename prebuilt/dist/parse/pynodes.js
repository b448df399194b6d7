/** Python compound statements whose blocks hold statements (and so may hold definitions). */
export const PY_COMPOUND = new Set([
    'if_statement', 'try_statement', 'with_statement', 'for_statement', 'while_statement', 'match_statement',
]);
/** Clauses of compound statements that carry their own block. */
export const PY_CLAUSES = new Set([
    'elif_clause', 'else_clause', 'except_clause', 'except_group_clause', 'finally_clause', 'case_clause', 'block',
]);
/**
 * Returns the 0-based row of the last token of `node` that is not a comment: Python's `end_lineno`.
 * (tree-sitter lets trailing comments belong to a block, `ast` does not.)
 */
export function lastRow(node) {
    let cur = node;
    for (;;) {
        let next = null;
        for (let i = cur.childCount - 1; i >= 0; i--) {
            const c = cur.child(i);
            if (c && c.type !== 'comment' && c.endIndex > c.startIndex) {
                next = c;
                break;
            }
        }
        if (!next) {
            const end = cur.endPosition;
            return end.column === 0 && end.row > cur.startPosition.row ? end.row - 1 : end.row;
        }
        cur = next;
    }
}
/** Returns true when `stmt` is a docstring-shaped statement (a lone string expression). */
export function isDocstring(stmt) {
    if (stmt.type !== 'expression_statement' || stmt.namedChildCount !== 1)
        return false;
    const t = stmt.namedChild(0)?.type;
    return t === 'string' || t === 'concatenated_string';
}
/** Returns the leading whitespace of `line`. */
export function lineIndent(line) {
    const m = /^[ \t\f]*/.exec(line);
    return m ? m[0] : '';
}

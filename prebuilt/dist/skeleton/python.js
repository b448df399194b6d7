import { lastRow, isDocstring, lineIndent, PY_COMPOUND, PY_CLAUSES } from '../parse/pynodes.js';
/**
 * Returns the elisions that turn a Python module into its interface skeleton: each function body (after the
 * signature and docstring) becomes one `...` line at the body's indentation, with the elided range in a comment.
 * Class bodies, module statements and compound statements (if/try/with/for) are kept and recursed into.
 */
export function pythonElisions(tree, lineAt) {
    const out = [];
    visitBlock(tree.rootNode, lineAt, out);
    return out;
}
function visitBlock(block, lineAt, out) {
    for (const stmt of block.namedChildren) {
        if (!stmt)
            continue;
        visitStatement(stmt, lineAt, out);
    }
}
function visitStatement(stmt, lineAt, out) {
    let def = stmt;
    if (stmt.type === 'decorated_definition')
        def = stmt.childForFieldName('definition');
    if (!def)
        return;
    if (def.type === 'function_definition') {
        if (!def.hasError)
            elideFunction(def, lineAt, out);
    }
    else if (def.type === 'class_definition') {
        const body = def.childForFieldName('body');
        if (body)
            visitBlock(body, lineAt, out);
    }
    else if (PY_COMPOUND.has(def.type)) {
        for (const child of def.namedChildren) {
            if (!child)
                continue;
            if (child.type === 'block')
                visitBlock(child, lineAt, out);
            else if (PY_CLAUSES.has(child.type)) {
                for (const c of child.namedChildren)
                    if (c && c.type === 'block')
                        visitBlock(c, lineAt, out);
            }
        }
    }
}
function elideFunction(def, lineAt, out) {
    const body = def.childForFieldName('body');
    if (!body)
        return;
    const colon = body.previousSibling;
    const colonRow = colon ? colon.endPosition.row : def.startPosition.row;
    // Only the first two statements matter: materialising every statement of a long body costs more than the parse.
    const first = nextStatement(body.firstNamedChild);
    if (!first || first.startPosition.row <= colonRow)
        return; // one-line def: nothing to gain
    let keepUntil = colonRow;
    let rest = first;
    if (isDocstring(first)) {
        keepUntil = lastRow(first);
        rest = nextStatement(first.nextNamedSibling);
    }
    if (!rest || rest.startPosition.row <= keepUntil)
        return;
    const endRow = lastRow(def);
    if (endRow <= keepUntil)
        return;
    const indent = lineIndent(lineAt(first.startPosition.row));
    out.push({
        start: keepUntil + 2,
        end: endRow + 1,
        replacement: `${indent}...  # … lines ${keepUntil + 2}-${endRow + 1}`,
    });
}
/** Returns `n` or the first named sibling after it that is not a comment. */
function nextStatement(n) {
    while (n && n.type === 'comment')
        n = n.nextNamedSibling;
    return n;
}

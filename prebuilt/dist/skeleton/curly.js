const JS_CONTAINERS = [
    'program', 'export_statement', 'class_declaration', 'abstract_class_declaration', 'class', 'class_body',
    'lexical_declaration', 'variable_declaration', 'variable_declarator', 'expression_statement',
    'assignment_expression', 'internal_module', 'module', 'ambient_declaration', 'public_field_definition',
    'field_definition', 'statement_block', 'parenthesized_expression',
];
const JS_FUNCTIONS = [
    'function_declaration', 'generator_function_declaration', 'function_expression', 'function', 'generator_function',
    'arrow_function', 'method_definition',
];
const SHAPES = {
    javascript: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: new Set(['statement_block']) },
    typescript: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: new Set(['statement_block']) },
    tsx: { containers: new Set(JS_CONTAINERS), functions: new Set(JS_FUNCTIONS), blocks: new Set(['statement_block']) },
    go: { containers: new Set(['source_file']), functions: new Set(['function_declaration', 'method_declaration']), blocks: new Set(['block']) },
    rust: {
        containers: new Set(['source_file', 'impl_item', 'trait_item', 'mod_item', 'declaration_list']),
        functions: new Set(['function_item']),
        blocks: new Set(['block']),
    },
    java: {
        containers: new Set(['program', 'class_declaration', 'class_body', 'interface_declaration', 'interface_body',
            'enum_declaration', 'enum_body', 'enum_body_declarations', 'record_declaration']),
        functions: new Set(['method_declaration', 'constructor_declaration', 'compact_constructor_declaration']),
        blocks: new Set(['block', 'constructor_body']),
    },
};
/**
 * Returns the function bodies to elide for a brace language: every multi-line body of a declaration reachable
 * through declaration containers (classes, exports, namespaces, impls), replaced by `{ /* … lines a-b *\/ }`.
 * Bodies of functions nested inside other bodies go with their parent.
 */
export function curlyElisions(tree, lang) {
    const shape = SHAPES[lang];
    const out = [];
    const stack = [tree.rootNode];
    while (stack.length) {
        const node = stack.pop();
        if (shape.functions.has(node.type)) {
            const body = node.childForFieldName('body');
            if (body && shape.blocks.has(body.type) && !body.hasError && body.endPosition.row > body.startPosition.row) {
                const start = body.startPosition.row + 1;
                const end = body.endPosition.row + 1;
                out.push({ start, end, from: body.startIndex, to: body.endIndex, replacement: `{ /* … lines ${start}-${end} */ }` });
                continue;
            }
        }
        if (!shape.containers.has(node.type) && !shape.functions.has(node.type))
            continue;
        const kids = node.namedChildren;
        for (let i = kids.length - 1; i >= 0; i--) {
            const k = kids[i];
            if (k)
                stack.push(k);
        }
    }
    out.sort((a, b) => a.from - b.from);
    return out;
}

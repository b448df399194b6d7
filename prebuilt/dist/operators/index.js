/**
 * The operators of context-kernel in one ordered list, the way Vite's `resolvePlugins` spells out its pipeline: what
 * each one is called, what input it accepts, what it returns, and how the adapters expose it. The CLI (`ck --help`,
 * cli/main.ts), the MCP server (its tools, mcp/server.ts) and the hooks (the backends they load, hooks/lazy.ts) read
 * their names, summaries and entry modules from here, so an operator is described once.
 *
 * Data only, no imports: the hook and CLI bundles load it on their fastest paths.
 *
 * @example
 * OPERATORS.map((o) => o.id);   // ['engine:normalize', 'engine:slice', 'engine:symbols', …]
 * operator('slice').accepts;    // 'a repository and a symptom (traceback, error message, failing test, diff) or seed paths'
 * operator('skeleton').mcp;     // null: not served over MCP
 */
/**
 * The operators in pipeline order: an output is cleaned (T1), a task state cut from the repository (T2, T2b, the
 * compiler), its constraints kept and checked (T3, T4), what the model did with it measured (T5), and a reproducer
 * shrunk. An operator an adapter does not expose says so with `null` (`mcp: null`), as Vite's list does.
 */
export const OPERATORS = Object.freeze([
    {
        name: 'normalize', id: 'engine:normalize', tier: 'T1',
        accepts: 'a tool output (log, file read, grep, JSON) as bytes or text',
        returns: 'the same output without task-free noise; every elision marked and recoverable (ck recall)',
        summary: 'T1: normalize a tool output read from stdin',
        module: 'normalize/index.js',
        mcp: {
            name: 'kernel_normalize',
            title: 'Normalize a tool output (T1)',
            description: 'Removes task-free noise (escape sequences, progress redraws, repeated lines, long uneventful middles) from a log or tool output; every elision is marked with the command that recovers it.',
        },
        hooks: ['post-tool-use'],
    },
    {
        name: 'slice', id: 'engine:slice', tier: 'T2',
        accepts: 'a repository and a symptom (traceback, error message, failing test, diff) or seed paths',
        returns: 'the task-state manifest: seed files, their import closure, bounded importers and tests under a token budget',
        summary: 'T2: the task state for a symptom, under a token budget',
        module: 'slice/index.js',
        mcp: {
            name: 'kernel_repo_slice',
            title: 'Repository slice (T2)',
            description: 'The task state for a symptom: seed files from a traceback/error/failing test, their import closure, bounded importers and related tests, under a token budget. Every exclusion is listed with the command that reads it (page fault).',
        },
        hooks: ['user-prompt-submit', 'post-tool-use'],
    },
    {
        name: 'symbols', id: 'engine:symbols', tier: 'T2b',
        accepts: 'a source file and a line or a symbol name',
        returns: 'exact ranges of the enclosing symbol (or a def-use slice), each with the command that prints it',
        summary: 'T2b: exact symbol ranges or a def-use slice for one location',
        module: 'symbols/index.js',
        mcp: {
            name: 'kernel_symbols',
            title: 'Symbol ranges (T2b)',
            description: 'Exact line ranges of the symbol enclosing a line (or named), each with the sed command that prints it.',
        },
        hooks: [],
    },
    {
        name: 'skeleton', id: 'engine:skeleton', tier: 'T2b',
        accepts: 'a source file (Python, JavaScript, TypeScript, Go, Rust, Java)',
        returns: 'its interface skeleton: signatures and docstrings, bodies elided, still parsing',
        summary: 'the interface skeleton of one file',
        module: 'skeleton/index.js',
        mcp: null,
        hooks: [],
    },
    {
        name: 'compile', id: 'engine:compile', tier: null,
        accepts: 'a repository and a target file in it',
        returns: 'the target in full, what it reaches as skeletons under a budget, warnings where static analysis stops',
        summary: 'context-compiler mode: target in full, what it reaches as skeletons',
        module: 'compile/index.js',
        mcp: {
            name: 'kernel_compile',
            title: 'Context compiler',
            description: 'A target file in full (or as its skeleton when too large), what it references as interface skeletons under a token budget, the rest excluded, with reference coverage and warnings where static analysis stops.',
        },
        hooks: [],
    },
    {
        name: 'charter', id: 'engine:charter', tier: 'T3',
        accepts: "a task's constraints as text with file:line citations, per repository",
        returns: 'the stored charter, its citations refreshed when lines moved',
        summary: 'T3: save, show, refresh or clear the task charter',
        module: 'charter/index.js',
        mcp: null,
        hooks: ['pre-tool-use', 'pre-compact', 'session-start', 'session-end'],
    },
    {
        name: 'verify-citations', id: 'engine:verify-citations', tier: 'T4',
        accepts: 'a text with file:line citations and the repository it cites',
        returns: 'each citation checked against the files: still true, moved, or stale',
        summary: 'T4: check every file:line citation of a text against the repository',
        module: 'charter/verify.js',
        mcp: null,
        hooks: [],
    },
    {
        name: 'revealed', id: 'engine:revealed', tier: 'T5',
        accepts: 'Claude Code session transcripts (JSONL)',
        returns: 'per slice: files opened and never opened, page faults and their tokens',
        summary: 'T5: which slice files the model opened, what it read outside, the page faults it paid',
        module: 'revealed/index.js',
        mcp: null,
        hooks: [],
    },
    {
        name: 'minimize', id: 'engine:minimize', tier: null,
        accepts: 'a reproducer (lines or characters) and an oracle command that fails on it',
        returns: 'a 1-minimal reproducer the oracle still fails on (ddmin)',
        summary: 'ddmin: shrink a reproducer while an oracle command still fails',
        module: 'minimize/index.js',
        mcp: null,
        hooks: [],
    },
]);
/** Returns the operator named `name` (every OperatorName has one). */
export function operator(name) {
    return OPERATORS.find((o) => o.name === name);
}
/** Returns the operators served over MCP, in pipeline order. */
export function mcpOperators() {
    return OPERATORS.filter((o) => o.mcp !== null);
}

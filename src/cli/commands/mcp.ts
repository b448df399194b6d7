import type { Command } from '../command.js';
import { parseFlags } from '../command.js';
import { unexpectedArgument } from '../../errors.js';

const help = `usage: ck mcp

Serves the context-kernel tools over MCP on stdio (JSON-RPC on stdin/stdout; diagnostics on stderr):
  kernel_repo_slice  repo, symptom | symptom_file | seeds, budget, deps_depth, importers_depth, format
  kernel_symbols     file, line | name, format
  kernel_compile     repo, target, max_hops, budget, format
  kernel_normalize   text, tool

Register it with Claude Code: claude mcp add context-kernel -- npx ck mcp (from the clone or a project that
installed the package; after npm link, -- ck mcp)
or with Codex: see codex/config.toml.

Exit status: 0 when the client closes standard input, 2 bad usage. A failing tool call is an MCP tool error
(isError), never an exit.
`;

export const command: Command = {
  name: 'mcp',
  summary: 'MCP server on stdio',
  help,
  async run(argv) {
    const { positionals } = parseFlags(argv, {}, 'mcp');
    if (positionals.length > 0) throw unexpectedArgument('mcp', positionals[0]!);
    const { serveStdio } = await import('../../mcp/server.js');
    await serveStdio();
    // Keep running until the client closes stdin.
    await new Promise<void>((res) => process.stdin.once('close', res).once('end', res));
    return 0;
  },
};

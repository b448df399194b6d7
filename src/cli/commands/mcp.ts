import { pending } from '../command.js';

export const command = pending('mcp', 'MCP server on stdio');

/** MCP integration: the kernel tools served over stdio. */
export { createKernelServer, serveStdio } from './server.js';

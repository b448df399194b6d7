/** How long after finding no usable Python the server start looks again (server.ts, server-spawn.ts). */
export const PYTHON_RETRY_MS = 24 * 3600 * 1000;

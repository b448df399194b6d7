import { pending } from '../command.js';

export const command = pending('hook', 'Claude Code hooks: JSON on stdin, JSON on stdout');

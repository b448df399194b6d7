import { pending } from '../command.js';

export const command = pending('normalize', 'T1: normalize a tool output read from stdin');

import { pending } from '../command.js';

export const command = pending('compile', 'context-compiler mode: target in full, what it reaches as skeletons');

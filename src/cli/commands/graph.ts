import { pending } from '../command.js';

export const command = pending('graph', 'what a file reaches (or what reaches it), with hops');

import { pending } from '../command.js';

export const command = pending('symbols', 'T2b: exact symbol ranges or a def-use slice for one location');

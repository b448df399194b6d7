import { pending } from '../command.js';

export const command = pending('skeleton', 'the interface skeleton of one file');

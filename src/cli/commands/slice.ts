import { pending } from '../command.js';

export const command = pending('slice', 'T2: the task state for a symptom, under a token budget');

import { pending } from '../command.js';

export const command = pending('bench', 'benchmarks that run on a real repository (sufficiency)');

import { pending } from '../command.js';

export const command = pending('recall', 'print what an elision marker removed');

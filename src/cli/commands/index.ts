import { pending } from '../command.js';

export const command = pending('index', 'build/refresh the cached repository index and print its stats');

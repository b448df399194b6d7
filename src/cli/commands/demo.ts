import { pending } from '../command.js';

export const command = pending('demo', 'run every operator on bundled examples');

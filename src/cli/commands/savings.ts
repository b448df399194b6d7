import { pending } from '../command.js';

export const command = pending('savings', 'what normalization saved, per tool and session');

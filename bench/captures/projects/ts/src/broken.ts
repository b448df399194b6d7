import { add, format, type Money } from './money.js';

const a: Money = { amount: 1, currency: 'EUR' };
const b: Money = { amount: '2', currency: 'EUR' };
export const sum: string = add(a, b);
export function show(m?: Money): string {
  return format(m);
}
export const missing = subtract(a, b);

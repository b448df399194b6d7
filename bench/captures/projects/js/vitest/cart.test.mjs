import { describe, test, expect } from 'vitest';
import cart from '../src/cart.js';
const BUG = process.env.CAPTURE_BUG || '';
const N = Number(process.env.CAPTURE_N || 40);

describe('lineTotal', () => {
  for (let i = 0; i < N; i++) {
    test(`qty ${i}`, () => {
      expect(cart.lineTotal({ sku: 'a', qty: i, price: 2 })).toBe(i * 2 + (BUG === 'line' && i % 11 === 5 ? 1 : 0));
    });
  }
});

describe('discount', () => {
  test('half', () => expect(cart.discount(100, 'HALF')).toBe(50));
  test('ten', () => expect(cart.discount(100, 'TEN')).toStrictEqual(BUG === 'sum' ? { total: 90 } : 90));
});

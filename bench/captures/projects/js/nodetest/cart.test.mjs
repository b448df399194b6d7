import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import cart from '../src/cart.js';
const BUG = process.env.CAPTURE_BUG || '';
const N = Number(process.env.CAPTURE_N || 40);

describe('lineTotal', () => {
  for (let i = 0; i < N; i++) {
    it(`qty ${i}`, () => {
      assert.equal(cart.lineTotal({ sku: 'a', qty: i, price: 5 }), i * 5 + (BUG === 'line' && i % 9 === 8 ? 1 : 0));
    });
  }
});

describe('discount', () => {
  it('ten off', () => assert.deepEqual({ v: cart.discount(50, 'TEN') }, { v: BUG === 'sum' ? 45 : 40 }));
  it('unknown code', () => assert.equal(cart.discount(50, 'NONE'), 50));
});

const assert = require('node:assert/strict');
const { lineTotal, cartTotal, discount } = require('../src/cart.js');
const BUG = process.env.CAPTURE_BUG || '';
const N = Number(process.env.CAPTURE_N || 40);

describe('lineTotal', function () {
  for (let i = 0; i < N; i++) {
    it(`multiplies qty ${i}`, function () {
      assert.equal(lineTotal({ sku: 'a', qty: i, price: 3 }), i * 3 + (BUG === 'line' && i % 15 === 4 ? 2 : 0));
    });
  }
});

describe('cart', function () {
  it('sums lines', function () {
    assert.deepEqual({ total: cartTotal([{ sku: 'a', qty: 2, price: 2 }]) }, { total: BUG === 'sum' ? 5 : 4 });
  });
  it('throws on a negative quantity', function () {
    if (BUG === 'throw') lineTotal({ sku: 'x', qty: -3, price: 1 });
    assert.throws(() => lineTotal({ sku: 'x', qty: -3, price: 1 }), RangeError);
  });
});

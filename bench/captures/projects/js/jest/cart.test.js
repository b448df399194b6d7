const { lineTotal, cartTotal, discount } = require('../src/cart.js');
const BUG = process.env.CAPTURE_BUG || '';
const N = Number(process.env.CAPTURE_N || 40);

describe('lineTotal', () => {
  for (let i = 0; i < N; i++) {
    test(`qty ${i}`, () => {
      expect(lineTotal({ sku: 'a', qty: i, price: 2 })).toBe(i * 2 + (BUG === 'line' && i === 7 ? 1 : 0));
    });
  }
  test('negative quantity throws', () => {
    expect(() => lineTotal({ sku: 'n', qty: -1, price: 1 })).toThrow(RangeError);
  });
});

describe('cart', () => {
  test('sums lines', () => {
    expect(cartTotal([{ sku: 'a', qty: 1, price: 3 }, { sku: 'b', qty: 2, price: 4 }])).toBe(BUG === 'sum' ? 12 : 11);
  });
  test('discount codes', () => {
    expect(discount(100, 'HALF')).toEqual(50);
    expect(discount(100, 'TEN')).toEqual(BUG === 'sum' ? 80 : 90);
  });
});

// A small cart module the captured runners test.
function lineTotal(item) {
  if (item.qty < 0) throw new RangeError(`negative quantity for ${item.sku}`);
  return item.qty * item.price;
}

function cartTotal(items) {
  return items.reduce((sum, it) => sum + lineTotal(it), 0);
}

function discount(total, code) {
  if (code === 'HALF') return total / 2;
  if (code === 'TEN') return total - 10;
  return total;
}

module.exports = { lineTotal, cartTotal, discount };

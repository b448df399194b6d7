// Creates an order with a field the schema does not allow.
const { create, object, string, size } = require('superstruct');

const Code = size(string(), 4, 4);
const Order = object({ code: Code });

function makeOrder(input) {
  return create(input, Order);
}

console.log(makeOrder({ code: 'AB' }));

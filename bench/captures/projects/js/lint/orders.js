import { format } from './format.js';

let unusedCounter = 0;

export function orderTotal(order) {
  let total = 0;
  for (let i = 0; i < order.items.length; i++) {
    if (order.items[i].qty == 0) continue;
    total += order.items[i].qty * order.items[i].price;
  }
  if (order.code == 'HALF') total = total / 2;
  return format(totl);
}

export function debug(order) {
  let label = 'order ' + order.id;
  console.log(label);
  return undefinedHelper(order);
}

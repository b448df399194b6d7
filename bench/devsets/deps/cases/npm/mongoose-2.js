// Looks a model up before the file that defines it was required.
const mongoose = require('mongoose');

function orderModel() {
  return mongoose.model('Order');
}

const Order = orderModel();
console.log(Order.modelName);

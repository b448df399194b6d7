// A raw query with two placeholders and one binding.
const knex = require('knex')({ client: 'pg' });

function recentOrders(customerId) {
  return knex.raw('select * from orders where customer_id = ? and created_at > ?', [customerId]);
}

console.log(recentOrders(7).toSQL());

// Builds a query whose filter value is undefined (a missing request field).
const knex = require('knex')({ client: 'pg' });

function findUser(params) {
  return knex('users').where({ id: params.userId }).first();
}

const query = findUser({ userid: 42 });
console.log(query.toString());

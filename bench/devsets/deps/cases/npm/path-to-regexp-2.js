// Builds a URL for a route without giving it the parameter it needs.
const { compile } = require('path-to-regexp');

const toUser = compile('/users/:id');

function link(user) {
  return toUser({ name: user.name });
}

console.log(link({ name: 'ada' }));

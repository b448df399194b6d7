// Validates a signup body whose age is text.
const { assert, object, string, number } = require('superstruct');

const Signup = object({ name: string(), age: number() });

function check(body) {
  assert(body, Signup);
  return body;
}

console.log(check({ name: 'ada', age: '36' }));

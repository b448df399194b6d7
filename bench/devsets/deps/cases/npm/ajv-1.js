// Compiles a schema with a misspelled type name.
const Ajv = require('ajv');

const ajv = new Ajv();
const validate = ajv.compile({
  type: 'object',
  properties: { name: { type: 'strng' } },
});
console.log(validate({ name: 'x' }));

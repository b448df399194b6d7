// Strict mode rejects a misspelled keyword.
const Ajv = require('ajv');

const ajv = new Ajv();
const schema = {
  type: 'object',
  properties: { id: { type: 'integer' } },
  requierd: ['id'],
};
const validate = ajv.compile(schema);
console.log(validate({}));

// Registers the same schema id twice (once per module that loads it).
const Ajv = require('ajv');

const ajv = new Ajv();
const address = { $id: 'https://example.com/address', type: 'object', properties: { city: { type: 'string' } } };

function registerSchemas(list) {
  for (const s of list) ajv.addSchema(s);
}

registerSchemas([address]);
registerSchemas([address]);

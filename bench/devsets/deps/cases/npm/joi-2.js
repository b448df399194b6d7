// Joi.assert on a config object missing a required key.
const Joi = require('joi');

const configSchema = Joi.object({
  port: Joi.number().port().required(),
  host: Joi.string().hostname().required(),
});

function loadConfig(raw) {
  Joi.assert(raw, configSchema, 'Invalid config');
  return raw;
}

loadConfig({ port: 8080 });

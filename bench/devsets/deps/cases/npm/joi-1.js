// Validates a signup payload with Joi.attempt; the age is a string.
const Joi = require('joi');

const signup = Joi.object({
  email: Joi.string().email().required(),
  age: Joi.number().integer().min(13),
});

const input = { email: 'ada@example.com', age: 'twelve' };
const value = Joi.attempt(input, signup);
console.log(value);

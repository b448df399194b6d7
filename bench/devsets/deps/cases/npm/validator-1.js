// Validates an email field that arrived as a number.
const validator = require('validator');

const form = { email: 12345 };
console.log(validator.isEmail(form.email));

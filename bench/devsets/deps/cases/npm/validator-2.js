// Checks a phone number against a locale code validator does not have.
const validator = require('validator');

console.log(validator.isMobilePhone('+44 7700 900123', 'en-UK'));

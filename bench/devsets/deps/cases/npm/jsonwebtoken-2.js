// Verifies the Authorization header value including its 'Bearer ' prefix split wrongly.
const jwt = require('jsonwebtoken');

const header = 'Bearer: abc.def';
const token = header.split(' ')[1];
const claims = jwt.verify(token, 'secret');
console.log(claims);

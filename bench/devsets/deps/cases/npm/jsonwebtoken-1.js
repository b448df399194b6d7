// Signs a token when the secret environment variable is not set.
const jwt = require('jsonwebtoken');

const secret = process.env.JWT_SECRET_KEY;
const token = jwt.sign({ sub: 'user-1', role: 'admin' }, secret);
console.log(token);

// An expiresIn value that is not a timespan.
const jwt = require('jsonwebtoken');

const token = jwt.sign({ sub: 'user-1' }, 'secret', { expiresIn: '2 fortnights' });
console.log(token);

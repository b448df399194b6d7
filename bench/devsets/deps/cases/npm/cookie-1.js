// Sets a cookie whose name has a space in it.
const cookie = require('cookie');

function setCookie(name, value) {
  return cookie.serialize(name, value, { httpOnly: true });
}

console.log(setCookie('session id', 'abc'));

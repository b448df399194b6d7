// Sets a cookie with a SameSite value from a settings file.
const cookie = require('cookie');

const settings = { sameSite: 'relaxed' };

function header(value) {
  return cookie.serialize('sid', value, { sameSite: settings.sameSite });
}

console.log(header('abc'));

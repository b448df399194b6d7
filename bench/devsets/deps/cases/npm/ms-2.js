// Formats a duration given as an object.
const ms = require('ms');

function label(duration) {
  return ms(duration, { long: true });
}

console.log(label({ seconds: 5 }));

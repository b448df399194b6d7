// With throwOnInvalid set, parses an ISO date with month 13.
const { DateTime, Settings } = require('luxon');

Settings.throwOnInvalid = true;

function parseDue(text) {
  return DateTime.fromISO(text, { zone: 'utc' });
}

console.log(parseDue('2024-13-01').toISODate());

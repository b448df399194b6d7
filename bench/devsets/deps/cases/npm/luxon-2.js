// Adds a duration with a unit name luxon does not know.
const { DateTime } = require('luxon');

const start = DateTime.fromISO('2024-03-01');
const due = start.plus({ fortnights: 1 });
console.log(due.toISODate());

// Builds a duration from form input, where hours is a word.
const { Duration } = require('luxon');

const form = { hours: 'two', minutes: 30 };
const timeout = Duration.fromObject(form);
console.log(timeout.toMillis());

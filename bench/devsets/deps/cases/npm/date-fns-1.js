// Formats a date parsed from an invalid string.
const { format } = require('date-fns');

const record = { createdAt: '2024-02-30T25:00:00' };
console.log(format(new Date(record.createdAt), 'yyyy-MM-dd'));

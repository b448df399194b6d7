// Describes the age of a record whose timestamp failed to parse.
const { formatDistance } = require('date-fns');

const record = { updatedAt: new Date('last tuesday') };
console.log(`updated ${formatDistance(record.updatedAt, new Date(), { addSuffix: true })}`);

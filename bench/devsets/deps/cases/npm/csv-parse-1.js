// Parses a CSV export where one row has an extra column.
const { parse } = require('csv-parse/sync');

const input = [
  'id,name,email',
  '1,Ada,ada@example.com',
  '2,Grace,grace@example.com,admin',
].join('\n');

const records = parse(input, { columns: true });
console.log(records);

// Increments with an unknown release type.
const semver = require('semver');

const next = new semver.SemVer('1.4.2').inc('feature');
console.log(next.version);

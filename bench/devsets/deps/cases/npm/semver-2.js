// Builds a SemVer from a two-part version string.
const { SemVer } = require('semver');

const v = new SemVer('1.4');
console.log(v.inc('minor').version);

// Compares a version against the tag 'latest'.
const semver = require('semver');

const installed = '2.3.1';
const wanted = 'latest';
if (semver.lt(installed, wanted)) {
  console.log('update available');
}

// Registers a route whose parameter has no name.
const { pathToRegexp } = require('path-to-regexp');

function route(path) {
  return pathToRegexp(path);
}

console.log(route('/users/:/posts'));

// Reads the request id a client sent in a header; it is not a UUID.
const { parse } = require('uuid');

function requestId(headers) {
  return parse(headers['x-request-id']);
}

console.log(requestId({ 'x-request-id': 'req-42' }));

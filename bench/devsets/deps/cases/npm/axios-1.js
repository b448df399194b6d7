// A client with a transitional option given as a string.
const axios = require('axios');

const api = axios.create({
  baseURL: 'http://localhost:9',
  transitional: { clarifyTimeoutError: 'yes' },
});

api.get('/status').then((res) => console.log(res.status));

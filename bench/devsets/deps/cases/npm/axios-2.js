// A paramsSerializer object whose serialize is a library name, not a function.
const axios = require('axios');

function search(term) {
  return axios.get('http://localhost:9/search', {
    params: { q: term },
    paramsSerializer: { serialize: 'qs' },
  });
}

search('shoes').then((res) => console.log(res.data));

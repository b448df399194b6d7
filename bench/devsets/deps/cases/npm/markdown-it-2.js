// Renders a post whose body is missing (undefined).
const markdownit = require('markdown-it');

const md = markdownit();
const post = { title: 'Hello', content: undefined };
console.log(md.render(post.body));

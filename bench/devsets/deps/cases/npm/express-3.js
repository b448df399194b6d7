// Renders an email body with app.render but never configured a view engine.
const express = require('express');

const app = express();
app.set('views', __dirname + '/views');

function renderWelcome(user, done) {
  app.render('welcome', { user }, done);
}

renderWelcome({ name: 'Ada' }, (err, html) => {
  if (err) throw err;
  console.log(html);
});

// Sets a global option with a misspelled name.
const mongoose = require('mongoose');

mongoose.set('strictQuerry', false);
mongoose.set('autoIndex', false);

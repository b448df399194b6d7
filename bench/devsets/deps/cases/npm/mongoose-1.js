// A schema type given as a string that mongoose does not know.
const mongoose = require('mongoose');

const userSchema = new mongoose.Schema({
  email: { type: String, required: true },
  age: { type: 'Integer', min: 0 },
});
module.exports = mongoose.model('User', userSchema);

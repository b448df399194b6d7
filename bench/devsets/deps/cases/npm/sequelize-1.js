// A dialect name with a typo in the config object.
const { Sequelize } = require('sequelize');

const config = { database: 'shop', username: 'app', password: 'secret', dialect: 'postgress' };
const sequelize = new Sequelize(config.database, config.username, config.password, {
  dialect: config.dialect,
  logging: false,
});
module.exports = sequelize;

// Connects to MSSQL from a URL, but the tedious driver is not installed.
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize('mssql://app:secret@localhost:1433/shop', { logging: false });
module.exports = sequelize;

module.exports = require('./real-api.cjs').setup;

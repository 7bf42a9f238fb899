module.exports = require('./real-api.cjs').teardown;

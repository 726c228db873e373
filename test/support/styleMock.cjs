// Stylesheets are not evaluated in jsdom.
module.exports = {};

// Stylesheets do nothing in jsdom; components are tested by role and text, not by look.
module.exports = {};

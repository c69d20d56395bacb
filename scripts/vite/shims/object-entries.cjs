/* global module */
// object.entries (node-polyglot's polyfill of Object.entries, with its chain of es-abstract
// helpers) as the browser's own: every browser the console supports has Object.entries.
module.exports = Object.entries;

// Turns an import the Node build has no use for (a stylesheet) into an empty module.
module.exports = function emptyModule() {
  return 'module.exports = {};';
};

// The unit tests of shared-content, the shell and the blog read the fixture articles
// (shared-content/fixtures/, four of them), not the live catalogue: an editor who adds or edits an article changes nothing they assert. Every module
// that resolves into shared-content/src/content/generated/ is answered from fixtures/generated/ instead,
// except the tool index, which follows the live tools.json that the quizzes and the directory test.
const path = require('node:path');

const LIVE = path.resolve(__dirname, '../../shared-content/src/content/generated');
const FIXTURES = path.resolve(__dirname, '../../shared-content/fixtures/generated');
const LIVE_ONLY = new Set(['tool-index.json']);

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  if (!resolved.startsWith(LIVE + path.sep)) return resolved;
  const name = path.relative(LIVE, resolved);
  return LIVE_ONLY.has(name) ? resolved : path.join(FIXTURES, name);
};

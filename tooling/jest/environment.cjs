// jsdom with the web platform pieces it lacks but every browser we target has (fetch, Response,
// TextEncoder for react-router), taken from Node so tests exercise the real implementations.
const { TestEnvironment } = require('jest-environment-jsdom');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Response,
      Request,
      Headers,
      TextEncoder,
      TextDecoder,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = BrowserLikeEnvironment;

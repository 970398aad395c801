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
    // jsdom does no layout: scrolling an element into view has nothing to move.
    this.global.Element.prototype.scrollIntoView ??= function scrollIntoView() {};
    // jsdom has no media queries; a browser with no preference (e.g. for reduced motion) answers false.
    this.global.matchMedia ??= (media) => ({
      media,
      matches: false,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    });
  }
}

module.exports = BrowserLikeEnvironment;

import { startAppAfterPaint } from './start-app';

function loaderScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  Object.entries(attributes).forEach(([name, value]) => script.setAttribute(name, value));
  return script;
}

const requested = () => ({
  scripts: [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href')),
});

describe('the paint-first loader', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    document.head.innerHTML = '';
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for nothing until the frame after the page was painted, then for the app and the route remote scripts', () => {
    startAppAfterPaint(
      loaderScript({ 'data-app': '/main.0123abcd.js', 'data-preload': '/_remotes/blog/remoteEntry.js /_remotes/blog/routes.89abcdef.js' }),
    );
    jest.runAllTimers();
    expect(requested()).toEqual({ scripts: [], preloads: [] });

    // The frame is painted; the task it queued runs after the paint.
    frames.forEach((frame) => frame(0));
    expect(requested()).toEqual({ scripts: [], preloads: [] });
    jest.runAllTimers();
    expect(requested()).toEqual({
      scripts: ['/main.0123abcd.js'],
      preloads: ['/_remotes/blog/remoteEntry.js', '/_remotes/blog/routes.89abcdef.js'],
    });
  });

  it('starts the app alone on a page with nothing to preload', () => {
    startAppAfterPaint(loaderScript({ 'data-app': '/main.0123abcd.js' }));
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(requested()).toEqual({ scripts: ['/main.0123abcd.js'], preloads: [] });
  });

  it('says what is missing when its script names no app', () => {
    expect(() => startAppAfterPaint(loaderScript({}))).toThrow('paint-first: its <script> names no app (data-app)');
    expect(() => startAppAfterPaint(null)).toThrow('data-app');
  });
});

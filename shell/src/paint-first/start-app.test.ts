import { LOAD_WAIT_CAP_MS, startAppAfterPaint } from './start-app';

function loaderScript(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  Object.entries(attributes).forEach(([name, value]) => script.setAttribute(name, value));
  return script;
}

const requested = () => ({
  scripts: [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src')),
  preloads: [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => link.getAttribute('href')),
});

const NOTHING = { scripts: [], preloads: [] };

/** The browser's paint reports, played by hand: `paint()` is the first contentful paint being presented. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: FakePaintObserver[] = [];
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
    FakePaintObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    FakePaintObserver.observers = FakePaintObserver.observers.filter((observer) => observer !== this);
  }
  static paint() {
    FakePaintObserver.observers.forEach((observer) =>
      observer.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }),
    );
  }
}

describe('the paint-first loader', () => {
  let frames: FrameRequestCallback[];
  let readyState: DocumentReadyState;
  let visibility: DocumentVisibilityState;

  const runFrames = () => frames.splice(0).forEach((frame) => frame(0));
  const load = () => {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  };

  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    readyState = 'interactive';
    visibility = 'visible';
    FakePaintObserver.observers = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    Object.assign(window, { PerformanceObserver: FakePaintObserver });
    Object.assign(performance, { getEntriesByName: () => [] });
    document.head.innerHTML = '';
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('asks for nothing until the page has painted and loaded, then, a frame later, for the app and the route remote scripts', () => {
    startAppAfterPaint(
      loaderScript({ 'data-app': '/main.0123abcd.js', 'data-preload': '/_remotes/blog/remoteEntry.js /_remotes/blog/routes.89abcdef.js' }),
    );
    load();
    runFrames();
    jest.runOnlyPendingTimers();
    expect(requested()).toEqual(NOTHING);

    // Painted: the next frame is painted, and the task it queued runs after that paint.
    FakePaintObserver.paint();
    expect(requested()).toEqual(NOTHING);
    runFrames();
    expect(requested()).toEqual(NOTHING);
    jest.runOnlyPendingTimers();
    expect(requested()).toEqual({
      scripts: ['/main.0123abcd.js'],
      preloads: ['/_remotes/blog/remoteEntry.js', '/_remotes/blog/routes.89abcdef.js'],
    });
  });

  it('waits for the load event after the paint (the largest paint may be an image), but not for more than the cap', () => {
    startAppAfterPaint(loaderScript({ 'data-app': '/main.0123abcd.js' }));
    FakePaintObserver.paint();
    runFrames();
    jest.advanceTimersByTime(LOAD_WAIT_CAP_MS - 1);
    expect(requested()).toEqual(NOTHING);
    jest.advanceTimersByTime(1);
    runFrames();
    jest.runOnlyPendingTimers();
    expect(requested()).toEqual({ scripts: ['/main.0123abcd.js'], preloads: [] });
  });

  it('starts once: a load after the cap adds no second app script', () => {
    startAppAfterPaint(loaderScript({ 'data-app': '/main.0123abcd.js' }));
    FakePaintObserver.paint();
    jest.advanceTimersByTime(LOAD_WAIT_CAP_MS);
    load();
    runFrames();
    jest.runOnlyPendingTimers();
    runFrames();
    jest.runOnlyPendingTimers();
    expect(requested().scripts).toEqual(['/main.0123abcd.js']);
  });

  it('starts a page opened in a background tab at once: it paints nothing until shown', () => {
    visibility = 'hidden';
    startAppAfterPaint(loaderScript({ 'data-app': '/main.0123abcd.js' }));
    jest.runOnlyPendingTimers();
    expect(requested().scripts).toEqual(['/main.0123abcd.js']);
  });

  it('starts on the load event in a browser that does not report paints', () => {
    Object.assign(window, { PerformanceObserver: undefined });
    startAppAfterPaint(loaderScript({ 'data-app': '/main.0123abcd.js' }));
    runFrames();
    jest.runOnlyPendingTimers();
    expect(requested()).toEqual(NOTHING);
    load();
    runFrames();
    jest.runOnlyPendingTimers();
    expect(requested().scripts).toEqual(['/main.0123abcd.js']);
  });

  it('says what is missing when its script names no app', () => {
    expect(() => startAppAfterPaint(loaderScript({}))).toThrow('paint-first: its <script> names no app (data-app)');
    expect(() => startAppAfterPaint(null)).toThrow('data-app');
  });
});

/** After the first paint, the app waits at most this long for the page's load event (a slow image). */
export const LOAD_WAIT_CAP_MS = 3000;

/**
 * When the page has been painted: the browser reported its first contentful paint (a `paint`
 * performance entry, which arrives after the frame was presented) and the page has loaded (its
 * images, the largest of which is often the page's largest paint, are in), or LOAD_WAIT_CAP_MS
 * have passed since the paint. Then one more frame, so a late image is on screen too. A hidden
 * page paints nothing: it starts at once.
 */
export function afterPagePainted(next: () => void): void {
  let painted = performance.getEntriesByName('first-contentful-paint').length > 0;
  let loaded = document.readyState === 'complete';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('load', onLoad);
    if (document.visibilityState === 'hidden') setTimeout(next, 0);
    // A frame callback runs before the next paint, a task it queues after it.
    else requestAnimationFrame(() => setTimeout(next, 0));
  };
  let capped = false;
  const check = () => {
    if ((painted && loaded) || document.visibilityState === 'hidden') start();
    else if (painted && !capped) {
      capped = true;
      setTimeout(start, LOAD_WAIT_CAP_MS);
    }
  };
  const onLoad = () => {
    loaded = true;
    check();
  };
  const onVisibility = () => check();
  const observer =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length > 0) {
            painted = true;
            check();
          }
        })
      : null;
  // A browser that does not report paints is trusted to have painted by the load event.
  if (!observer) painted = true;
  observer?.observe({ type: 'paint', buffered: true });
  window.addEventListener('load', onLoad);
  document.addEventListener('visibilitychange', onVisibility);
  check();
}

function addScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
}

function preloadScript(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = href;
  document.head.append(link);
}

/**
 * Starts the app its <script> names (`data-app`) once the page's HTML has been painted, preloading
 * the route's remote scripts (`data-preload`, space-separated) at the same moment, so they download
 * beside the app's instead of after the federation runtime asks for them.
 */
export function startAppAfterPaint(loader: HTMLOrSVGScriptElement | null): void {
  const app = loader?.dataset.app;
  if (!app) throw new Error('paint-first: its <script> names no app (data-app)');
  const preloads = (loader.dataset.preload ?? '').split(' ').filter(Boolean);
  afterPagePainted(() => {
    preloads.forEach(preloadScript);
    addScript(app);
  });
}

/** Runs `next` after the browser has painted: a frame callback runs before a paint, a task queued from it after. */
function afterNextPaint(next: () => void): void {
  requestAnimationFrame(() => setTimeout(next, 0));
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
  afterNextPaint(() => {
    preloads.forEach(preloadScript);
    addScript(app);
  });
}

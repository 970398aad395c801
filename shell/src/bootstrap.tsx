import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ROUTES_MODULE, SiteUrlProvider } from '@toolverse/contracts';
import { HOME_WIDGETS, paths, remoteForPath } from '@toolverse/shared-content';
import { App } from './app';
import { markHydrating } from './federation/hydration';
import { loadRemoteModule } from './federation/load-remote';
import { isRegionBoundary } from './federation/remote-region';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const siteUrl = document.documentElement.dataset.siteUrl ?? window.location.origin;
const app = (
  <StrictMode>
    <SiteUrlProvider value={siteUrl}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </SiteUrlProvider>
  </StrictMode>
);

/** Errors a boundary caught: a remote's region has logged its own line already; others are logged here. */
const rootOptions = {
  onCaughtError(error: unknown, info: { componentStack?: string; errorBoundary?: unknown }) {
    if (isRegionBoundary(info.errorBoundary)) return;
    console.error(error, info.componentStack);
  },
};

/**
 * A prerendered page is hydrated once the remote that rendered it has loaded, so the first client
 * render matches the server's HTML. If that remote cannot load, the page is rendered afresh and its
 * region shows the fallback.
 */
async function start(root: HTMLElement): Promise<void> {
  // The prerendered 404 page answers any unknown path, whichever app would have rendered it: it is
  // rendered afresh rather than hydrated.
  if (!root.hasChildNodes() || document.documentElement.dataset.status === '404') {
    createRoot(root, rootOptions).render(app);
    return;
  }
  const { pathname } = window.location;
  const remote = remoteForPath(pathname);
  const homeWidgets = HOME_WIDGETS.filter((widget) => widget.load === 'eager');
  const needed = remote ? [{ remote, module: ROUTES_MODULE }] : pathname === paths.home ? homeWidgets : [];
  try {
    await Promise.all(needed.map((part) => loadRemoteModule(part.remote, part.module)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    createRoot(root, rootOptions).render(app);
    return;
  }
  markHydrating();
  // Hydrated as a transition, so React yields to the browser between pieces of the tree instead of
  // holding the main thread for the whole page; the server's HTML stays on screen meanwhile.
  startTransition(() => {
    hydrateRoot(root, app, rootOptions);
  });
}

void start(container);

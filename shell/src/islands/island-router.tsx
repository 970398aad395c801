import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'react-router-dom';
import { navigation } from '@toolverse/contracts';

/** Announced when an island moves the URL in place, so every island router on the page follows. */
const URL_CHANGED = 'toolverse:url';

type To = string | { pathname?: string; search?: string; hash?: string };

function hrefOf(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_CHANGED, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_CHANGED, onChange);
  };
}

const currentUrl = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/** Moves to `to`: in place (history) when it is this page with other state, else by loading the page. */
function go(to: To, replace: boolean): void {
  const url = new URL(hrefOf(to), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    if (replace) navigation.replace(url.href);
    else navigation.assign(url.href);
    return;
  }
  // To the URL already shown (a control set again to what the URL says: a form field the browser
  // restored on reload, a filter chosen twice), no new entry: Back must leave this view, not repeat it.
  if (replace || url.href === window.location.href) window.history.replaceState(null, '', url.href);
  else window.history.pushState(null, '', url.href);
  window.dispatchEvent(new Event(URL_CHANGED));
}

/**
 * The router of an island that keeps state in the URL (the directory's filters): React Router at the
 * URL the server rendered the island for while it hydrates, then at the browser's. A navigation
 * that stays on this page (other query or hash) moves the URL in place; one to another page loads
 * that document, as a link would: pages are documents, and each has its own prerendered HTML.
 */
export function IslandRouter({ serverUrl, children }: { serverUrl: string; children: ReactNode }) {
  const url = useSyncExternalStore(subscribe, currentUrl, () => serverUrl);
  const navigator = useMemo(
    () => ({
      createHref: hrefOf,
      go: (delta: number) => window.history.go(delta),
      push: (to: To) => go(to, false),
      replace: (to: To) => go(to, true),
    }),
    [],
  );
  return (
    <Router location={url} navigator={navigator}>
      {children}
    </Router>
  );
}

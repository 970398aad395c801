import { memo, Suspense, useEffect, useState, type ReactNode } from 'react';
import { KeepServerHtml } from './keep-server-html';
import { isHydrating } from './hydration';
import { nearViewport } from './near-viewport';

export interface KeptUntilNearProps {
  /** The id of the element that wraps the part: found in the page while hydrating, it is prerendered. */
  id: string;
  /** Loads what the part needs (its code, a remote module); the part goes live once it settles. */
  load: () => Promise<unknown>;
  /** The part, rendered on the server, and in the browser once it is live. */
  children: () => ReactNode;
  /** How far ahead of the viewport it starts loading (near-viewport.ts, LOAD_AHEAD by default). */
  ahead?: string;
}

/**
 * A part of a page that costs the first load nothing: prerendered HTML is kept as it is while the
 * rest of the page hydrates (it reads, its links work, its buttons wait), and once it nears the
 * viewport its code loads and it is rendered afresh in place. Rendered in the browser without server
 * HTML (a page the reader navigated to), it renders at once. For what a reader reaches by
 * scrolling: a footer, a widget below the fold.
 */
function KeptPart({ id, load, children, ahead }: KeptUntilNearProps) {
  // Read once, not subscribed to: an update while the kept boundary is still dehydrated would make
  // React render it afresh, dropping the server's HTML.
  const [kept, setKept] = useState(() => isHydrating() && document.getElementById(id) !== null);

  useEffect(() => {
    if (!kept) return;
    const element = document.getElementById(id);
    const watching = new AbortController();
    void (element ? nearViewport(element, watching.signal, ahead) : Promise.resolve())
      .then(load)
      .catch((error: unknown) => console.error(error instanceof Error ? error.message : String(error)))
      .then(() => !watching.signal.aborted && setKept(false));
    return () => watching.abort();
  }, [kept, id, load, ahead]);

  // The server renders the part inside this boundary too, so the structure matches while the
  // browser keeps that HTML; the new key then swaps it for the live part instead of hydrating it.
  return (
    <div id={id}>
      <Suspense key={kept ? 'server-html' : 'live'} fallback={null}>
        {kept ? <KeepServerHtml /> : children()}
      </Suspense>
    </div>
  );
}

/**
 * Not re-rendered by its parent (only its id counts): a kept boundary that receives new props would
 * be client-rendered, dropping the server's HTML early. Its `load` and `children` are those of its
 * first render.
 */
export const KeptUntilNear = memo(KeptPart, (previous, next) => previous.id === next.id);

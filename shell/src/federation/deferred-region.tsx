import { memo, Suspense, useEffect, useState } from 'react';
import { KeptHtml } from '@toolverse/shared-content';
import { isHydrating } from './hydration';
import { loadRemoteModule } from './load-remote';
import { RemoteRegion, type RemoteRegionProps } from './remote-region';

/** How far below the viewport a deferred widget starts loading, so it is ready when it is reached. */
const LOAD_AHEAD = '600px 0px';

interface DeferredRegionProps<T> extends RemoteRegionProps<T> {
  /** The id of the element that wraps the region; found in the page while hydrating, it is prerendered. */
  id: string;
  /**
   * Its server HTML works as it is (links and text, nothing to click that needs a script): its remote
   * loads only once it is on screen rather than ahead of it, and a remote that fails to load leaves
   * that HTML in place instead of the fallback.
   */
  serverHtmlWorks?: boolean;
}

/**
 * A remote's widget that costs the first load nothing. A prerendered page keeps the widget's HTML
 * (it reads, but its buttons wait) until it nears the viewport; then its remote loads and the
 * widget is rendered afresh in place, or its fallback with Retry if the remote failed (unless the
 * server HTML works as it is). On a page rendered in the browser it is an ordinary RemoteRegion.
 */
function DeferredPart<T>({ id, serverHtmlWorks = false, ...region }: DeferredRegionProps<T>) {
  // Kept only while hydrating prerendered HTML (KeptHtml): a page rendered afresh has no server HTML
  // to keep, even if the old one is still in the document during its first render.
  const [serverHtml, setServerHtml] = useState<string | null>(() =>
    typeof document !== 'undefined' && isHydrating() ? (document.getElementById(id)?.innerHTML ?? null) : null,
  );
  const { remote, module } = region;
  const kept = serverHtml !== null;

  useEffect(() => {
    if (!kept) return;
    let current = true;
    const reveal = () =>
      loadRemoteModule(remote, module).then(
        () => current && setServerHtml(null),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : String(error));
          if (current && !serverHtmlWorks) setServerHtml(null);
        },
      );
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') {
      void reveal();
      return () => {
        current = false;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void reveal();
      },
      { rootMargin: serverHtmlWorks ? '0px' : LOAD_AHEAD },
    );
    // The wrapper has no box of its own (display: contents), so its children are what comes into view.
    for (const child of element.children.length > 0 ? element.children : [element]) observer.observe(child);
    return () => {
      current = false;
      observer.disconnect();
    };
  }, [kept, id, serverHtmlWorks, remote, module]);

  // The live region then replaces the kept HTML: rendered afresh, not hydrated over it.
  return (
    <KeptHtml id={id} html={serverHtml}>
      <Suspense fallback={null}>
        <RemoteRegion<T> {...region} />
      </Suspense>
    </KeptHtml>
  );
}

/** Not re-rendered by its parent for a new children function (every parent render passes one). */
export const DeferredRemoteRegion = memo(
  DeferredPart,
  (previous, next) =>
    previous.id === next.id &&
    previous.serverHtmlWorks === next.serverHtmlWorks &&
    previous.remote === next.remote &&
    previous.module === next.module,
) as typeof DeferredPart;

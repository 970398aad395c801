import { memo, Suspense, use, useState, type ReactNode } from 'react';
import { KeepServerHtml } from '@toolverse/contracts';

function Resolved<T>({ promise, children }: { promise: Promise<T>; children: (value: T) => ReactNode }) {
  return children(use(promise));
}

export interface DeferredProps<T> {
  /** The id of an element the server rendered inside this part; its presence means "prerendered". */
  marker: string;
  /** Whether the server's HTML still shows what the reader asked for (e.g. no filter yet). */
  serverHtmlMatches: boolean;
  load: () => Promise<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * A part of a prerendered page that needs data to render. While the server's HTML still matches,
 * it is kept as it is and the data is not downloaded; once it no longer does (the reader filtered),
 * the data loads and the part renders, and from then on it always renders.
 */
function DeferredPart<T>({ marker, serverHtmlMatches, load, fallback, children }: DeferredProps<T>) {
  const [serverHtml, setServerHtml] = useState(() => typeof document !== 'undefined' && document.getElementById(marker) !== null);
  if (serverHtml && !serverHtmlMatches) setServerHtml(false);
  // Two boundaries under different keys: leaving the server's HTML unmounts the kept boundary (its
  // HTML goes) and mounts a fresh one, instead of asking React to hydrate old HTML with new content.
  return serverHtml ? (
    <Suspense key="server-html" fallback={fallback}>
      <KeepServerHtml />
    </Suspense>
  ) : (
    <Suspense key="client" fallback={fallback}>
      <Resolved promise={load()}>{children}</Resolved>
    </Suspense>
  );
}

/**
 * Not re-rendered while the server's HTML still matches: a re-render with new props (any render of
 * the page passes new children) would make React drop the kept HTML and render this part afresh.
 */
export const Deferred = memo(
  DeferredPart,
  (previous, next) => previous.serverHtmlMatches && next.serverHtmlMatches && previous.marker === next.marker,
) as typeof DeferredPart;

import { memo, Suspense, use, useState, type ReactNode } from 'react';
import { KeptHtml, useServerHtml } from '@toolverse/shared-content';

function Resolved<T>({ promise, children }: { promise: Promise<T>; children: (value: T) => ReactNode }) {
  return children(use(promise));
}

export interface DeferredProps<T> {
  /** The id of the part's wrapper: where a prerendered page's HTML for it is found. */
  id: string;
  /** Whether the server's HTML still shows what the reader asked for (e.g. no filter yet). */
  serverHtmlMatches: boolean;
  load: () => Promise<T>;
  fallback: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * A part of a prerendered page that needs data to render. While the server's HTML still matches,
 * it is kept as it is (KeptHtml) and the data is not downloaded; once it no longer does (the reader
 * filtered), the data loads and the part renders, and from then on it always renders.
 */
function DeferredPart<T>({ id, serverHtmlMatches, load, fallback, children }: DeferredProps<T>) {
  const serverHtml = useServerHtml(id);
  const [kept, setKept] = useState(serverHtml !== null);
  if (kept && !serverHtmlMatches) setKept(false);
  // Kept, it must not even call load(): that would download what the kept HTML spares.
  return kept ? (
    <KeptHtml id={id} html={serverHtml} />
  ) : (
    <KeptHtml id={id} html={null}>
      <Suspense fallback={fallback}>
        <Resolved promise={load()}>{children}</Resolved>
      </Suspense>
    </KeptHtml>
  );
}

/** Not re-rendered while the server's HTML still matches: any render of the page passes new children. */
export const Deferred = memo(
  DeferredPart,
  (previous, next) => previous.serverHtmlMatches && next.serverHtmlMatches && previous.id === next.id,
) as typeof DeferredPart;

import { createRoot } from 'react-dom/client';
import { IslandFallback } from '../components/island-fallback';

/**
 * Shows the notice of an island that could not load, on a root of its own in `host` (an element the
 * runtime put at the top of the island); Retry removes it and calls `retry`.
 */
export function showIslandFallback(host: HTMLElement, label: string | null, retry: () => void): void {
  const root = createRoot(host);
  root.render(
    <IslandFallback
      label={label}
      onRetry={() => {
        host.remove();
        retry();
        // Not inside the click React is handling: the root goes once it has.
        queueMicrotask(() => root.unmount());
      }}
    />,
  );
}

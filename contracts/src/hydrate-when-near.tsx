import { lazy, memo, Suspense, useState, type Attributes, type ComponentType } from 'react';
import { isHydrating } from './hydration';
import { LOAD_AHEAD, nearViewport } from './near-viewport';

/**
 * A part of a page a reader reaches by scrolling (the shell's footer, a sidebar), as a component
 * whose code is not part of the first load. On a prerendered page its HTML stays as the
 * server wrote it (it reads, its links work) while the rest hydrates; when it nears the viewport, or
 * the reader points at or focuses into it, its code loads and React hydrates it in place, keeping
 * its DOM (and what was typed into it). Rendered in the browser without server HTML, it loads at once.
 * The server renders it whole. `nearId` names the element that wraps it; `ahead` is how far ahead
 * of the viewport it loads (near-viewport.ts: 0 for a part whose HTML does all it does, links and text).
 */
export function hydrateWhenNear<P extends object>(load: () => Promise<ComponentType<P>>, ahead: string = LOAD_AHEAD) {
  function Part({ nearId, ...props }: P & { nearId: string }) {
    // One lazy component per instance, created on its first render: while hydrating, it settles
    // only once this instance nears the viewport, and React keeps the boundary's HTML until then.
    const [Loaded] = useState(() =>
      lazy(async () => {
        const element = isHydrating() ? document.getElementById(nearId) : null;
        if (element) await nearViewport(element, undefined, ahead);
        return { default: await load() };
      }),
    );
    return (
      <div id={nearId}>
        <Suspense fallback={null}>
          <Loaded {...(props as P & Attributes)} />
        </Suspense>
      </div>
    );
  }
  // Not updated by a parent that re-renders with the same props: an update to a boundary that is
  // still dehydrated would make React render it afresh and drop the server's HTML.
  return memo(Part);
}

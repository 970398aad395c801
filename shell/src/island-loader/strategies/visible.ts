// The `visible` strategy, an inline script of its own (webpack entry island-loader-visible): the
// island's code is due when one of its elements nears the screen.
import { addStrategy } from '../strategies';

addStrategy('visible', (start, island) => {
  // The island element lays out no box of its own (display: contents): its children are watched.
  if (!('IntersectionObserver' in window) || island.children.length === 0) return start();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '200px 0px' },
  );
  for (const child of island.children) observer.observe(child);
});

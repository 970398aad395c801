// The page's chrome: what only matters once the reader does something. A build of its own
// (tooling/webpack.ts) that the inline loader fetches on the reader's first scroll, move, touch or
// key, so none of it is in any page's HTML:
// - the header turns translucent past 10 px of scroll;
// - the reading position is recorded as the page is left (the inline loader restores it on a return);
// - the link the mouse rests on is prerendered.
import { HEADER_SCROLL_THRESHOLD_PX } from '@toolverse/shared-content/site';
import { prerenderOnHover } from '../islands/hover-prerender';
import { recordOnLeave } from '../islands/reading-position';

export function watchHeader(): void {
  const header = document.querySelector('[data-site-header]');
  if (!header) return;
  let frame = 0;
  const update = () => {
    frame = 0;
    header.toggleAttribute('data-scrolled', window.scrollY > HEADER_SCROLL_THRESHOLD_PX);
  };
  update();
  window.addEventListener('scroll', () => (frame ||= requestAnimationFrame(update)), { passive: true });
}

watchHeader();
recordOnLeave();
prerenderOnHover();

import { HEADER_SCROLL_THRESHOLD_PX } from '@toolverse/shared-content/site/constants';

/** The header turns translucent once the page has scrolled past HEADER_SCROLL_THRESHOLD_PX. */
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

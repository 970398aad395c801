/**
 * How far below the viewport a part starts loading, so its buttons work when the reader gets there.
 * A part whose server HTML already does all it does (links, text) can wait until it is on screen: 0.
 */
export const LOAD_AHEAD = '600px 0px';

/**
 * Settles once the element comes within `ahead` of the viewport, or the reader points at or
 * focuses something inside it first (a jump with the keyboard); at once where there is no
 * IntersectionObserver. `signal` stops the watching without settling.
 */
export function nearViewport(element: Element, signal?: AbortSignal, ahead: string = LOAD_AHEAD): Promise<void> {
  return new Promise((resolve) => {
    if (typeof IntersectionObserver === 'undefined') return resolve();
    const stop = () => {
      observer.disconnect();
      element.removeEventListener('focusin', near);
      element.removeEventListener('pointerdown', near);
    };
    const near = () => {
      stop();
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && near(), {
      rootMargin: ahead,
    });
    observer.observe(element);
    element.addEventListener('focusin', near);
    element.addEventListener('pointerdown', near);
    signal?.addEventListener('abort', stop);
  });
}

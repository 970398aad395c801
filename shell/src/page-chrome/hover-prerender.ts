// Speculation on the reader's intent, by the page's chrome (shell/src/page-chrome/): a link of the site the mouse rests on for
// HOVER_INTENT_MS is marked, and the page's speculation rules (below, written into every page's
// head, speculation-rules.ts) prerender the marked link, so pressing it shows its page at once. One page at a time: a
// rest on another link moves the mark (a link that stops matching the rules loses its prerender). Nothing on a touch
// screen, and nothing on a press: measured, a prerender started as the button goes down is
// activated half-made and shows the page later than a plain navigation would
// (docs/decisions/2026-11-27-navigation-without-waiting.md). Not the outbound redirects, the
// newsletter's one-reader pages, or links that open elsewhere or download.

/** How long the mouse rests on a link before its page is prerendered. */
export const HOVER_INTENT_MS = 100;
/** The attribute that makes a link match the page's speculation rules. */
export const PRERENDER_ATTRIBUTE = 'data-prerender';

/** Links never prerendered: counted or one-reader pages, and links that do not open here. */
export const NEVER = '[rel~=nofollow], [target], [download]';
const NEVER_PATHS = /^\/(go|newsletter)\/|\.(xml|json|txt)$/;

/** The URL to prerender for a link, or null: same origin, another page (not this one's #part), not excluded. */
export function prerenderUrl(link: HTMLAnchorElement, here: Location): string | null {
  if (link.matches(NEVER)) return null;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || NEVER_PATHS.test(url.pathname)) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}

/** Marks the link whose page is prerendered (at most one at a time). */
export function prerenderOnHover(): void {
  let timer = 0;
  let marked: HTMLAnchorElement | null = null;

  const mark = (link: HTMLAnchorElement) => {
    if (link === marked) return;
    marked?.removeAttribute(PRERENDER_ATTRIBUTE);
    link.setAttribute(PRERENDER_ATTRIBUTE, '');
    marked = link;
  };

  const linkOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null);
  const rest = (link: HTMLAnchorElement | null) => {
    if (!link || !prerenderUrl(link, window.location)) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => mark(link), HOVER_INTENT_MS);
  };

  document.addEventListener(
    'pointerover',
    (event) => {
      if (event.pointerType === 'mouse') rest(linkOf(event.target));
    },
    { capture: true, passive: true },
  );
  // This code arrives with the mouse's first move (the page's chrome): it may be over a link already.
  rest([...document.querySelectorAll<HTMLAnchorElement>('a[href]:hover')].at(-1) ?? null);
  // A press goes to the page now: no prerender should start under the navigation.
  document.addEventListener('pointerdown', () => window.clearTimeout(timer), { capture: true, passive: true });
  document.addEventListener(
    'pointerout',
    (event) => {
      const link = linkOf(event.target);
      if (link && !(event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) window.clearTimeout(timer);
    },
    { capture: true, passive: true },
  );
}

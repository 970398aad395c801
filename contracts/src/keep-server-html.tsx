/** Never settles: a Suspense boundary waiting on it keeps the server's HTML as it is. */
const NEVER = new Promise<never>(() => {});

/**
 * Rendered while hydrating, inside its own Suspense boundary, it leaves the prerendered HTML of that
 * boundary in place (React keeps a suspended boundary dehydrated). Swap the boundary's key to
 * replace that HTML with live content; never give the kept boundary new props, which would make
 * React client-render it early.
 *
 * @deprecated No app uses it any more: any update of the page above such a boundary (even the skip
 * link's change of the URL's hash) must hydrate it first, so it blanks or stalls. Use KeptHtml from
 * shared-content. It stays in contracts 1.x for remotes built against it.
 */
export function KeepServerHtml(): never {
  throw NEVER;
}

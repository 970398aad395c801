/** Never settles: a Suspense boundary waiting on it keeps the server's HTML as it is. */
const NEVER = new Promise<never>(() => {});

/**
 * Rendered while hydrating, inside its own Suspense boundary, it leaves the prerendered HTML of that
 * boundary in place (React keeps a suspended boundary dehydrated). Swap the boundary's key to
 * replace that HTML with live content; never give the kept boundary new props, which would make
 * React client-render it early.
 */
export function KeepServerHtml(): never {
  throw NEVER;
}

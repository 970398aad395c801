/**
 * Whether the page in the browser is still the one the server wrote, being hydrated part by part:
 * the shell says so (markHydrating, shell/src/bootstrap.tsx) before hydrateRoot, and says it ends
 * at the reader's first navigation in the app (endHydrating). A part that keeps its server HTML
 * until it nears the viewport (KeptUntilNear, hydrateWhenNear) may be hydrated long after the rest
 * of the page, in a pass of its own, so "the page is ready" is not the end of hydrating. A page
 * rendered afresh, because its remote could not load, starts from nothing even though the old
 * server HTML is still in the document during its first render.
 */
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

export function endHydrating(): void {
  hydrating = false;
}

export function isHydrating(): boolean {
  return hydrating;
}

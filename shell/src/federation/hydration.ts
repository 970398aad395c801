/**
 * Whether the page in the browser is being hydrated from prerendered HTML (bootstrap.tsx says so
 * before hydrateRoot). A page rendered afresh, because its remote could not load, starts from
 * nothing even though the old server HTML is still in the document during its first render.
 */
let hydrating = false;

export function markHydrating(): void {
  hydrating = true;
}

export function isHydrating(): boolean {
  return hydrating;
}

import { StrictMode, lazy, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { IslandProps, ShellServices } from '@toolverse/contracts';
import { ISLAND_ATTRIBUTES } from '@toolverse/contracts/island-protocol';
import { IslandTree } from '../shared/island-tree';

// An island of a remote may show the shell's newsletter form in its own tree; the not-found page is
// the server's. Each loads only if an island renders it.
const SERVICES: ShellServices = {
  NotFound: lazy(() => import('../pages/not-found').then((module) => ({ default: module.NotFoundPage }))),
  NewsletterForm: lazy(() => import('../newsletter/newsletter-form').then((module) => ({ default: module.NewsletterFormIsland }))),
};

/** A router at the URL the server rendered the island for (island-router.tsx), for islands that keep state in the URL. */
export type IslandRouterComponent = ComponentType<{ serverUrl: string; children: ReactNode }>;

/** Hydrates a React island on its own root, with the props and id prefix the server rendered it with. */
export function hydrateIsland(
  island: HTMLElement,
  Island: ComponentType<IslandProps>,
  props: IslandProps,
  IslandRouter: IslandRouterComponent | null,
  hydrated: () => void,
): void {
  const name = island.getAttribute(ISLAND_ATTRIBUTES.island) ?? 'island';
  const serverUrl = island.getAttribute(ISLAND_ATTRIBUTES.url) ?? '/';
  const idPrefix = island.getAttribute(ISLAND_ATTRIBUTES.idPrefix);
  const Router = IslandRouter
    ? ({ children }: { children: ReactNode }) => <IslandRouter serverUrl={serverUrl}>{children}</IslandRouter>
    : null;
  hydrateRoot(
    island,
    <StrictMode>
      <IslandTree
        island={name}
        siteUrl={document.documentElement.dataset.siteUrl ?? window.location.origin}
        services={SERVICES}
        Router={Router}
        onHydrated={hydrated}
      >
        <Island {...props} />
      </IslandTree>
    </StrictMode>,
    {
      ...(idPrefix ? { identifierPrefix: idPrefix } : {}),
      onRecoverableError: (error: unknown) => console.error(`Island ${name} did not hydrate cleanly:`, error),
      // The island's boundary (island-tree.tsx) has logged one line naming the island already.
      onCaughtError: () => {},
    },
  );
}

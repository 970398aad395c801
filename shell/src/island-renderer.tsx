import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { IslandRenderer, ShellServices } from '@toolverse/contracts';
import { IslandTree } from './shared/island-tree';

/**
 * Renders each React island of one page on a root of its own, as the browser will hydrate it: the
 * same tree around it (IslandTree), a router at the page's URL for an island that keeps state in
 * the URL, and an id prefix of its own, so two islands' ids never meet and useId agrees with the
 * browser's. One renderer per page render (the prefixes count the page's islands).
 */
export function islandRenderer(url: string, siteUrl: string, services: ShellServices): IslandRenderer {
  let count = 0;
  const noop = () => {};
  return ({ element, router }) => {
    const idPrefix = `i${count}-`;
    count += 1;
    const Router: ComponentType<{ children: ReactNode }> | null = router
      ? ({ children }) => <StaticRouter location={url}>{children}</StaticRouter>
      : null;
    const html = renderToString(
      <StrictMode>
        <IslandTree island="" siteUrl={siteUrl} services={services} Router={Router} onHydrated={noop}>
          {element}
        </IslandTree>
      </StrictMode>,
      { identifierPrefix: idPrefix },
    );
    return { html, idPrefix, url };
  };
}

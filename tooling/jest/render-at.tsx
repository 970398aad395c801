// The one way the component tests render a page at a URL (imported as @toolverse/testing): inside
// the shell's services and a router, as the shell mounts a remote's routes, and awaited so that
// lazy chunks and data read with use() have settled before the test looks.
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShellServicesProvider, type RemoteRoute, type ShellServices } from '@toolverse/contracts';
import { routeElements } from '@toolverse/shared-content/ui/route-elements';

/** What the shell provides, reduced to what a test can see: a not-found heading and no form. */
export const TEST_SHELL_SERVICES: ShellServices = {
  NotFound: () => <h1>shell not-found page</h1>,
  NewsletterForm: () => null,
};

/** The router's current URL, for tests that follow a link or a redirect. */
export function CurrentUrl() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{`${pathname}${search}${hash}`}</output>;
}

/** A remote's routes mounted under its base path, as the shell's <RemoteRoutes> does. */
export function remoteRoutes(basePath: string, routes: readonly RemoteRoute[]): ReactNode {
  return <Route path={basePath}>{routeElements(routes)}</Route>;
}

export interface RenderAtOptions {
  services?: ShellServices;
  /** Renders <CurrentUrl/> after the routes. */
  showUrl?: boolean;
}

export async function renderAt(
  url: string,
  routes: ReactNode,
  { services = TEST_SHELL_SERVICES, showUrl = false }: RenderAtOptions = {},
): Promise<void> {
  await act(async () => {
    render(
      <ShellServicesProvider value={services}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>{routes}</Routes>
          {showUrl ? <CurrentUrl /> : null}
        </MemoryRouter>
      </ShellServicesProvider>,
    );
  });
}

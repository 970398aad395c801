import { Component, useEffect, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { InIslandProvider, ShellServicesProvider, SiteUrlProvider, type ShellServices } from '@toolverse/contracts';
import { ErrorPage } from '../pages/error-page';

/** Calls `then` once the island has hydrated (server renders ignore it: effects do not run there). */
function Hydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

interface BoundaryProps {
  island: string;
  children: ReactNode;
}

/** An island that throws shows the router's error page in its place, with Retry; the page around it stays. */
class IslandBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Island ${this.props.island} failed while rendering: ${error.message}`, info.componentStack);
  }

  override render() {
    // Retry renders the island afresh (a fault that has gone away, such as a stale chunk, recovers).
    return this.state.error === null ? (
      this.props.children
    ) : (
      <ErrorPage error={this.state.error} onRetry={() => this.setState({ error: null })} />
    );
  }
}

export interface IslandTreeProps {
  /** `app/Name`, for messages. */
  island: string;
  siteUrl: string;
  services: ShellServices;
  /** The island's router, when it keeps state in the URL: StaticRouter on the server, IslandRouter in the browser. */
  Router: ComponentType<{ children: ReactNode }> | null;
  onHydrated: () => void;
  children: ReactNode;
}

/**
 * What a React island's own root renders around it, the same on the server (shell/src/server.tsx,
 * rendering the island on a root of its own) and in the browser (hydrate.tsx): the same tree, so
 * the ids React derives from it (useId) are the same on both sides.
 */
export function IslandTree({ island, siteUrl, services, Router, onHydrated, children }: IslandTreeProps) {
  return (
    <SiteUrlProvider value={siteUrl}>
      <ShellServicesProvider value={services}>
        <InIslandProvider value>
          <IslandBoundary island={island}>
            {Router ? <Router>{children}</Router> : children}
            <Hydrated then={onHydrated} />
          </IslandBoundary>
        </InIslandProvider>
      </ShellServicesProvider>
    </SiteUrlProvider>
  );
}

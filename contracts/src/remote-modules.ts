import type { ComponentType } from 'react';

/**
 * What a remote exposes. Every remote exposes `./routes` (its pages under its base path); widgets
 * for the home page are exposed by name (`./FeaturedArticles`, `./ToolFinder`). The shell loads
 * them through federation only and relies on these types, never on a remote's source.
 */
export interface RemoteRoute {
  /** Relative to the remote's base path: '' is the base itself, ':slug' a child. */
  path: string;
  Component: ComponentType;
}

export interface RemoteRoutesModule {
  routes: readonly RemoteRoute[];
}

/** The exposes naming scheme shared by all remotes. */
export const ROUTES_MODULE = './routes';

/**
 * What a remote's Node build (src/server.ts, built to dist-server/server.cjs) gives the prerender:
 * its routes, the URLs of its pages, and permanent redirects (alias URL -> canonical URL).
 */
export interface RemoteServerModule extends RemoteRoutesModule {
  pages: readonly string[];
  redirects?: Readonly<Record<string, string>>;
  /** Exposed widget modules by expose name (./FeaturedArticles), for pages of other apps. */
  widgets?: Readonly<Record<string, unknown>>;
}

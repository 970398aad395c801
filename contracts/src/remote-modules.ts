import type { ComponentType } from 'react';

/** A page of a remote, relative to its base path: '' is the base itself, ':slug' a child. */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
}

/**
 * What a remote's Node build (src/server.ts, built to dist-server/server.cjs) gives the prerender:
 * its routes, the URLs of its pages, permanent redirects (alias URL -> canonical URL), the parts
 * of other apps' pages it renders (the home page's widgets), by name, and the data files its islands
 * fetch (URL under its base path -> the file's JSON text), written beside its pages. The shell
 * renders every page with them and relies on these types, never on a remote's source.
 *
 * In the browser a remote exposes its islands (`./<Name>`, see island.tsx) and its stylesheet
 * (@toolverse/registry), which the prerender links from the pages that show the remote's markup.
 */
export interface RemoteServerModule {
  routes: readonly RemoteRoute[];
  pages: readonly string[];
  redirects?: Readonly<Record<string, string>>;
  widgets?: Readonly<Record<string, ComponentType>>;
  /** Since 2.1.0. */
  files?: Readonly<Record<string, () => string>>;
}

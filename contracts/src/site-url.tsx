import { createContext, useContext } from 'react';

/**
 * The site's public origin (https://toolverse.example), for canonical links and Open Graph URLs.
 * The prerender sets it from SITE_URL and writes it on <html data-site-url>; the browser reads it
 * from there, so both render the same absolute URLs.
 */
const SiteUrlContext = createContext<string>('');

export const SiteUrlProvider = SiteUrlContext.Provider;

export function useSiteUrl(): string {
  return useContext(SiteUrlContext);
}

/** An absolute URL on this site for a path like /blog/x. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/$/, '')}${path}`;
}

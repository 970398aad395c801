// The run-time configuration a local site starts with when the operator names no file of their
// own (REMOTES_FILE, SITE_CONFIG_FILE): the site config the shell serves and fetches, and what the
// pages may connect to. The shape is shared-content's schema, the one every reader checks with.
import type { RemoteManifest, SiteConfig } from '@toolverse/shared-content/site/config-schema';
import { newsletterHost, newsletterPort, type Env } from './environment.ts';

export type { SiteConfig };

/** The run-time configuration a site serves: its remote manifest (/remotes.json) and site config (/site-config.json). */
export interface RuntimeConfig {
  remotes: RemoteManifest;
  siteConfig: SiteConfig;
}

/** The local service on NEWSLETTER_PORT, unless NEWSLETTER_HOST names another host. */
export function localSiteConfig(env: Env): SiteConfig {
  const host = newsletterHost(env) ?? `http://localhost:${newsletterPort(env)}`;
  return { newsletter: { host } };
}

/** Origins the pages may call besides their own: the newsletter host, when it is elsewhere. */
export function connectOrigins(site: SiteConfig): string[] {
  return site.newsletter.host ? [new URL(site.newsletter.host).origin] : [];
}

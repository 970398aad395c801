// Run-time configuration of a local site: the site config that the shell fetches, and the dev
// servers' remote manifest. Deployments write their own; these are the defaults for `npm start`
// (server/src/config.ts) and `npm run dev`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devRemoteManifest, resolvePorts, type Env } from './apps.ts';

export const NEWSLETTER_DEFAULT_PORT = 3005;

/**
 * The origins whose pages may call the local newsletter service: the shell's, and SITE_URL's.
 * NEWSLETTER_ORIGINS, when set, is used as it is.
 */
export function newsletterOrigins(env: Env, shellPort: number): string {
  if (env.NEWSLETTER_ORIGINS) return env.NEWSLETTER_ORIGINS;
  const origins = new Set([`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`]);
  if (env.SITE_URL) origins.add(new URL(env.SITE_URL).origin);
  return [...origins].join(',');
}

export interface SiteConfig {
  newsletter: { host: string };
}

export function localSiteConfig(env: Env = process.env): SiteConfig {
  const host = env.NEWSLETTER_HOST ?? `http://localhost:${env.NEWSLETTER_PORT || NEWSLETTER_DEFAULT_PORT}`;
  return { newsletter: { host } };
}

/** Connect-style middleware answering the dev servers' runtime config files, uncached. */
export function runtimeConfigMiddleware(env: Env = process.env) {
  const files: Record<string, unknown> = {
    '/remotes.json': devRemoteManifest(resolvePorts(env)),
    '/site-config.json': localSiteConfig(env),
  };
  return {
    name: 'toolverse-runtime-config',
    middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const body = files[pathname];
      if (!body) return next();
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(body, null, 2));
    },
  };
}

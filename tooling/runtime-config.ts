// Run-time configuration of a local site: the site config that the shell fetches, and the dev
// servers' remote manifest. Deployments write their own; these are the defaults for `npm start`
// (server/src/config.ts) and `npm run dev`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devRemoteManifest } from './apps.ts';
import { newsletterHost, newsletterPort, resolvePorts, type Env } from './environment.ts';

export interface SiteConfig {
  newsletter: { host: string };
}

export function localSiteConfig(env: Env = process.env): SiteConfig {
  const host = newsletterHost(env) ?? `http://localhost:${newsletterPort(env)}`;
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

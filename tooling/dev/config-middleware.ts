// The dev servers' run-time configuration (`npm run dev`): each remote's webpack dev server on its
// own port, and the local site config. `npm start` serves the same files from server/src/served-config.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devRemoteManifest } from '../../platform/apps.ts';
import { resolvePorts, type Env } from '../../platform/environment.ts';
import { localSiteConfig } from '../../platform/site-config.ts';

/** Connect-style middleware answering the dev servers' runtime config files, uncached. */
export function devConfigMiddleware(env: Env) {
  const files: Record<string, unknown> = {
    '/remotes.json': devRemoteManifest(resolvePorts(env)),
    '/site-config.json': localSiteConfig(env),
  };
  return {
    name: 'toolverse-dev-config',
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

// The settings of one server, read and checked once at start from the server's variables (their
// schemas are platform/environment.ts): a bad value stops it with a message naming the variable
// and its value.
import path from 'node:path';
import { ConfigError } from '@toolverse/shared-content/site/config-schema';
import { APPS, type AppName } from '../../platform/apps.ts';
import {
  deployDir,
  goServiceOrigin,
  portVariable,
  prerenderDir,
  readEnvironment,
  remotesFile,
  resolvePorts,
  siteConfigFile,
  siteOrigin,
  type Env,
  type TrustProxy,
} from '../../platform/environment.ts';
import { appDist } from '../../platform/layout.ts';

export { ConfigError };

// The checkout: server/src/ and server/dist/ (the compiled servers) both sit two folders below it.
export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerConfig {
  app: AppName;
  port: number;
  ports: Record<AppName, number>;
  /** Interface to listen on: localhost by default, 0.0.0.0 or :: in a container (HOST). */
  host: string;
  /** The site's public origin (SITE_URL, else http://localhost:$PORT). */
  siteOrigin: string;
  /** Origins allowed to serve the pages' scripts and stylesheets (ASSET_ORIGINS, default the site's own). */
  assetOrigins: string[];
  /** Fastify's trustProxy: the proxies in front (a hop count or their addresses) that may say the client's address and scheme (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Send source maps (SERVE_SOURCE_MAPS=1); off by default, they show the source to anyone. */
  serveSourceMaps: boolean;
  /** The app's browser build. */
  dist: string;
  /** The service that answers /go/{toolId} (GO_SERVICE_URL, else the local service). */
  goService: string;
  /** The prerendered pages (PRERENDER_DIR). */
  prerenderDir: string;
  /** The published remote releases (DEPLOY_DIR). */
  deployDir: string;
  /** The run-time configuration files the shell serves instead of the local defaults. */
  remotesFile: string | undefined;
  siteConfigFile: string | undefined;
}

/** Every variable a server reads: all are checked at start, whichever app this server is. */
const SERVER_VARIABLES = [
  ...(Object.keys(APPS) as AppName[]).map((app) => portVariable(app)),
  'SITE_URL',
  'ASSET_ORIGINS',
  'HOST',
  'TRUST_PROXY',
  'SERVE_SOURCE_MAPS',
  'PRERENDER_DIR',
  'DEPLOY_DIR',
  'REMOTES_FILE',
  'SITE_CONFIG_FILE',
  'NEWSLETTER_HOST',
  'NEWSLETTER_PORT',
  'GO_SERVICE_URL',
] as const;

export function loadConfig(app: string | undefined, env: Env): ServerConfig {
  if (!app || !(app in APPS)) throw new ConfigError(`usage: node server/dist/main.js <${Object.keys(APPS).join('|')}>`);
  const name = app as AppName;
  const variables = readEnvironment(env, SERVER_VARIABLES);
  const ports = resolvePorts(env);
  const origin = siteOrigin(env, ports);
  return {
    app: name,
    port: ports[name],
    ports,
    host: variables.HOST ?? 'localhost',
    siteOrigin: origin,
    assetOrigins: variables.ASSET_ORIGINS ?? [origin],
    trustProxy: variables.TRUST_PROXY ?? false,
    serveSourceMaps: variables.SERVE_SOURCE_MAPS ?? false,
    dist: appDist(ROOT, name),
    prerenderDir: prerenderDir(env, ROOT),
    deployDir: deployDir(env, ROOT),
    remotesFile: remotesFile(env, ROOT),
    siteConfigFile: siteConfigFile(env, ROOT),
    goService: goServiceOrigin(env),
  };
}

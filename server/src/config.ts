// The settings of one server, read and checked once at start: a bad value stops it with a message
// naming the variable.
import path from 'node:path';
import { APPS, type AppName } from '../../tooling/apps';
import { newsletterPort, resolvePorts, siteOrigin } from '../../tooling/environment';

export const ROOT = path.resolve(import.meta.dirname, '../..');

type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

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
  /** Fastify's trustProxy: how many proxies in front may say the client's address and scheme (TRUST_PROXY). */
  trustProxy: boolean | number;
  /** Send source maps (SERVE_SOURCE_MAPS=1); off by default, they show the source to anyone. */
  serveSourceMaps: boolean;
  /** The app's browser build. */
  dist: string;
  /** The click service that answers /go/{toolId} (GO_SERVICE_URL, else the local newsletter service). */
  goService: string;
}

/** "https://a.example, https://b.example" -> origins, each checked. */
export function parseOrigins(raw: string, variable: string): string[] {
  const origins = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (origins.length === 0) throw new ConfigError(`${variable} must list at least one http(s) origin`);
  for (const value of origins) {
    let url: URL | null = null;
    try {
      url = new URL(value);
    } catch {
      // Reported below.
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== value) {
      throw new ConfigError(`${variable}: "${value}" is not an http(s) origin (scheme://host[:port], no path or trailing slash)`);
    }
  }
  return [...new Set(origins)];
}

function trustProxyFrom(raw: string | undefined): boolean | number {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  throw new ConfigError(`TRUST_PROXY must be true, false or a number of proxy hops from 0 to 10, got "${raw}"`);
}

export function loadConfig(app: string | undefined, env: Env = process.env): ServerConfig {
  if (!app || !(app in APPS)) throw new ConfigError(`usage: node server/dist/main.js <${Object.keys(APPS).join('|')}>`);
  const name = app as AppName;
  let ports: Record<AppName, number>;
  let origin: string;
  let goService: string;
  try {
    ports = resolvePorts(env);
    origin = siteOrigin(env, ports);
    goService = env.GO_SERVICE_URL || `http://localhost:${newsletterPort(env)}`;
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return {
    app: name,
    port: ports[name],
    ports,
    host: env.HOST || 'localhost',
    siteOrigin: origin,
    assetOrigins: parseOrigins(env.ASSET_ORIGINS || origin, 'ASSET_ORIGINS'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === '1',
    dist: path.join(ROOT, APPS[name].dir, 'dist'),
    goService: parseOrigins(goService, 'GO_SERVICE_URL')[0] as string,
  };
}

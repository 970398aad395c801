import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';

export const DEFAULT_PORT = 3005;
export const DEFAULT_ORIGINS = ['http://localhost:3000'];
export const DEFAULT_RATE_LIMIT = 10;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** newsletter/data/newsletter.sqlite, wherever the service is started from (src/ and dist/ are siblings). */
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../data/newsletter.sqlite', import.meta.url));

export interface Config {
  port: number;
  /** Interface to listen on: 'localhost' (the default) for a local site, 0.0.0.0 or :: in a container. */
  listenHost: string;
  dbPath: string;
  /** Exact origins (scheme://host[:port]) whose pages may call the service. */
  origins: string[];
  /** Sign-up requests per client IP per minute; 0 turns the limit off. */
  rateLimit: number;
  /** Fastify's trustProxy: false, true, or the number of proxy hops to trust for the client IP. */
  trustProxy: boolean | number;
  logLevel: LogLevel;
}

/** A setting that is wrong; the message names the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** An env value, with empty or blank counting as unset. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `must be an integer from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/**
 * A path the user typed, from the directory they typed it in: npm scripts run in the package
 * directory but say where npm was started (INIT_CWD).
 */
export function userPath(path: string, env: Env = process.env): string {
  return isAbsolute(path) ? path : resolve(read(env, 'INIT_CWD') ?? process.cwd(), path);
}

/** The database path: NEWSLETTER_DB or the package's data/. */
export function dbPathFrom(env: Env = process.env): string {
  const raw = read(env, 'NEWSLETTER_DB');
  return raw === undefined ? DEFAULT_DB_PATH : userPath(raw, env);
}

function origins(env: Env): string[] {
  const raw = read(env, 'NEWSLETTER_ORIGINS');
  if (raw === undefined) return [...DEFAULT_ORIGINS];
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.length === 0) throw new ConfigError('NEWSLETTER_ORIGINS', 'must list at least one origin');
  return list.map((item) => {
    let url: URL | undefined;
    try {
      url = new URL(item);
    } catch {
      url = undefined;
    }
    const origin = url?.origin;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || (origin !== item && `${origin}/` !== item)) {
      throw new ConfigError('NEWSLETTER_ORIGINS', `must be a comma-separated list of http(s) origins like https://example.com (got "${item}")`);
    }
    return url.origin;
  });
}

function trustProxy(env: Env): boolean | number {
  const raw = read(env, 'NEWSLETTER_TRUST_PROXY');
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  throw new ConfigError('NEWSLETTER_TRUST_PROXY', `must be true, false or a number of proxy hops from 0 to 10 (got "${raw}")`);
}

function logLevel(env: Env): LogLevel {
  const raw = read(env, 'NEWSLETTER_LOG_LEVEL');
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((name) => name === raw.toLowerCase());
  if (!level) throw new ConfigError('NEWSLETTER_LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return level;
}

/** Reads and checks the whole configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  return {
    port: integer(env, 'NEWSLETTER_PORT', DEFAULT_PORT, 1, 65535),
    listenHost: read(env, 'NEWSLETTER_LISTEN_HOST') ?? 'localhost',
    dbPath: dbPathFrom(env),
    origins: origins(env),
    rateLimit: integer(env, 'NEWSLETTER_RATE_LIMIT', DEFAULT_RATE_LIMIT, 0, 1_000_000),
    trustProxy: trustProxy(env),
    logLevel: logLevel(env),
  };
}

import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';

export const DEFAULT_PORT = 3005;
export const DEFAULT_ORIGINS = ['http://localhost:3000'];
export const DEFAULT_RATE_LIMIT = 10;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const DEFAULT_CONFIRM_HOURS = 48;

/** newsletter/data/newsletter.sqlite, wherever the service is started from (src/ and dist/ are siblings). */
export const DEFAULT_DB_PATH = fileURLToPath(new URL('../data/newsletter.sqlite', import.meta.url));
/** The site's tools, whose destinations /go/ redirects to (the one place they are written). */
export const DEFAULT_TOOLS_FILE = fileURLToPath(new URL('../../shared-content/content/tools.json', import.meta.url));
/** Requests to /go/ per client IP per minute: far above a reader's clicks, low enough to stop a script. */
export const DEFAULT_GO_RATE_LIMIT = 120;

/** Where the development mailer writes its .eml files. */
export const DEFAULT_MAIL_DIR = fileURLToPath(new URL('../data/mail', import.meta.url));

/** Which store holds the sign-ups: a SQLite file, or a PostgreSQL database shared by instances. */
export type StorageConfig = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

/** How mail leaves: an SMTP server, or .eml files in a folder (development). */
export type MailConfig = { kind: 'smtp'; url: string; from: string } | { kind: 'files'; dir: string; from: string };

/**
 * Which proxies in front of the service are believed about the client's address (X-Forwarded-For),
 * for the rate limit: a number of hops, or the proxies' own addresses. Never "everyone".
 */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  /** Interface to listen on: 'localhost' (the default) for a local site, 0.0.0.0 or :: in a container. */
  listenHost: string;
  storage: StorageConfig;
  /** Exact origins (scheme://host[:port]) whose pages may call the service. */
  origins: string[];
  /** The site's public origin: the confirmation and unsubscribe links land on its pages. */
  siteUrl: string;
  /** This service's public origin (what the site's NEWSLETTER_HOST points at): the links in mails. */
  publicUrl: string;
  /** Key that signs the links; when unset the store keeps a random one of its own. */
  secret: string | undefined;
  mail: MailConfig;
  /** How long a confirmation link works, and a pending sign-up is kept. */
  confirmHours: number;
  /** Sign-up requests per client IP per minute; 0 turns the limit off. */
  rateLimit: number;
  trustProxy: TrustProxy;
  logLevel: LogLevel;
  go: GoConfig;
}

/** The outbound redirect /go/{toolId} and the operator's view of its counts. */
export interface GoConfig {
  /** The site's tools.json (GO_TOOLS_FILE), read at start. */
  toolsFile: string;
  /** The site's prerendered not-found page (GO_NOT_FOUND_PAGE), answered with 404 for an unknown tool. */
  notFoundPage: string | undefined;
  /** /go/ requests per client IP per minute; 0 turns the limit off. */
  rateLimit: number;
  /** The operator page's token (OPERATOR_TOKEN); without one the page does not exist. */
  operatorToken: string | undefined;
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
      throw new ConfigError(
        'NEWSLETTER_ORIGINS',
        `must be a comma-separated list of http(s) origins like https://example.com (got "${item}")`,
      );
    }
    return url.origin;
  });
}

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR). */
function isAddressOrCidr(item: string): boolean {
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'NEWSLETTER_TRUST_PROXY');
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw) && Number(raw) <= 10) return Number(raw);
  const list = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (raw !== 'true' && list.length > 0 && list.every(isAddressOrCidr)) return list;
  // `true` believes any X-Forwarded-For, so every client could pick a fresh address per request.
  throw new ConfigError(
    'NEWSLETTER_TRUST_PROXY',
    `must be a number of proxy hops from 0 to 10 or a comma-separated list of proxy addresses or CIDRs like 10.0.0.0/8 (got "${raw}"); "true" would let any client choose its own address`,
  );
}

/** An http(s) origin (no path, query or fragment; a trailing slash is dropped). */
function origin(env: Env, name: string, fallback: string): string {
  const raw = read(env, name) ?? fallback;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.hash || url.username) {
    throw new ConfigError(name, `must be an http(s) origin like https://toolverse.example, without a path (got "${raw}")`);
  }
  return url.origin;
}

function storage(env: Env): StorageConfig {
  const url = read(env, 'NEWSLETTER_DATABASE_URL');
  if (url === undefined) return { kind: 'sqlite', path: dbPathFrom(env) };
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  if (!parsed || (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')) {
    // The URL may hold a password: the message never repeats it.
    throw new ConfigError(
      'NEWSLETTER_DATABASE_URL',
      'must be a postgres://user:password@host:port/database URL (unset it to use the SQLite file)',
    );
  }
  return { kind: 'postgres', url };
}

function mail(env: Env, siteUrl: string): MailConfig {
  const from = read(env, 'NEWSLETTER_MAIL_FROM') ?? `Toolverse <newsletter@${new URL(siteUrl).hostname}>`;
  if (!/^[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/.test(from)) {
    throw new ConfigError('NEWSLETTER_MAIL_FROM', `must be an address or "Name <address>" (got "${from}")`);
  }
  const smtpUrl = read(env, 'NEWSLETTER_SMTP_URL');
  if (smtpUrl === undefined) {
    const dir = read(env, 'NEWSLETTER_MAIL_DIR');
    return { kind: 'files', dir: dir === undefined ? DEFAULT_MAIL_DIR : userPath(dir, env), from };
  }
  let protocol: string | undefined;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    throw new ConfigError(
      'NEWSLETTER_SMTP_URL',
      'must be an smtp:// or smtps:// URL like smtps://user:password@smtp.example:465 (unset it to write .eml files)',
    );
  }
  return { kind: 'smtp', url: smtpUrl, from };
}

function secret(env: Env): string | undefined {
  const raw = read(env, 'NEWSLETTER_SECRET');
  if (raw !== undefined && raw.length < 32) {
    throw new ConfigError(
      'NEWSLETTER_SECRET',
      'must be at least 32 characters (e.g. openssl rand -hex 32), or unset to let the database keep a random one',
    );
  }
  return raw;
}

function logLevel(env: Env): LogLevel {
  const raw = read(env, 'NEWSLETTER_LOG_LEVEL');
  if (raw === undefined) return 'info';
  const level = LOG_LEVELS.find((name) => name === raw.toLowerCase());
  if (!level) throw new ConfigError('NEWSLETTER_LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
  return level;
}

function operatorToken(env: Env): string | undefined {
  const raw = read(env, 'OPERATOR_TOKEN');
  if (raw !== undefined && (raw.length < 32 || !/^[\x21-\x7e]+$/.test(raw))) {
    throw new ConfigError(
      'OPERATOR_TOKEN',
      'must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32), or unset to have no operator page',
    );
  }
  return raw;
}

function go(env: Env): GoConfig {
  const tools = read(env, 'GO_TOOLS_FILE');
  const notFound = read(env, 'GO_NOT_FOUND_PAGE');
  return {
    toolsFile: tools === undefined ? DEFAULT_TOOLS_FILE : userPath(tools, env),
    notFoundPage: notFound === undefined ? undefined : userPath(notFound, env),
    rateLimit: integer(env, 'GO_RATE_LIMIT', DEFAULT_GO_RATE_LIMIT, 0, 1_000_000),
    operatorToken: operatorToken(env),
  };
}

/** Reads and checks the whole configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'NEWSLETTER_PORT', DEFAULT_PORT, 1, 65535);
  const allowedOrigins = origins(env);
  // The site is the first origin allowed to call the service unless said otherwise.
  const siteUrl = origin(env, 'NEWSLETTER_SITE_URL', allowedOrigins[0] as string);
  return {
    port,
    listenHost: read(env, 'NEWSLETTER_LISTEN_HOST') ?? 'localhost',
    storage: storage(env),
    origins: allowedOrigins,
    siteUrl,
    publicUrl: origin(env, 'NEWSLETTER_PUBLIC_URL', `http://localhost:${port}`),
    secret: secret(env),
    mail: mail(env, siteUrl),
    confirmHours: integer(env, 'NEWSLETTER_CONFIRM_HOURS', DEFAULT_CONFIRM_HOURS, 1, 24 * 30),
    rateLimit: integer(env, 'NEWSLETTER_RATE_LIMIT', DEFAULT_RATE_LIMIT, 0, 1_000_000),
    trustProxy: trustProxy(env),
    logLevel: logLevel(env),
    go: go(env),
  };
}

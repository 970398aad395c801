import { fileURLToPath } from 'node:url';
import { isAbsolute, resolve } from 'node:path';
import * as z from 'zod';
import { PROXY_LIST_BOUND, proxyListProblem } from './http/trusted-proxies.js';
import { DEFAULT_MAIL_CAPS } from './mailboxes/gate.js';
import { HISTORY_FILE } from './monitor/history-file.js';
import type { MailCaps } from './mailboxes/throttle.js';
import { WATCH_COLLECT_MS } from './watches/store.js';

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
/** What the site publishes about each tool (its content build's tool-facts.json): what watch mails compare. */
export const DEFAULT_FACTS_FILE = fileURLToPath(new URL('../../shared-content/src/content/generated/tool-facts.json', import.meta.url));
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
  /** The site's published tool facts (WATCH_FACTS_FILE), read at start and by notify-changes. */
  factsFile: string;
  /** Confirmation mails an hour in all and to one domain (mailboxes/gate.ts explains the defaults). */
  mailCaps: MailCaps;
  /** How long a watch confirmation mail collects tools before it is written (NEWSLETTER_WATCH_COLLECT_SECONDS). */
  watchCollectMs: number;
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
  /** The record of plans the operator page's accept appends to (MONITOR_HISTORY_FILE). */
  historyFile: string;
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

const commaList = (raw: string) =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const httpUrl = (raw: string): URL | null => {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
};

const protocolOf = (raw: string): string | null => {
  try {
    return new URL(raw).protocol;
  } catch {
    return null;
  }
};

const integer = (min: number, max: number) =>
  z
    .string()
    .refine((raw) => /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) && Number(raw) >= min && Number(raw) <= max, {
      error: `must be an integer from ${min} to ${max}`,
    })
    .transform(Number);

/** An http(s) origin (no path, query or fragment; a trailing slash is dropped). */
const origin = z
  .string()
  .refine(
    (raw) => {
      const url = httpUrl(raw);
      return url !== null && url.pathname === '/' && !url.search && !url.hash && !url.username;
    },
    { error: 'must be an http(s) origin like https://toolverse.example, without a path' },
  )
  .transform((raw) => new URL(raw).origin);

const TRUST_PROXY_FORMS = `it must be a number of proxy hops from 0 to 10, or a comma-separated list of the proxies' addresses or CIDRs covering no more than a ${PROXY_LIST_BOUND.ipv4} of IPv4 and a ${PROXY_LIST_BOUND.ipv6} of IPv6 in total (like 10.0.0.0/9,192.168.1.7,fd00:1::/32)`;

/**
 * The service's environment, one schema per variable. A variable whose value may hold a password
 * (the database and SMTP URLs) is named in an error without its value.
 */
const VARIABLES = {
  NEWSLETTER_PORT: integer(1, 65535),
  NEWSLETTER_CONFIRM_HOURS: integer(1, 24 * 30),
  NEWSLETTER_RATE_LIMIT: integer(0, 1_000_000),
  NEWSLETTER_ORIGINS: z
    .string()
    .transform(commaList)
    .superRefine((list, context) => {
      if (list.length === 0) context.addIssue('must list at least one origin');
      const bad = list.find((item) => {
        const url = httpUrl(item);
        return !url || (url.origin !== item && `${url.origin}/` !== item);
      });
      if (bad !== undefined) context.addIssue(`must be a comma-separated list of http(s) origins like https://example.com (got "${bad}")`);
    })
    .transform((list) => list.map((item) => new URL(item).origin)),
  NEWSLETTER_SITE_URL: origin,
  NEWSLETTER_PUBLIC_URL: origin,
  NEWSLETTER_TRUST_PROXY: z
    .string()
    .superRefine((raw, context) => {
      if (raw === 'false' || (/^\d+$/.test(raw) && Number(raw) <= 10)) return;
      // `true` believes any X-Forwarded-For, so every client could pick a fresh address per request.
      const problem = raw === 'true' ? 'is "true", which would let any client choose its own address' : proxyListProblem(commaList(raw));
      if (problem !== null) context.addIssue(`${problem} (got "${raw}"); ${TRUST_PROXY_FORMS}`);
    })
    .transform((raw): TrustProxy => (raw === 'false' || raw === '0' ? false : /^\d+$/.test(raw) ? Number(raw) : commaList(raw))),
  NEWSLETTER_DATABASE_URL: z.string().refine((raw) => ['postgres:', 'postgresql:'].includes(protocolOf(raw) ?? ''), {
    error: 'must be a postgres://user:password@host:port/database URL (unset it to use the SQLite file)',
  }),
  NEWSLETTER_SMTP_URL: z.string().refine((raw) => ['smtp:', 'smtps:'].includes(protocolOf(raw) ?? ''), {
    error: 'must be an smtp:// or smtps:// URL like smtps://user:password@smtp.example:465 (unset it to write .eml files)',
  }),
  NEWSLETTER_MAIL_FROM: z.string().regex(/^[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>$|^[^\s<>@]+@[^\s<>@]+$/, {
    error: 'must be an address or "Name <address>"',
  }),
  NEWSLETTER_SECRET: z.string().min(32, {
    error: 'must be at least 32 characters (e.g. openssl rand -hex 32), or unset to let the database keep a random one',
  }),
  NEWSLETTER_LOG_LEVEL: z
    .string()
    .transform((raw) => raw.toLowerCase())
    .pipe(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })),
  NEWSLETTER_LISTEN_HOST: z.string(),
  NEWSLETTER_DB: z.string(),
  NEWSLETTER_MAIL_DIR: z.string(),
  GO_TOOLS_FILE: z.string(),
  WATCH_FACTS_FILE: z.string(),
  MONITOR_HISTORY_FILE: z.string(),
  GO_NOT_FOUND_PAGE: z.string(),
  GO_RATE_LIMIT: integer(0, 1_000_000),
  NEWSLETTER_MAIL_HOURLY_CAP: integer(1, 1_000_000),
  NEWSLETTER_WATCH_COLLECT_SECONDS: integer(0, 600),
  NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP: integer(1, 1_000_000),
  OPERATOR_TOKEN: z.string().regex(/^[\x21-\x7e]{32,}$/, {
    error: 'must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32), or unset to have no operator page',
  }),
} as const;

type Variable = keyof typeof VARIABLES;
const SECRET_BEARING: readonly Variable[] = ['NEWSLETTER_DATABASE_URL', 'NEWSLETTER_SMTP_URL', 'NEWSLETTER_SECRET', 'OPERATOR_TOKEN'];

/** One variable, checked: its value, or undefined when unset or blank; a bad value is a ConfigError naming it. */
function variable<const V extends Variable>(env: Env, name: V): z.output<(typeof VARIABLES)[V]> | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const result = VARIABLES[name].safeParse(raw);
  if (result.success) return result.data as z.output<(typeof VARIABLES)[V]>;
  const message = result.error.issues[0]?.message ?? 'is invalid';
  // The message says what was found, except where the value may hold a password.
  throw new ConfigError(name, SECRET_BEARING.includes(name) || message.includes('(got ') ? message : `${message} (got "${raw}")`);
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
  const raw = variable(env, 'NEWSLETTER_DB');
  return raw === undefined ? DEFAULT_DB_PATH : userPath(raw, env);
}

function storage(env: Env): StorageConfig {
  const url = variable(env, 'NEWSLETTER_DATABASE_URL');
  return url === undefined ? { kind: 'sqlite', path: dbPathFrom(env) } : { kind: 'postgres', url };
}

function mail(env: Env, siteUrl: string): MailConfig {
  const from = variable(env, 'NEWSLETTER_MAIL_FROM') ?? `Toolverse <newsletter@${new URL(siteUrl).hostname}>`;
  const smtpUrl = variable(env, 'NEWSLETTER_SMTP_URL');
  if (smtpUrl !== undefined) return { kind: 'smtp', url: smtpUrl, from };
  const dir = variable(env, 'NEWSLETTER_MAIL_DIR');
  return { kind: 'files', dir: dir === undefined ? DEFAULT_MAIL_DIR : userPath(dir, env), from };
}

function go(env: Env): GoConfig {
  const tools = variable(env, 'GO_TOOLS_FILE');
  const notFound = variable(env, 'GO_NOT_FOUND_PAGE');
  return {
    toolsFile: tools === undefined ? DEFAULT_TOOLS_FILE : userPath(tools, env),
    notFoundPage: notFound === undefined ? undefined : userPath(notFound, env),
    rateLimit: variable(env, 'GO_RATE_LIMIT') ?? DEFAULT_GO_RATE_LIMIT,
    operatorToken: variable(env, 'OPERATOR_TOKEN'),
    historyFile: ((file) => (file === undefined ? HISTORY_FILE : userPath(file, env)))(variable(env, 'MONITOR_HISTORY_FILE')),
  };
}

/** The caps of confirmation mail (NEWSLETTER_MAIL_HOURLY_CAP, NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP), for the service and the CLI. */
export function mailCapsFrom(env: Env = process.env): MailCaps {
  return {
    overallHour: variable(env, 'NEWSLETTER_MAIL_HOURLY_CAP') ?? DEFAULT_MAIL_CAPS.overallHour,
    domainHour: variable(env, 'NEWSLETTER_MAIL_DOMAIN_HOURLY_CAP') ?? DEFAULT_MAIL_CAPS.domainHour,
  };
}

/** Reads and checks the whole configuration; throws a ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const port = variable(env, 'NEWSLETTER_PORT') ?? DEFAULT_PORT;
  const allowedOrigins = variable(env, 'NEWSLETTER_ORIGINS') ?? [...DEFAULT_ORIGINS];
  // The site is the first origin allowed to call the service unless said otherwise.
  const siteUrl = variable(env, 'NEWSLETTER_SITE_URL') ?? new URL(allowedOrigins[0] as string).origin;
  return {
    port,
    listenHost: variable(env, 'NEWSLETTER_LISTEN_HOST') ?? 'localhost',
    storage: storage(env),
    origins: allowedOrigins,
    siteUrl,
    publicUrl: variable(env, 'NEWSLETTER_PUBLIC_URL') ?? `http://localhost:${port}`,
    secret: variable(env, 'NEWSLETTER_SECRET'),
    mail: mail(env, siteUrl),
    confirmHours: variable(env, 'NEWSLETTER_CONFIRM_HOURS') ?? DEFAULT_CONFIRM_HOURS,
    rateLimit: variable(env, 'NEWSLETTER_RATE_LIMIT') ?? DEFAULT_RATE_LIMIT,
    trustProxy: variable(env, 'NEWSLETTER_TRUST_PROXY') ?? false,
    logLevel: variable(env, 'NEWSLETTER_LOG_LEVEL') ?? 'info',
    go: go(env),
    mailCaps: mailCapsFrom(env),
    watchCollectMs: (variable(env, 'NEWSLETTER_WATCH_COLLECT_SECONDS') ?? WATCH_COLLECT_MS / 1000) * 1000,
    factsFile: ((file) => (file === undefined ? DEFAULT_FACTS_FILE : userPath(file, env)))(variable(env, 'WATCH_FACTS_FILE')),
  };
}

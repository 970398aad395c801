// The operator's environment variables (README.md documents each), as zod schemas (zod/mini: the
// servers bundle it, and a remote's server restarted after a crash loads little): every process of
// the site (the servers, the build and release tools) reads them through these and nowhere else. A
// bad value is a ConfigError naming the variable and what it holds. Nothing here reads
// process.env: each function takes the environment from its caller, and paths are resolved against
// the checkout the caller names (server/ and tooling/ each know where they sit).
import path from 'node:path';
import * as z from 'zod/mini';
import { ConfigError, shown } from '@toolverse/shared-content/site/config-schema';
import { APPS, REMOTE_NAMES, isRemoteName, type AppName, type RemoteName } from './apps.ts';
import { PROXY_LIST_BOUND, proxyListProblem } from './proxy-ranges.ts';

/** Which proxies may name the client (Fastify's trustProxy): none, a hop count, or their addresses or CIDRs. */
export type TrustProxy = false | number | string[];

/** The environment as these functions read it: names to raw values. */
export type Env = Readonly<Record<string, string | undefined>>;

/** A set value, or undefined for one that is unset or empty (an empty variable means "the default"). */
const given = (env: Env, name: string): string | undefined => (env[name] === '' ? undefined : env[name]);

const httpOrigin = (value: string): string | null => {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * A variable's schema: `problem` says what is wrong with a raw value (null when nothing is), `value`
 * turns a good one into what callers get.
 */
function variableSchema<T>(problem: (raw: string) => string | null, value: (raw: string) => T) {
  return z.pipe(
    z.string().check(
      z.superRefine((raw, context) => {
        const message = problem(raw);
        if (message !== null) context.addIssue(message);
      }),
    ),
    z.transform(value),
  );
}

const text = z.string();

const PROXY_LIST_WIDTH = `covering no more than a ${PROXY_LIST_BOUND.ipv4} of IPv4 and a ${PROXY_LIST_BOUND.ipv6} of IPv6 in total`;

const port = variableSchema(
  (raw) => (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 65535 ? null : 'must be a port number from 1 to 65535'),
  Number,
);

const commaList = (raw: string) =>
  raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

/** Every variable the site's processes read, with what a good value is. */
export const VARIABLES = {
  SITE_URL: variableSchema((raw) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return 'must be an absolute http(s) URL';
    }
    return /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search ? null : 'must be an http(s) origin without a path';
  }, String),
  ASSET_ORIGINS: variableSchema(
    (raw) => {
      const origins = commaList(raw);
      if (origins.length === 0) return 'must list at least one http(s) origin';
      const bad = origins.find((value) => httpOrigin(value) !== value);
      return bad === undefined ? null : `lists "${bad}", which is not an http(s) origin (scheme://host[:port], no path or trailing slash)`;
    },
    (raw) => [...new Set(commaList(raw))],
  ),
  HOST: text,
  TRUST_PROXY: variableSchema(
    (raw) => {
      if (raw === 'false' || (/^\d+$/.test(raw) && Number(raw) <= 10)) return null;
      // `true` believes every X-Forwarded-For, so any client could name a fresh address per request.
      const problem = raw === 'true' ? '"true" would let any client choose its own address' : proxyListProblem(commaList(raw));
      return problem === null
        ? null
        : `must be false, a number of proxy hops from 0 to 10 (like 1), or a comma-separated list of the proxies' addresses or CIDRs ${PROXY_LIST_WIDTH} (like 10.0.0.0/9,192.168.1.7); ${raw === 'true' ? '' : 'this one '}${problem}`;
    },
    (raw): TrustProxy => (raw === 'false' || raw === '0' ? false : /^\d+$/.test(raw) ? Number(raw) : commaList(raw)),
  ),
  SERVE_SOURCE_MAPS: z.pipe(
    z.enum(['0', '1'], { error: 'must be 1 (serve the .map files) or 0' }),
    z.transform((raw) => raw === '1'),
  ),
  PRERENDER_DIR: text,
  DEPLOY_DIR: text,
  REMOTES_FILE: text,
  SITE_CONFIG_FILE: text,
  PUBLISH_BASE_URL: z.pipe(
    z.url({ error: 'must be an absolute URL' }),
    z.transform((raw) => new URL(raw).href),
  ),
  TOOLVERSE_BUILD_DATE: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }),
  SKIP_REMOTES: variableSchema(
    (raw) => {
      const bad = commaList(raw).find((name) => !isRemoteName(name));
      return bad === undefined ? null : `names "${bad}", which is not a remote (${REMOTE_NAMES.join(', ')})`;
    },
    (raw) => commaList(raw) as RemoteName[],
  ),
  NEWSLETTER_HOST: text,
  NEWSLETTER_PORT: port,
  NEWSLETTER_ORIGINS: text,
  NEWSLETTER_SITE_URL: text,
  NGINX_REAL_IP_FROM: variableSchema(
    (raw) => {
      const problem = proxyListProblem(commaList(raw));
      return problem === null
        ? null
        : `must list the CDN's or load balancer's addresses or CIDRs ${PROXY_LIST_WIDTH} (like 173.245.48.0/20,2400:cb00::/32), or be unset when nginx is the edge; this one ${problem}`;
    },
    (raw) => commaList(raw),
  ),
  GO_SERVICE_URL: variableSchema(
    (raw) => (httpOrigin(raw) === raw ? null : "must be the service's http(s) origin (scheme://host[:port], no path or trailing slash)"),
    String,
  ),
  ...(Object.fromEntries((Object.keys(APPS) as AppName[]).map((app) => [portVariable(app), port])) as Record<PortVariable, typeof port>),
} as const;

export type Variable = keyof typeof VARIABLES;

/** The variable that moves an app's port: PORT for the shell, <NAME>_PORT for a remote. */
export type PortVariable = 'PORT' | `${Uppercase<RemoteName>}_PORT`;

export function portVariable(app: AppName): PortVariable {
  return app === 'shell' ? 'PORT' : (`${app.toUpperCase()}_PORT` as PortVariable);
}

/**
 * One variable, checked: its value, or undefined when it is unset or empty. A bad value is a
 * ConfigError naming the variable, what it must be and what it holds.
 */
export function variable<const V extends Variable>(env: Env, name: V): z.output<(typeof VARIABLES)[V]> | undefined {
  const raw = given(env, name);
  if (raw === undefined) return undefined;
  const result = z.safeParse(VARIABLES[name], raw);
  if (!result.success) throw new ConfigError(`${name} ${result.error.issues[0]?.message ?? 'is invalid'}, got ${shown(raw)}`);
  return result.data as z.output<(typeof VARIABLES)[V]>;
}

/**
 * Checks every listed variable at once: what a process calls at start, so that one bad value stops
 * it before it does anything. Returns the values by name.
 */
export function readEnvironment<const V extends Variable>(
  env: Env,
  names: readonly V[],
): { [K in V]: z.output<(typeof VARIABLES)[K]> | undefined } {
  return Object.fromEntries(names.map((name) => [name, variable(env, name)])) as { [K in V]: z.output<(typeof VARIABLES)[K]> | undefined };
}

/** The ports in force (PORT, BLOG_PORT, ...), validated: a bad value stops start-up with its name. */
export function resolvePorts(env: Env): Record<AppName, number> {
  const ports = Object.fromEntries(
    (Object.keys(APPS) as AppName[]).map((app) => [app, variable(env, portVariable(app)) ?? APPS[app].port]),
  ) as Record<AppName, number>;
  const seen = new Map<number, AppName>();
  for (const [app, appPort] of Object.entries(ports) as [AppName, number][]) {
    const other = seen.get(appPort);
    if (other) throw new ConfigError(`${app} and ${other} are both set to port ${appPort}`);
    seen.set(appPort, app);
  }
  return ports;
}

/**
 * The site's public origin: SITE_URL (an http(s) origin without a path), else the shell's local
 * address. Canonical links, the default remote manifest and the CSP allowlist start from it.
 */
export function siteOrigin(env: Env, ports: Record<AppName, number> = resolvePorts(env)): string {
  const url = variable(env, 'SITE_URL');
  return url === undefined ? `http://localhost:${ports.shell}` : new URL(url).origin;
}

/** Whether the site is built for the public: SITE_URL set to an origin other than this machine. */
export function isPublicSite(origin: string): boolean {
  const { hostname } = new URL(origin);
  return !['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

/**
 * The operator's allowlist of origins that may serve the site's scripts and styles (ASSET_ORIGINS,
 * comma-separated), else the site's own origin: what the CSP allows, what remotes.json and a
 * remote's public path are held to.
 */
export function assetOrigins(env: Env, origin: string = siteOrigin(env)): string[] {
  return variable(env, 'ASSET_ORIGINS') ?? [origin];
}

/**
 * The deploy folder (DEPLOY_DIR, default deploy/). It must sit inside the project: a release's Node
 * build resolves its npm packages (react, ...) from where it lies, as the workspaces' builds do.
 */
export function deployDir(env: Env, root: string): string {
  const dir = path.resolve(root, variable(env, 'DEPLOY_DIR') ?? 'deploy');
  if (path.relative(root, dir).startsWith('..'))
    throw new ConfigError(`DEPLOY_DIR must be inside the project (${root}), got ${shown(dir)}`);
  return dir;
}

/** Where the prerendered pages are written and served from (PRERENDER_DIR, default prerendered/). */
export function prerenderDir(env: Env, root: string): string {
  return path.resolve(root, variable(env, 'PRERENDER_DIR') ?? 'prerendered');
}

/** The remote manifest the site runs on (REMOTES_FILE), when one is named; else the local one applies. */
export function remotesFile(env: Env, root: string): string | undefined {
  const file = variable(env, 'REMOTES_FILE');
  return file === undefined ? undefined : path.resolve(root, file);
}

/** The site config the site runs on (SITE_CONFIG_FILE), when one is named; else the local one applies. */
export function siteConfigFile(env: Env, root: string): string | undefined {
  const file = variable(env, 'SITE_CONFIG_FILE');
  return file === undefined ? undefined : path.resolve(root, file);
}

/** Where publish points a remote's new release (PUBLISH_BASE_URL), when it is not the remote's current home. */
export const publishBaseUrl = (env: Env): string | undefined => variable(env, 'PUBLISH_BASE_URL');

/**
 * The date a build is given (TOOLVERSE_BUILD_DATE, default the day of `now` in UTC): pages judge how
 * old a dated fact is from it, never from the reader's clock, so prerendered HTML and the islands agree.
 */
export function buildDate(env: Env, now: Date): string {
  return variable(env, 'TOOLVERSE_BUILD_DATE') ?? now.toISOString().slice(0, 10);
}

/** The remotes `npm start` leaves out (SKIP_REMOTES=tools,blog), to see the site survive one that is down. */
export const skippedRemotes = (env: Env): RemoteName[] => variable(env, 'SKIP_REMOTES') ?? [];

export const NEWSLETTER_DEFAULT_PORT = 3005;

/** Another host's newsletter endpoint (NEWSLETTER_HOST, a WordPress site), which replaces the local service. */
export const newsletterHost = (env: Env): string | undefined => variable(env, 'NEWSLETTER_HOST');

/** The local service's port (NEWSLETTER_PORT, default 3005). */
export const newsletterPort = (env: Env): number => variable(env, 'NEWSLETTER_PORT') ?? NEWSLETTER_DEFAULT_PORT;

/** The service that answers /go/{toolId}: GO_SERVICE_URL, else the local service (which counts the clicks). */
export const goServiceOrigin = (env: Env): string => variable(env, 'GO_SERVICE_URL') ?? `http://localhost:${newsletterPort(env)}`;

/**
 * The origins whose pages may call the local service: the shell's, and SITE_URL's.
 * NEWSLETTER_ORIGINS, when set, is used as it is (the service checks it).
 */
export function newsletterOrigins(env: Env, shellPort: number): string {
  const set = variable(env, 'NEWSLETTER_ORIGINS');
  if (set !== undefined) return set;
  const origins = new Set([`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`]);
  const site = variable(env, 'SITE_URL');
  if (site !== undefined) origins.add(new URL(site).origin);
  return [...origins].join(',');
}

/** The site its mails' links land on (NEWSLETTER_SITE_URL, else SITE_URL, else the shell's local address). */
export const newsletterSiteUrl = (env: Env, shellPort: number): string =>
  variable(env, 'NEWSLETTER_SITE_URL') ?? variable(env, 'SITE_URL') ?? `http://localhost:${shellPort}`;

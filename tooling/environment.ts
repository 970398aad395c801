// The operator's interface to the tooling: the environment variables README.md documents, each read
// and checked here and nowhere else in tooling/. A bad value stops the command with the variable's
// name and what it holds. The tools themselves take what they need as parameters; a command's entry
// point reads it here (each function defaults to process.env) and passes it on.
import path from 'node:path';
import { APPS, isRemoteName, type AppName, type RemoteName } from './apps.ts';

/** The environment as these functions read it: names to raw values. */
export type Env = Readonly<Record<string, string | undefined>>;

const ROOT = path.resolve(import.meta.dirname, '..');

/** A set value, or undefined for one that is unset or empty (an empty variable means "the default"). */
const given = (env: Env, name: string): string | undefined => (env[name] === '' ? undefined : env[name]);

/** The variable that moves an app's port: PORT for the shell, <NAME>_PORT for a remote. */
export const portVariable = (app: AppName): string => (app === 'shell' ? 'PORT' : `${app.toUpperCase()}_PORT`);

export function portFrom(envName: string, fallback: number, env: Env): number {
  const raw = given(env, envName);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${envName} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/** The ports in force (PORT, BLOG_PORT, ...), validated: a bad value stops start-up with its name. */
export function resolvePorts(env: Env = process.env): Record<AppName, number> {
  const ports = Object.fromEntries(
    (Object.keys(APPS) as AppName[]).map((app) => [app, portFrom(portVariable(app), APPS[app].port, env)]),
  ) as Record<AppName, number>;
  const seen = new Map<number, AppName>();
  for (const [app, port] of Object.entries(ports) as [AppName, number][]) {
    const other = seen.get(port);
    if (other) throw new Error(`${app} and ${other} are both set to port ${port}`);
    seen.set(port, app);
  }
  return ports;
}

/**
 * The site's public origin: SITE_URL (an http(s) origin without a path), else the shell's local
 * address. Canonical links, the default remote manifest and the CSP allowlist start from it.
 */
export function siteOrigin(env: Env = process.env, ports: Record<AppName, number> = resolvePorts(env)): string {
  const raw = given(env, 'SITE_URL') ?? `http://localhost:${ports.shell}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`SITE_URL must be an http(s) origin without a path, got "${raw}"`);
  }
  return url.origin;
}

/**
 * The operator's allowlist of origins that may serve the site's scripts and styles (ASSET_ORIGINS,
 * comma-separated), else the site's own origin: what the CSP allows, what remotes.json and a
 * remote's public path are held to.
 */
export function assetOrigins(env: Env = process.env): string[] {
  const raw = given(env, 'ASSET_ORIGINS');
  if (raw === undefined) return [siteOrigin(env)];
  const origins = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of origins) {
    let origin: string | null = null;
    try {
      const url = new URL(value);
      origin = /^https?:$/.test(url.protocol) ? url.origin : null;
    } catch {
      // Reported below.
    }
    if (origin !== value)
      throw new Error(`ASSET_ORIGINS: "${value}" is not an http(s) origin (scheme://host[:port], no path or trailing slash)`);
  }
  if (origins.length === 0) throw new Error('ASSET_ORIGINS must list at least one http(s) origin');
  return [...new Set(origins)];
}

/**
 * The deploy folder (DEPLOY_DIR, default deploy/). It must sit inside the project: a release's Node
 * build resolves its npm packages (react, ...) from where it lies, as the workspaces' builds do.
 */
export function deployDir(env: Env = process.env): string {
  const dir = path.resolve(ROOT, given(env, 'DEPLOY_DIR') ?? 'deploy');
  if (path.relative(ROOT, dir).startsWith('..')) throw new Error(`DEPLOY_DIR must be inside the project (${ROOT}), got ${dir}`);
  return dir;
}

/** Where the prerendered pages are written and served from (PRERENDER_DIR, default prerendered/). */
export function prerenderDir(env: Env = process.env): string {
  return path.resolve(ROOT, given(env, 'PRERENDER_DIR') ?? 'prerendered');
}

/** The remote manifest the site runs on (REMOTES_FILE), when one is named; else the local one applies. */
export function remotesFile(env: Env = process.env): string | undefined {
  const file = given(env, 'REMOTES_FILE');
  return file === undefined ? undefined : path.resolve(ROOT, file);
}

/** The site config the site runs on (SITE_CONFIG_FILE), when one is named; else the local one applies. */
export function siteConfigFile(env: Env = process.env): string | undefined {
  const file = given(env, 'SITE_CONFIG_FILE');
  return file === undefined ? undefined : path.resolve(ROOT, file);
}

/**
 * Where publish points a remote's new release (PUBLISH_BASE_URL), when it is not the remote's
 * current home.
 */
export function publishBaseUrl(env: Env = process.env): string | undefined {
  const raw = given(env, 'PUBLISH_BASE_URL');
  if (raw === undefined) return undefined;
  try {
    return new URL(raw).href;
  } catch {
    throw new Error(`PUBLISH_BASE_URL must be an absolute URL, got "${raw}"`);
  }
}

/**
 * The date a build is given (TOOLVERSE_BUILD_DATE, default today in UTC): pages judge how old a
 * dated fact is from it, never from the reader's clock, so prerendered HTML and hydration agree.
 */
export function buildDate(env: Env = process.env): string {
  const raw = given(env, 'TOOLVERSE_BUILD_DATE');
  if (raw === undefined) return new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw) || Number.isNaN(Date.parse(raw))) {
    throw new Error(`TOOLVERSE_BUILD_DATE must be a date as YYYY-MM-DD, got "${raw}"`);
  }
  return raw;
}

/** The remotes `npm start` leaves out (SKIP_REMOTES=tools,blog), to see the site survive one that is down. */
export function skippedRemotes(env: Env = process.env): RemoteName[] {
  const names = (given(env, 'SKIP_REMOTES') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!isRemoteName(name))
      throw new Error(`SKIP_REMOTES names "${name}", which is not a remote (${Object.keys(APPS).filter(isRemoteName).join(', ')})`);
  }
  return names.filter(isRemoteName);
}

export const NEWSLETTER_DEFAULT_PORT = 3005;

/** Another host's newsletter endpoint (NEWSLETTER_HOST, a WordPress site), which replaces the local service. */
export const newsletterHost = (env: Env = process.env): string | undefined => given(env, 'NEWSLETTER_HOST');

/** The local newsletter service's port (NEWSLETTER_PORT, default 3005). */
export const newsletterPort = (env: Env = process.env): number => portFrom('NEWSLETTER_PORT', NEWSLETTER_DEFAULT_PORT, env);

/**
 * The origins whose pages may call the local newsletter service: the shell's, and SITE_URL's.
 * NEWSLETTER_ORIGINS, when set, is used as it is.
 */
export function newsletterOrigins(env: Env, shellPort: number): string {
  const set = given(env, 'NEWSLETTER_ORIGINS');
  if (set !== undefined) return set;
  const origins = new Set([`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`]);
  const site = given(env, 'SITE_URL');
  if (site !== undefined) origins.add(new URL(site).origin);
  return [...origins].join(',');
}

/** The site its mails' links land on (NEWSLETTER_SITE_URL, else SITE_URL, else the shell's local address). */
export const newsletterSiteUrl = (env: Env, shellPort: number): string =>
  given(env, 'NEWSLETTER_SITE_URL') ?? given(env, 'SITE_URL') ?? `http://localhost:${shellPort}`;

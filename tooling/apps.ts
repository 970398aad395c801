// Where each deployable lives and the port it serves on locally, derived from the registry
// (remotes.config.ts). Ports are the defaults of `npm start` and `npm run dev`; PORT moves the
// shell, <APP>_PORT (BLOG_PORT, ...) a remote.
import { REMOTES as REGISTRY, REMOTE_NAMES, SHELL, type RemoteName } from '../remotes.config.ts';

export type { RemoteName };
export type AppName = 'shell' | RemoteName;

export interface AppSpec {
  dir: string;
  federationName: AppName;
  port: number;
}

/** The environment as these functions read it: names to raw values. */
export type Env = Readonly<Record<string, string | undefined>>;

export const APPS: Record<AppName, AppSpec> = {
  shell: { dir: SHELL.dir, federationName: 'shell', port: SHELL.devPort },
  ...(Object.fromEntries(REMOTE_NAMES.map((name) => [name, { dir: REGISTRY[name].dir, federationName: name, port: REGISTRY[name].devPort }])) as Record<RemoteName, AppSpec>),
};

export const REMOTES: readonly RemoteName[] = REMOTE_NAMES;

export const isRemoteName = (name: string): name is RemoteName => (REMOTES as readonly string[]).includes(name);
export const isAppName = (name: string): name is AppName => name === 'shell' || isRemoteName(name);

/** The variable that moves an app's port: PORT for the shell, <NAME>_PORT for a remote. */
export const portVariable = (app: AppName): string => (app === 'shell' ? 'PORT' : `${app.toUpperCase()}_PORT`);

export function portFrom(envName: string, fallback: number, env: Env): number {
  const raw = env[envName];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${envName} must be a port number from 1 to 65535, got "${raw}"`);
  }
  return port;
}

/** The ports in force for this process, validated: a bad value stops start-up with its name. */
export function resolvePorts(env: Env = process.env): Record<AppName, number> {
  const ports = Object.fromEntries((Object.keys(APPS) as AppName[]).map((app) => [app, portFrom(portVariable(app), APPS[app].port, env)])) as Record<AppName, number>;
  const seen = new Map<number, AppName>();
  for (const [app, port] of Object.entries(ports) as [AppName, number][]) {
    const other = seen.get(port);
    if (other) throw new Error(`${app} and ${other} are both set to port ${port}`);
    seen.set(port, app);
  }
  return ports;
}

/** Where the shell serves each remote by default: one origin for the whole page. */
export const REMOTES_PATH = '/_remotes/';

/**
 * The site's public origin: SITE_URL (an http(s) origin without a path), else the shell's local
 * address. Canonical links, the default remote manifest and the CSP allowlist start from it.
 */
export function siteOrigin(env: Env = process.env, ports: Record<AppName, number> = resolvePorts(env)): string {
  const raw = env.SITE_URL || `http://localhost:${ports.shell}`;
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

export interface LocalRemoteManifest {
  remotes: Record<RemoteName, { entry: string }>;
}

const manifestOf = (entry: (name: RemoteName) => string): LocalRemoteManifest => ({
  remotes: Object.fromEntries(REMOTES.map((name) => [name, { entry: entry(name) }])) as LocalRemoteManifest['remotes'],
});

/**
 * The default remote manifest: every remote under /_remotes/<remote>/ of the site's origin, where
 * the shell's server passes its requests on to that remote's own server.
 */
export function localRemoteManifest(origin: string): LocalRemoteManifest {
  return manifestOf((name) => `${origin}${REMOTES_PATH}${name}/mf-manifest.json`);
}

/** The dev servers' manifest (`npm run dev`): each remote's webpack dev server on its own port. */
export function devRemoteManifest(ports: Record<AppName, number>): LocalRemoteManifest {
  return manifestOf((name) => `http://localhost:${ports[name]}/mf-manifest.json`);
}

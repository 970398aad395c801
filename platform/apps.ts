// Where each deployable lives and the port it serves on locally, derived from the registry
// (@toolverse/registry, registry/src/registry.ts). Ports are the defaults of `npm start` and `npm run dev`; PORT moves the
// shell, <APP>_PORT (BLOG_PORT, ...) a remote (read in platform/environment.ts).
import { REGISTRY, REMOTE_NAMES, SHELL, isRemoteName, type RemoteName } from '@toolverse/registry';

export { REMOTE_NAMES, isRemoteName, type RemoteName };
export type AppName = 'shell' | RemoteName;

export interface AppSpec {
  dir: string;
  federationName: AppName;
  port: number;
}

export const APPS: Record<AppName, AppSpec> = {
  shell: { dir: SHELL.dir, federationName: 'shell', port: SHELL.devPort },
  ...(Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { dir: REGISTRY[name].dir, federationName: name, port: REGISTRY[name].devPort }]),
  ) as Record<RemoteName, AppSpec>),
};

export const isAppName = (name: string): name is AppName => Object.hasOwn(APPS, name);

/** Where the shell serves each remote by default: one origin for the whole page. */
export const REMOTES_PATH = '/_remotes/';

export interface LocalRemoteManifest {
  remotes: Record<RemoteName, { entry: string }>;
}

const manifestOf = (entry: (name: RemoteName) => string): LocalRemoteManifest => ({
  remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { entry: entry(name) }])) as LocalRemoteManifest['remotes'],
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

// The one webpack configuration of the site. A package's build and dev scripts name it and their app:
//   webpack --config ../tooling/bundle/webpack.config.ts --env app=blog --mode production
// The app's folder, port, exposes and server entry are the registry's (@toolverse/registry), so no
// package carries a build configuration of its own.
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SHARED_PACKAGES, type SharedPackageName } from '@toolverse/registry';
import { APPS, isAppName } from '../../platform/apps.ts';
import { devConfigMiddleware } from '../dev/config-middleware.ts';
import { appConfigs, createServerConfig, createShellScriptsConfig, type Argv, type ConfigFunction } from './webpack.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const isSharedPackage = (name: string): name is SharedPackageName => Object.hasOwn(SHARED_PACKAGES, name);

/** The builds of the app or shared package called `name`. */
export function configsOf(name: string): ConfigFunction[] {
  if (isAppName(name)) {
    const dir = path.join(ROOT, APPS[name].dir);
    if (name !== 'shell') return appConfigs(name, dir);
    // In development the shell answers /remotes.json and /site-config.json itself, pointing at the
    // remotes' dev servers; in production a deployment serves its own copies of these files.
    const devServer: DevServerConfiguration = {
      setupMiddlewares: (middlewares) => [devConfigMiddleware(process.env), ...middlewares],
    };
    return [...appConfigs('shell', dir, devServer), createShellScriptsConfig({ dir })];
  }
  if (isSharedPackage(name)) {
    const { dir, serverEntry } = SHARED_PACKAGES[name];
    // Browsers get the package as TypeScript source through each app's build; Node (the prerender)
    // loads this build, so the shell and every remote share one instance there too.
    return [createServerConfig({ dir: path.join(ROOT, dir), app: name, entry: serverEntry })];
  }
  const known = [...Object.keys(APPS), ...Object.keys(SHARED_PACKAGES)].join(', ');
  throw new Error(`tooling/bundle/webpack.config.ts: --env app=<name> names one of ${known} (got ${JSON.stringify(name)})`);
}

export default (env: { app?: string }, argv: Argv): Configuration[] => configsOf(env.app ?? '').map((config) => config(env, argv));

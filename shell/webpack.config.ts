import { runtimeConfigMiddleware } from '../tooling/runtime-config.ts';
import { appConfigs, createShellScriptsConfig } from '../tooling/webpack.ts';

const dir = import.meta.dirname;

// In development the shell answers /remotes.json and /site-config.json itself, pointing at the
// remotes' dev servers; in production a deployment serves its own copies of these files. Its
// island loader and tooltips are a build of their own (tooling/webpack.ts createShellScriptsConfig).
export default [
  ...appConfigs('shell', dir, {
    setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(process.env), ...middlewares],
  }),
  createShellScriptsConfig({ dir }),
];

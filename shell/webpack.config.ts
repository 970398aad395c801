import { runtimeConfigMiddleware } from '../tooling/runtime-config.ts';
import { appConfigs, createPaintFirstConfig } from '../tooling/webpack.ts';

const dir = import.meta.dirname;

// In development the shell answers /remotes.json and /site-config.json itself, pointing at the
// remotes' dev servers; in production a deployment serves its own copies of these files. Its
// paint-first loader is a build of its own (tooling/webpack.ts createPaintFirstConfig).
export default [
  ...appConfigs('shell', dir, {
    setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(), ...middlewares],
  }),
  createPaintFirstConfig({ dir }),
];

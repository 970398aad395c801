import { createConfig, createPaintFirstConfig, createServerConfig } from '../tooling/webpack.mjs';
import { runtimeConfigMiddleware } from '../tooling/runtime-config.mjs';

const dir = import.meta.dirname;

export default [
  createConfig({
    dir,
    app: 'shell',
    devServer: {
      // In development the shell answers /remotes.json and /site-config.json itself, pointing at the
      // remotes' dev servers; in production a deployment serves its own copies of these files.
      setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(), ...middlewares],
    },
  }),
  createServerConfig({ dir, app: 'shell', entry: './src/server.tsx' }),
  createPaintFirstConfig({ dir }),
];

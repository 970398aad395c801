import { createConfig } from '../tooling/webpack.mjs';
import { runtimeConfigMiddleware } from '../tooling/runtime-config.mjs';

export default createConfig({
  dir: import.meta.dirname,
  app: 'shell',
  devServer: {
    // In development the shell answers /remotes.json and /site-config.json itself, pointing at the
    // remotes' dev servers; in production a deployment serves its own copies of these files.
    setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(), ...middlewares],
  },
});

import { runtimeConfigMiddleware } from '../tooling/runtime-config.ts';
import { appConfigs } from '../tooling/webpack.ts';

// In development the shell answers /remotes.json and /site-config.json itself, pointing at the
// remotes' dev servers; in production a deployment serves its own copies of these files.
export default appConfigs('shell', import.meta.dirname, {
  setupMiddlewares: (middlewares) => [runtimeConfigMiddleware(), ...middlewares],
});

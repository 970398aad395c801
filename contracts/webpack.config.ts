import { createServerConfig } from '../tooling/webpack.ts';

// Browsers get the contracts as TypeScript source through each app's build, shared as one
// singleton; Node (the prerender) loads this build, so the shell and every remote share one
// instance there too.
export default createServerConfig({ dir: import.meta.dirname, app: 'contracts', entry: './src/index.ts' });

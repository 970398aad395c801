import { createServerConfig } from '../tooling/webpack.ts';

// Browsers get shared-content as TypeScript source through each app's build; Node (the prerender)
// loads this build, so the shell and every remote share one instance there too.
export default createServerConfig({ dir: import.meta.dirname, app: 'shared-content', entry: './src/index.ts' });

import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  app: 'tools',
  exposes: { './routes': './src/routes.tsx' },
});

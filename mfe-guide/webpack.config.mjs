import { createConfig, createServerConfig } from '../tooling/webpack.mjs';

const dir = import.meta.dirname;

export default [
  createConfig({ dir, app: 'guide', exposes: { './routes': './src/routes.tsx' } }),
  createServerConfig({ dir, app: 'guide', entry: './src/server.ts' }),
];

import { createConfig, createServerConfig } from '../tooling/webpack.mjs';

const dir = import.meta.dirname;

export default [
  createConfig({ dir, app: 'tools', exposes: { './routes': './src/routes.tsx' } }),
  createServerConfig({ dir, app: 'tools', entry: './src/server.ts' }),
];

import { createConfig, createServerConfig } from '../tooling/webpack.mjs';

const dir = import.meta.dirname;

export default [
  createConfig({ dir, app: 'quizzes', exposes: { './routes': './src/routes.tsx', './ToolFinder': './src/tool-finder.ts' } }),
  createServerConfig({ dir, app: 'quizzes', entry: './src/server.ts' }),
];

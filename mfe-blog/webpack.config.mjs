import { createConfig, createServerConfig } from '../tooling/webpack.mjs';

const dir = import.meta.dirname;

export default [
  createConfig({ dir, app: 'blog', exposes: { './routes': './src/routes.tsx', './FeaturedArticles': './src/featured-articles.ts' } }),
  createServerConfig({ dir, app: 'blog', entry: './src/server.ts' }),
];

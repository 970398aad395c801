import { createConfig } from '../tooling/webpack.mjs';

export default createConfig({
  dir: import.meta.dirname,
  app: 'quizzes',
  exposes: { './routes': './src/routes.tsx' },
});

// One lint configuration for every workspace. Besides the usual TypeScript and hooks rules it
// enforces the architecture: code flows shared-content -> remotes -> shell, and a remote or the
// shell reaches another deployable only through federation, never through its source.
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

import { tsImport } from 'tsx/esm/api';
import * as sharedRouter from './tooling/shared/react-router-dom.mjs';

/** The remotes' folders, from the registry (remotes.config.ts, loaded through tsx). */
const registry = await tsImport('./remotes.config.ts', import.meta.url);
const REMOTES = Object.values(registry.REMOTES).map((remote) => remote.dir);

/** At run time 'react-router-dom' is the shared subset in tooling/shared/react-router-dom.mjs. */
const routerSubset = {
  name: 'react-router-dom',
  allowImportNames: Object.keys(sharedRouter),
  message: 'Only what tooling/shared/react-router-dom.mjs re-exports is shared at run time; add the name there first.',
};

/** The import rule for one unit: its forbidden patterns, plus the router subset for everyone. */
function restrictImports(...patterns) {
  return ['error', { paths: [routerSubset], patterns }];
}

/** Import patterns a unit may not use, with the reason lint prints. */
function forbid(patterns, message) {
  return { group: patterns, message };
}

const notShell = forbid(['**/shell/**', 'shell', 'shell/**'], 'Only the shell composes remotes: a remote or shared-content never imports the shell.');
const notRemote = (except) =>
  forbid(
    REMOTES.filter((name) => name !== except).flatMap((name) => [`**/${name}/**`, name, `${name}/**`]),
    'A remote is reached only through Module Federation (loadRemote), never by importing its source.',
  );
const onlyPackageExports = forbid(
  ['@toolverse/shared-content/src/**', '**/shared-content/src/**'],
  'Import shared-content through its package exports (@toolverse/shared-content, /runtime-config, /standalone).',
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', 'dist-deploy/**', 'prerendered/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '.runtime/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['shared-content/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports(notShell, notRemote(), onlyPackageExports) },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrictImports(notShell, notRemote(remote), onlyPackageExports) },
  })),
  {
    files: ['shell/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports(notRemote(), onlyPackageExports) },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', module: 'writable', require: 'readonly' } },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures call their `use` callback; they are not React hooks.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // Command-line scripts report on standard output.
  { files: ['**/scripts/**', 'tooling/**', 'tests/bench/**'], rules: { 'no-console': 'off' } },
);

// One lint configuration for every workspace. Besides the usual TypeScript and hooks rules it
// enforces the architecture: code flows contracts -> shared-content -> remotes -> shell, and a remote or the
// shell reaches another deployable only through federation, never through its source. Below the
// servers and the tooling, platform/ holds what both need; they never import each other, and no
// import cycle is allowed anywhere (tooling/checks/lint-config.test.ts proves each rule fails when broken).
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
// jsx-a11y-x: the maintained fork of eslint-plugin-jsx-a11y, whose last release (6.10.2) declares
// support up to eslint 9 only; the fork keeps the same rules and supports eslint 10.
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import testingLibrary from 'eslint-plugin-testing-library';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

import { readdirSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import * as sharedRouter from './tooling/bundle/shared/react-router-dom.mjs';

/** The remotes' folders, from the registry (@toolverse/registry, loaded through tsx). */
const registry = await tsImport('@toolverse/registry', import.meta.url);
const REMOTE_DIRS = Object.values(registry.REGISTRY).map((remote) => remote.dir);

/**
 * Inside a remote's src/, a folder is a feature (directory/, compare/, article/, quiz/...) unless it
 * holds what several features share: common/ (parts) or data/ (the remote's content files). The
 * files at src/'s top (routes, server, standalone, styles) compose the features.
 */
const SHARED_IN_A_REMOTE = ['common', 'data'];
const featuresOf = (remote) =>
  readdirSync(path.join(import.meta.dirname, remote, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_IN_A_REMOTE.includes(entry.name))
    .map((entry) => entry.name);

/** At run time 'react-router-dom' is the shared subset in tooling/bundle/shared/react-router-dom.mjs. */
const routerSubset = {
  name: 'react-router-dom',
  allowImportNames: Object.keys(sharedRouter),
  message: 'Only what tooling/bundle/shared/react-router-dom.mjs re-exports is shared at run time; add the name there first.',
};

/**
 * Tests and the Node builds' entries (prerendering) may also use the routers that never run in a
 * browser, which the shared subset leaves out: MemoryRouter and StaticRouter.
 */
const NOT_IN_A_BROWSER = ['**/*.test.{ts,tsx}', '**/src/server.{ts,tsx}', 'shell/src/island-renderer.tsx', 'tooling/jest/**'];
const routerOutsideBrowser = {
  ...routerSubset,
  allowImportNames: [...routerSubset.allowImportNames, 'MemoryRouter', 'StaticRouter'],
};

/** The import rule for one unit: its forbidden patterns, plus the router subset for everyone. */
function restrictImports(...patterns) {
  return ['error', { paths: [routerSubset], patterns }];
}

/** The import rules of a unit (its files' glob): the browser's, then the wider router for its tests and server entry. */
function unitRules(unit, ...patterns) {
  return [
    { files: [unit], rules: { 'no-restricted-imports': restrictImports(...patterns) } },
    {
      files: NOT_IN_A_BROWSER.map((glob) => [unit, glob]),
      rules: { 'no-restricted-imports': ['error', { paths: [routerOutsideBrowser], patterns }] },
    },
  ];
}

/** Import patterns a unit may not use, with the reason lint prints. */
function forbid(patterns, message) {
  return { group: patterns, message };
}

const notShell = forbid(
  ['**/shell/**', 'shell', 'shell/**'],
  'Only the shell composes remotes: a remote or shared-content never imports the shell.',
);
const notRemote = (except) =>
  forbid(
    REMOTE_DIRS.filter((name) => name !== except).flatMap((name) => [`**/${name}/**`, name, `${name}/**`]),
    'A remote is reached only through Module Federation (loadRemote), never by importing its source.',
  );
const onlyPackageExports = forbid(
  ['@toolverse/shared-content/src/**', '**/shared-content/src/**'],
  'Import shared-content through its subpath exports (@toolverse/shared-content/<room>/<module>, e.g. /site/paths, /ui/standalone).',
);

/**
 * The build side reads shared-content as any package is read: by name, through its exports. (A zone
 * cannot say this: the resolver turns '@toolverse/shared-content/site/paths' into the same file as a
 * relative path, so the rule looks at what the import says.)
 */
const sharedContentByName = {
  regex: '^(\\.{1,2}/)+shared-content/|^@toolverse/shared-content/src/',
  message:
    'tooling/ reaches shared-content through its package exports (@toolverse/shared-content/<room>/<module>), never its files by path.',
};

/** Every top-level folder of code, and what it may not import (paths from the checkout's root). */
const APP_FOLDERS = [registry.SHELL.dir, ...REMOTE_DIRS];
const zone = (target, from, message) => ({ target: `./${target}`, from: from.map((folder) => `./${folder}`), message });
const ZONES = [
  zone(
    'platform',
    ['server', 'tooling', 'service', 'tests', ...APP_FOLDERS],
    'platform/ is the layer below server/ and tooling/: it imports neither.',
  ),
  zone('server', ['tooling'], 'server/ and tooling/ never import each other: what both need belongs in platform/.'),
  zone('tooling', ['server'], 'server/ and tooling/ never import each other: what both need belongs in platform/.'),
  ...REMOTE_DIRS.map((remote) =>
    zone(
      remote,
      [registry.SHELL.dir, ...REMOTE_DIRS.filter((other) => other !== remote)],
      'A remote never imports another remote or the shell: it is reached only through Module Federation.',
    ),
  ),
  ...REMOTE_DIRS.map((remote) =>
    zone(
      remote,
      ['platform', 'server', 'service'],
      'A remote is browser code deployed on its own: it imports none of the Node side (platform/, server/, service/).',
    ),
  ),
  // Inside a remote: a feature never imports another (the app's routes compose them), and the shared
  // parts never import a feature.
  ...REMOTE_DIRS.flatMap((remote) => {
    const features = featuresOf(remote);
    return [
      ...features.map((feature) =>
        zone(
          `${remote}/src/${feature}`,
          features.filter((other) => other !== feature).map((other) => `${remote}/src/${other}`),
          'A feature never imports another feature: routes.tsx composes them, and what several share lives in common/.',
        ),
      ),
      ...SHARED_IN_A_REMOTE.map((shared) =>
        zone(
          `${remote}/src/${shared}`,
          features.map((feature) => `${remote}/src/${feature}`),
          `A remote's shared parts (${SHARED_IN_A_REMOTE.join('/, ')}/) never import a feature.`,
        ),
      ),
    ].filter(({ from }) => from.length > 0);
  }),
  zone(registry.SHELL.dir, REMOTE_DIRS, 'The shell reaches a remote only through Module Federation, never its source.'),
  zone(
    'shared-content',
    [...APP_FOLDERS, 'server', 'platform', 'service'],
    'shared-content is bundled into every app: it imports no app, server or tool.',
  ),
  zone(
    'registry',
    ['contracts', 'shared-content', ...APP_FOLDERS, 'server', 'platform', 'newsletter', 'tooling', 'tests'],
    'The registry is plain data, read in the browser too: it imports nothing of the project.',
  ),
  zone(
    'contracts',
    ['shared-content', ...APP_FOLDERS, 'server', 'platform', 'service'],
    'The contract stands alone: it imports nothing of the project.',
  ),
  // The build side builds every app and package by its name in the registry: no upward arrow.
  ...['contracts', 'shared-content', ...APP_FOLDERS].map((target) =>
    zone(target, ['tooling'], 'tooling/ builds the apps and packages from the registry (@toolverse/registry): none imports it.'),
  ),
  zone(
    'service',
    [...APP_FOLDERS, 'server', 'tooling', 'platform'],
    'The service is deployed on its own: it imports no other part of the site.',
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'dist-deploy/**',
      'prerendered/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.runtime/**',
    ],
  },
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
    // Layers and cycles, by resolved file: an import by package name (@toolverse/...) counts as the
    // file it resolves to. Type-only imports count too: a cycle of types is still a knot to untie.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    files: ['**/*.tsx'],
    rules: {
      // A region that scrolls sideways (a recap table on a phone) must take the focus, or a keyboard
      // user cannot scroll it (WCAG 2.1.1); the rule's default allows only tabpanel.
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  { files: ['**/src/**/*.test.{ts,tsx}', 'tooling/jest/**/*.tsx'], ...testingLibrary.configs['flat/react'] },
  {
    // The page tests' render helper awaits act around render, as React 19 asks for a tree that suspends on
    // use() (a lazy chunk, an article body): a plain render leaves it on its fallback. The rule
    // knows only the synchronous render.
    files: ['tooling/jest/render-at.tsx'],
    rules: { 'testing-library/no-unnecessary-act': 'off' },
  },
  {
    // The island machinery works on markup (an island element, its data attributes, the server's
    // HTML before hydration): its tests read that markup, which a reader never queries by role.
    files: [
      'shell/src/islands/**/*.test.{ts,tsx}',
      'shell/src/island-loader/**/*.test.ts',
      'shell/src/page-chrome/**/*.test.ts',
      'shell/src/shared/**/*.test.ts',
      'shell/src/tooltips/**/*.test.ts',
      'contracts/src/island.test.tsx',
    ],
    rules: {
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      'testing-library/render-result-naming-convention': 'off',
      'testing-library/no-render-in-lifecycle': 'off',
    },
  },
  { files: ['tooling/**/*.{ts,tsx,mts}'], rules: { 'no-restricted-imports': restrictImports(sharedContentByName) } },
  { files: ['tooling/jest/**'], rules: { 'no-restricted-imports': ['error', { paths: [routerOutsideBrowser] }] } },
  ...unitRules(
    'contracts/**/*.{ts,tsx}',
    notShell,
    notRemote(),
    forbid(
      ['@toolverse/shared-content', '@toolverse/shared-content/**', '**/shared-content/**'],
      'The contract stands alone: it is versioned and shared at run time, shared-content is bundled into each app.',
    ),
  ),
  ...unitRules('shared-content/**/*.{ts,tsx}', notShell, notRemote(), onlyPackageExports),
  ...REMOTE_DIRS.flatMap((remote) => unitRules(`${remote}/**/*.{ts,tsx}`, notShell, notRemote(remote), onlyPackageExports)),
  ...unitRules('shell/**/*.{ts,tsx}', notRemote(), onlyPackageExports),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        module: 'writable',
        require: 'readonly',
      },
    },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  // Playwright fixtures call their `use` callback; they are not React hooks.
  { files: ['tests/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The service reads a screen at a time: no function over 80 lines, no source file over 300.
  {
    files: ['service/src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: false, skipComments: false }],
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  // Command-line scripts, and the supervisor that starts the servers, report on standard output.
  {
    files: ['**/scripts/**', 'tooling/**', 'tests/bench/**', 'server/src/start.ts', 'server/src/supervise.ts'],
    rules: { 'no-console': 'off' },
  },
);

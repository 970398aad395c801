// Unit and component tests live beside the code (src/**/*.test.ts[x]) in every workspace; this is
// their one configuration, a project per workspace so `npm test -w mfe-blog` runs just that one.
// The shell's and the remotes' folders come from the registry (@toolverse/registry, loaded through tsx).
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const registry = await tsImport('@toolverse/registry', import.meta.url);
const WORKSPACES = ['contracts', 'shared-content', registry.SHELL.dir, ...Object.values(registry.REGISTRY).map((remote) => remote.dir)];
const ON_FIXTURE_ARTICLES = ['shared-content', 'shell', 'mfe-blog'];
/** shared-content's subpaths whose "node" condition names its Node build: tests read their source instead. */
const SHARED_CONTENT_SOURCES = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(new URL('./shared-content/package.json', import.meta.url), 'utf8')).exports)
    .filter(([, target]) => typeof target === 'object' && 'node' in target)
    .map(([subpath, target]) => [
      `^@toolverse/shared-content${subpath.slice(1)}$`,
      `<rootDir>/../shared-content/${target.default.slice(2)}`,
    ]),
);

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

export default {
  projects: [
    ...WORKSPACES.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: '<rootDir>/../tooling/jest/environment.cjs',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // Tests run against the packages' source, never their Node builds (the "node" export condition).
      moduleNameMapper: {
        '^@toolverse/contracts$': '<rootDir>/../contracts/src/index.ts',
        ...SHARED_CONTENT_SOURCES,
        // How a page test renders a remote's routes at a URL (component tests render directly).
        '^@toolverse/testing$': '<rootDir>/../tooling/jest/render-at.tsx',
        '\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs',
        '\\.mdx$': '<rootDir>/../tooling/jest/mdx-stub.tsx',
      },
      setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
      // Where articles are shown, the tests read the fixture articles (tooling/jest/fixture-resolver.cjs);
      // the guide's, quizzes' and directory's own data refer to the live articles and tools by design.
      ...(ON_FIXTURE_ARTICLES.includes(name) ? { resolver: '<rootDir>/../tooling/jest/fixture-resolver.cjs' } : {}),
    })),
    // The browser tests' and the benchmark's own helpers that are plain logic (the contrast check's
    // colour maths; the bench's routes, twin HTML, medians, targets and report).
    {
      displayName: 'tests',
      rootDir: '<rootDir>/tests',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/support/**/*.test.ts', '<rootDir>/bench/**/*.test.ts'],
      transform: { '^.+\\.ts$': swc },
    },
  ],
};

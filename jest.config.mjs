// Unit and component tests live beside the code (src/**/*.test.ts[x]) in every workspace; this is
// their one configuration, a project per workspace so `npm test -w mfe-blog` runs just that one.
// The shell's and the remotes' folders come from the registry (remotes.config.ts, loaded through tsx).
import { tsImport } from 'tsx/esm/api';

const registry = await tsImport('./remotes.config.ts', import.meta.url);
const WORKSPACES = ['shared-content', registry.SHELL.dir, ...Object.values(registry.REMOTES).map((remote) => remote.dir)];

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
    // Tests run against shared-content's source, never its Node build (the "node" export condition).
    moduleNameMapper: { '^@toolverse/shared-content$': '<rootDir>/../shared-content/src/index.ts', '\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs', '\\.mdx$': '<rootDir>/../tooling/jest/mdx-stub.tsx' },
    setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
    })),
    // The browser tests' own helpers that are plain maths (the contrast check's colour maths).
    { displayName: 'tests', rootDir: '<rootDir>/tests', testEnvironment: 'node', testMatch: ['<rootDir>/support/**/*.test.ts'], transform: { '^.+\\.ts$': swc } },
  ],
};

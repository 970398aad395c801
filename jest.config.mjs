// Unit and component tests live beside the code (src/**/*.test.ts[x]) in every workspace; this is
// their one configuration, a project per workspace so `npm test -w mfe-blog` runs just that one.
const WORKSPACES = ['shared-content', 'shell', 'mfe-blog', 'mfe-tools', 'mfe-quizzes', 'mfe-guide'];

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } },
];

export default {
  projects: WORKSPACES.map((name) => ({
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: '<rootDir>/../tooling/jest/environment.cjs',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swc },
    moduleNameMapper: { '\\.css$': '<rootDir>/../tooling/jest/style-stub.cjs' },
    setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
  })),
};

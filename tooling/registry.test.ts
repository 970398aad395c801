// The registry of remotes (remotes.config.ts) is the one list: everything that names the remotes
// must follow it (node's test runner, `npm run test:tooling`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Linter } from 'eslint';
import { REMOTES as REGISTRY, REMOTE_NAMES, SHELL, STYLES_EXPOSE } from '../remotes.config.ts';
import { REMOTE_BASE_PATHS, REMOTE_LABELS, remoteForPath } from '../shared-content/src/paths.ts';
import { APPS, devRemoteManifest, localRemoteManifest } from '../platform/apps.ts';
import { resolvePorts } from '../platform/environment.ts';
import { appConfigs } from './webpack.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const REMOTE_DIRS: string[] = REMOTE_NAMES.map((name) => REGISTRY[name].dir);
/** The root's .mjs configurations, imported by URL (they have no type declarations). */
const rootConfig = (file: string) => import(pathToFileURL(path.join(ROOT, file)).href);

test("the npm workspaces list the shell and every remote of the registry, and no remote that isn't in it", () => {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const dir of [SHELL.dir, ...REMOTE_DIRS])
    assert.ok(workspaces.includes(dir), `package.json "workspaces" lacks ${dir}, which remotes.config.ts lists`);
  const strays = workspaces.filter((dir) => dir.startsWith('mfe-') && !REMOTE_DIRS.includes(dir));
  assert.deepEqual(strays, [], 'a remote workspace that remotes.config.ts does not list');
});

test("each remote's folder is a workspace with the files its registry entry names", () => {
  for (const name of REMOTE_NAMES) {
    const { dir, exposes, serverEntry } = REGISTRY[name];
    assert.ok(exposes[STYLES_EXPOSE], `${name} exposes no ${STYLES_EXPOSE}`);
    for (const expose of Object.keys(exposes)) {
      if (expose !== STYLES_EXPOSE) assert.match(expose, /^\.\/[A-Z][A-Za-z]+$/, `${name}: an island's expose is ./<Name> (${expose})`);
    }
    for (const file of [...Object.values(exposes), serverEntry, 'package.json', 'webpack.config.ts']) {
      assert.ok(existsSync(path.join(ROOT, dir, file)), `${dir}/${file} is missing`);
    }
  }
});

test('names, base paths and dev ports are unique', () => {
  const basePaths = REMOTE_NAMES.map((name) => REGISTRY[name].basePath);
  assert.equal(new Set(basePaths).size, basePaths.length);
  const ports = [SHELL.devPort, ...REMOTE_NAMES.map((name) => REGISTRY[name].devPort)];
  assert.equal(new Set(ports).size, ports.length);
  for (const name of REMOTE_NAMES) assert.match(name, /^[a-z]+$/, 'a federation name and a CSS scope need plain lower-case letters');
});

test("the tooling's apps, ports and manifests follow the registry", () => {
  assert.deepEqual(Object.keys(APPS), ['shell', ...REMOTE_NAMES]);
  assert.deepEqual(
    resolvePorts({}),
    Object.fromEntries([['shell', SHELL.devPort], ...REMOTE_NAMES.map((name) => [name, REGISTRY[name].devPort])]),
  );
  assert.deepEqual(Object.keys(localRemoteManifest('https://toolverse.example').remotes), REMOTE_NAMES);
  assert.deepEqual(Object.keys(devRemoteManifest(resolvePorts({})).remotes), REMOTE_NAMES);
});

test("shared-content's routes follow the registry: base paths, labels, and which remote owns a path", () => {
  assert.deepEqual(Object.keys(REMOTE_BASE_PATHS), REMOTE_NAMES);
  for (const name of REMOTE_NAMES) {
    const { basePath, label } = REGISTRY[name];
    assert.equal(REMOTE_BASE_PATHS[name], basePath);
    assert.equal(REMOTE_LABELS[name], label);
    assert.equal(remoteForPath(basePath), name);
    assert.equal(remoteForPath(`${basePath}/anything`), name);
    assert.equal(remoteForPath(`${basePath}-not-a-child`), undefined);
  }
});

test("each remote's build exposes what the registry lists, under its federation name", () => {
  for (const name of REMOTE_NAMES) {
    const [browser] = appConfigs(name, path.join(ROOT, REGISTRY[name].dir));
    const config = browser(undefined, { mode: 'production' });
    const federation = config.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as
      { _options?: { name?: string; exposes?: unknown } } | undefined;
    assert.equal(federation?._options?.name, name);
    assert.deepEqual(federation?._options?.exposes, REGISTRY[name].exposes);
    assert.equal(config.devServer?.port, REGISTRY[name].devPort);
  }
});

test('the jest projects are the contracts, shared-content, the shell and every remote of the registry (and the tests)', async () => {
  const { default: jest } = (await rootConfig('jest.config.mjs')) as { default: { projects: { displayName: string }[] } };
  assert.deepEqual(
    jest.projects.map((project) => project.displayName),
    ['contracts', 'shared-content', SHELL.dir, ...REMOTE_DIRS, 'tests'],
  );
});

test('the lint boundaries keep each remote of the registry out of every other one', async () => {
  const { default: configs } = (await rootConfig('eslint.config.mjs')) as { default: Linter.Config[] };
  type Restriction = [string, { patterns: { group: string[] }[] }];
  for (const dir of REMOTE_DIRS) {
    const own = configs.find((config) => config.files?.[0] === `${dir}/**/*.{ts,tsx}`);
    assert.ok(own, `no lint block for ${dir}`);
    const [, { patterns }] = own.rules?.['no-restricted-imports'] as Restriction;
    const forbidden = patterns.flatMap((pattern) => pattern.group);
    for (const other of REMOTE_DIRS) {
      assert.equal(forbidden.includes(`${other}/**`), other !== dir, `${dir} ${other === dir ? 'may' : 'may not'} import ${other}`);
    }
  }
});

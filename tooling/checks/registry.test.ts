// The registry of remotes (@toolverse/registry) is the one list: everything that names the remotes
// must follow it (node's test runner, `npm run test:tooling`). So must what is read from the other
// facts declared once: the home widgets, the shell's pages, the tool presets, the remote module type.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Linter } from 'eslint';
import { REGISTRY, REMOTE_NAMES, SHARED_PACKAGES, SHELL, STYLES_EXPOSE } from '@toolverse/registry';
import { REMOTE_BASE_PATHS, REMOTE_LABELS, paths, remoteForPath } from '@toolverse/shared-content/site/paths';
import { HOME_WIDGETS } from '@toolverse/shared-content/site/home-widgets';
import { TOOL_PRESETS } from '@toolverse/shared-content/content/tool-taxonomy';
import { WATCH_PAGES } from '../../service/src/watches/links.ts';
import { LANDING_PAGES } from '../../service/src/subscriptions/links.ts';
import { APPS, devRemoteManifest, localRemoteManifest } from '../../platform/apps.ts';
import { resolvePorts } from '../../platform/environment.ts';
import { appConfigs } from '../bundle/webpack.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const REMOTE_DIRS: string[] = REMOTE_NAMES.map((name) => REGISTRY[name].dir);
/** The root's .mjs configurations, imported by URL (they have no type declarations). */
const rootConfig = (file: string) => import(pathToFileURL(path.join(ROOT, file)).href);

test("the npm workspaces list the shell and every remote of the registry, and no remote that isn't in it", () => {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  for (const dir of [SHELL.dir, ...REMOTE_DIRS])
    assert.ok(workspaces.includes(dir), `package.json "workspaces" lacks ${dir}, which the registry lists`);
  const strays = workspaces.filter((dir) => dir.startsWith('mfe-') && !REMOTE_DIRS.includes(dir));
  assert.deepEqual(strays, [], 'a remote workspace that the registry does not list');
});

test("each remote's folder is a workspace with the files its registry entry names", () => {
  for (const name of REMOTE_NAMES) {
    const { dir, exposes, serverEntry } = REGISTRY[name];
    assert.ok(exposes[STYLES_EXPOSE], `${name} exposes no ${STYLES_EXPOSE}`);
    for (const expose of Object.keys(exposes)) {
      if (expose !== STYLES_EXPOSE) assert.match(expose, /^\.\/[A-Z][A-Za-z]+$/, `${name}: an island's expose is ./<Name> (${expose})`);
    }
    for (const file of [...Object.values(exposes), serverEntry, 'package.json']) {
      assert.ok(existsSync(path.join(ROOT, dir, file)), `${dir}/${file} is missing`);
    }
  }
});

test('every app and shared package builds with the one webpack configuration, by its registry name', () => {
  const CONFIG = '--config ../tooling/bundle/webpack.config.ts';
  const builds = [
    ...Object.entries(APPS).map(([name, { dir }]) => ({ name, dir })),
    ...Object.entries(SHARED_PACKAGES).map(([name, { dir }]) => ({ name, dir })),
  ];
  for (const { name, dir } of builds) {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    assert.ok(
      scripts.build?.includes(`webpack ${CONFIG} --env app=${name} --mode production`),
      `${dir}: "build" runs ${CONFIG} --env app=${name}`,
    );
    if (name in APPS)
      assert.ok(
        scripts.dev?.includes(`webpack serve ${CONFIG} --env app=${name} --mode development`),
        `${dir}: "dev" serves ${CONFIG} --env app=${name}`,
      );
    assert.deepEqual(
      readdirSync(path.join(ROOT, dir)).filter((file) => /^webpack\.config\./.test(file)),
      [],
      `${dir} has a build configuration of its own`,
    );
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

// Each fact below is declared in one module and read everywhere else. A test per fact: the places
// that read it agree with it (the built apps, the newsletter service), and no other source file
// writes it out again (product source: tests may assert literal URLs and names).

/** The project's own source files (tracked by git), without tests, fixtures and generated code. */
function productSources(): { file: string; text: string }[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx', '*.mts', '*.mjs', '*.cjs'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => file !== '' && !/(^|\/)(generated|fixtures|tests)\/|\.(test|spec)\.[cm]?tsx?$|\.test\.mjs$/.test(file))
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

/** The files that write `literal` as a quoted string ('x' or "x"). */
const quoting = (literal: string, sources = productSources()): string[] =>
  sources.filter(({ text }) => text.includes(`'${literal}'`) || text.includes(`"${literal}"`)).map(({ file }) => file);

/** A Node build of the app at `dir` (npm run build writes it; npm test builds before the tooling tests). */
function nodeBuild<T>(dir: string): T {
  const file = path.join(ROOT, dir, 'dist-server', 'server.cjs');
  assert.ok(existsSync(file), `${dir}/dist-server/server.cjs is missing: run "npm run build -w ${dir}" first`);
  return createRequire(import.meta.url)(file) as T;
}

test('the home widgets are declared in HOME_WIDGETS only: each of a remote of the registry, its name written nowhere else', () => {
  const sources = productSources();
  const widgets = Object.values(HOME_WIDGETS);
  assert.equal(new Set(widgets.map((widget) => `${widget.remote}${widget.name}`)).size, widgets.length, 'a widget declared twice');
  for (const { remote, name } of widgets) {
    assert.ok(REMOTE_NAMES.includes(remote), `HOME_WIDGETS names ${remote}, which is not a remote of the registry`);
    assert.match(name, /^\.\/[A-Z][A-Za-z]+$/, `a widget's name is ./<Name> (${name})`);
    // The registry may name it too, as the expose of the island the widget renders.
    const elsewhere = quoting(name, sources).filter(
      (file) => file !== 'shared-content/src/site/home-widgets.ts' && file !== 'registry/src/registry.ts',
    );
    assert.deepEqual(elsewhere, [], `${name} is written out again; read HOME_WIDGETS.<widget>.name instead`);
  }
});

test("each remote's Node build renders exactly the home widgets HOME_WIDGETS declares for it", () => {
  for (const remote of REMOTE_NAMES) {
    const { server } = nodeBuild<{ server: { widgets?: Record<string, unknown> } }>(REGISTRY[remote].dir);
    const declared = Object.values(HOME_WIDGETS)
      .filter((widget) => widget.remote === remote)
      .map((widget) => widget.name);
    assert.deepEqual(Object.keys(server.widgets ?? {}).sort(), declared.sort(), `the ${remote} remote's widgets`);
  }
});

/**
 * The shell's own pages as `paths` names them: every path of the site that no remote owns, but the
 * files the prerender writes beside the pages (a name with an extension: /llms.txt, /data/tools.json).
 */
function shellPaths(): string[] {
  // A path is a string, or a function that gives the page's own path when called without arguments (search()).
  const leaves = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : typeof value === 'function' && value.length === 0
        ? [String((value as () => unknown)())]
        : typeof value === 'object' && value !== null
          ? Object.values(value).flatMap(leaves)
          : [];
  return leaves(paths).filter((pathname) => remoteForPath(pathname) === undefined && !/\.[a-z]+$/.test(pathname));
}

test("the shell's pages are the paths no remote owns, listed once in shell/src/pages/shell-pages.tsx and nowhere else", () => {
  const { SHELL_PAGE_PATHS } = nodeBuild<{ SHELL_PAGE_PATHS: string[] }>(SHELL.dir);
  assert.deepEqual([...SHELL_PAGE_PATHS].sort(), shellPaths().sort());
  const sources = productSources();
  for (const pathname of shellPaths().filter((pathname) => pathname !== '/')) {
    // Written as '/about', or as a route's relative path="about".
    const asRoute = new RegExp(`\\bpath(=|:\\s*)['"]${pathname.slice(1)}['"]`);
    const routing = sources.filter(({ text }) => asRoute.test(text)).map(({ file }) => file);
    // The service runs apart from the site's code; its copies are checked in the next test
    // and in service/test/service/contract.test.ts.
    const elsewhere = [...quoting(pathname, sources), ...routing].filter(
      (file) =>
        file !== 'shared-content/src/site/paths.ts' &&
        file !== 'service/src/subscriptions/links.ts' &&
        file !== 'service/src/watches/links.ts',
    );
    assert.deepEqual(elsewhere, [], `${pathname} is written out again; read it from paths (shared-content/src/site/paths.ts)`);
  }
});

test("the newsletter service's mail links land on the shell's newsletter pages", () => {
  assert.deepEqual(Object.values(LANDING_PAGES).sort(), Object.values(paths.newsletter).sort());
});

test("the watch form's answers and the watch mails' links land on the shell's pages", () => {
  const { sent, confirmed, problem, expired, invalid } = WATCH_PAGES;
  assert.deepEqual({ sent, confirmed, problem }, paths.watch);
  assert.deepEqual([expired, invalid], [paths.newsletter.linkExpired, paths.newsletter.linkInvalid]);
});

test('the presets are TOOL_PRESETS: the Arsenal routes and lists each one, and no other file lists them', () => {
  const { server } = nodeBuild<{ server: { routes: { path: string }[]; pages: string[] } }>(REGISTRY.tools.dir);
  for (const preset of TOOL_PRESETS) {
    assert.ok(
      server.routes.some((route) => route.path === preset),
      `the tools remote has no route for the preset ${preset}`,
    );
    assert.ok(server.pages.includes(paths.tools.preset(preset)), `the tools remote does not list ${paths.tools.preset(preset)}`);
  }
  // A list of the presets: every id quoted within a few lines of each other.
  const window = 400;
  const listing = productSources().filter(({ file, text }) => {
    if (file === 'shared-content/src/content/tool-taxonomy.ts') return false;
    const at = (preset: string) => [...text.matchAll(new RegExp(`['"]${preset}['"]`, 'g'))].map((match) => match.index);
    const [first = '', ...rest] = TOOL_PRESETS;
    return at(first).some((start) => rest.every((preset) => at(preset).some((index) => Math.abs(index - start) < window)));
  });
  assert.deepEqual(
    listing.map(({ file }) => file),
    [],
    'the presets are listed again; read TOOL_PRESETS',
  );
});

test("the remote server module's type is declared by the contract only", () => {
  const declaring = productSources()
    .filter(({ text }) => /\binterface\s+RemoteServer(Module)?\b|\btype\s+RemoteServer(Module)?\s*=/.test(text))
    .map(({ file }) => file);
  assert.deepEqual(declaring, ['contracts/src/remote-modules.ts']);
});

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { get } from 'node:http';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { TEST_PORT_BASE, sitePorts } from '../../support/ports';
import { startSite, type RunningSite } from '../../support/site';
import { LOADER_ATTRIBUTES, hydratedIsland } from '../../support/islands';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE = TEST_PORT_BASE + 300;
const DEPLOY_DIR = path.join(ROOT, `.runtime/deploy-${BASE}`);
const DEPLOY_ENV = { DEPLOY_DIR, REMOTES_FILE: path.join(DEPLOY_DIR, 'remotes.json') };
const HEADING = 'Where do you want AI to take you?';
const CHANGED = 'Pick the path that fits you';
/** The label of a path's search, rendered by the guide's island. */
const SEARCH = 'Search this path';
const CHANGED_SEARCH = 'Search within this path';

function publish(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', 'tooling/release/publish.ts', 'guide', ...args], {
    cwd: ROOT,
    env: { ...process.env, ...sitePorts(BASE), ...DEPLOY_ENV },
    encoding: 'utf8',
  });
}

/** Every file of the shell's build with its content hash: publishing a remote must not change one. */
function shellFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else files[path.relative(ROOT, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
    }
  };
  walk(path.join(ROOT, 'shell/dist'));
  walk(path.join(ROOT, 'shell/dist-server'));
  return files;
}

/** A rebuilt guide with a new heading and search label: the current build with the texts changed, browser and Node. */
function changedGuideBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'guide-build-'));
  cpSync(path.join(ROOT, 'mfe-guide/dist'), path.join(dir, 'dist'), { recursive: true });
  cpSync(path.join(ROOT, 'mfe-guide/dist-server'), path.join(dir, 'dist-server'), { recursive: true });
  for (const sub of ['dist', 'dist-server']) {
    for (const name of readdirSync(path.join(dir, sub)).filter((file) => /\.(c?js)$/.test(file))) {
      const file = path.join(dir, sub, name);
      writeFileSync(file, readFileSync(file, 'utf8').replaceAll(HEADING, CHANGED).replaceAll(SEARCH, CHANGED_SEARCH));
    }
  }
  return dir;
}

// One site and one deploy folder for the file: its tests run in order, in one worker.
test.describe.configure({ mode: 'serial' });

let site: RunningSite;

test.beforeAll(async () => {
  // A publish, a prerender of every page and six servers starting: on a busy 2-core machine, more than 30 s.
  test.setTimeout(180_000);
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
  publish();
  site = await startSite(BASE, [], DEPLOY_ENV);
});

test.afterAll(async () => {
  await site?.stop();
  rmSync(DEPLOY_DIR, { recursive: true, force: true });
});

test("a remote's team publishes a new version: the next page load shows it, the shell is untouched, open pages keep working, rollback restores", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const before = shellFiles();
  const remoteScripts: string[] = [];
  const opened = await browser.newPage();
  opened.on('request', (request) => {
    if (request.url().startsWith(`${site.url}/_remotes/guide/`)) remoteScripts.push(new URL(request.url()).pathname);
  });
  await opened.goto(`${site.url}/guide`);
  await expect(opened.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await opened.getByRole('link', { name: /Automate My Work/ }).click();
  // The path's search is the guide's island: its code comes with the first keystroke.
  await opened.getByRole('searchbox', { name: SEARCH }).fill('zap');
  await expect(opened.getByRole('status').filter({ hasText: 'links match' })).toHaveText(/links match “zap”$/);
  // The guide came from its published release, not from the workspace build.
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(remoteScripts.filter((url) => !url.startsWith('/_remotes/guide/releases/'))).toEqual([]);

  const build = changedGuideBuild();
  try {
    expect(publish('--from', build)).toMatch(/guide \S+ is live at .*\/releases\/\S+\/mf-manifest\.json/);
  } finally {
    rmSync(build, { recursive: true, force: true });
  }

  // The next page load gets the new version: its HTML prerendered again, its island from the new release.
  const next = await browser.newPage();
  const errors: string[] = [];
  next.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await next.goto(`${site.url}/guide#create`);
  await expect(next.getByRole('heading', { level: 1 })).toHaveText(CHANGED);
  const served = await (await next.request.get(`${site.url}/guide`)).text();
  expect(served).toContain(CHANGED);
  await next.getByRole('searchbox', { name: CHANGED_SEARCH }).fill('video');
  await expect(next.getByRole('status').filter({ hasText: 'links match' })).toHaveText(/links match “video”$/);
  await next.locator(hydratedIsland('guide/PathView')).first().waitFor({ state: 'attached' });

  // The page opened before the switch keeps working on the version it started with.
  await opened.getByRole('link', { name: 'Back to all paths' }).click();
  await opened.getByRole('link', { name: /Start a Side Hustle/ }).click();
  await opened.getByRole('searchbox', { name: SEARCH }).fill('course');
  await expect(opened.getByRole('status').filter({ hasText: 'links match “course”' })).toBeVisible();
  for (const script of remoteScripts) expect((await opened.request.get(`${site.url}${script}`)).status(), script).toBe(200);

  expect(shellFiles()).toEqual(before);

  publish('--rollback');
  await next.goto(`${site.url}/guide`);
  await expect(next.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  expect(errors).toEqual([]);
  await opened.close();
  await next.close();
});

test('pages, manifests and entries are revalidated; hashed files are immutable; security headers are sent', async ({ request }) => {
  const page = await request.get(`${site.url}/guide`);
  expect(page.headers()['cache-control']).toBe('no-cache');
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(page.headers()['x-frame-options']).toBe('DENY');
  const csp = page.headers()['content-security-policy'] ?? '';
  // Scripts and styles from the site's own origin only (the operator's allowlist by default), and
  // by their hashes the pages' inline scripts: the island loader, the speculation rules and the two
  // strategies inlined only where a page uses them (visible, scroll); no inline style.
  expect(csp).toMatch(new RegExp(`script-src 'self' http://localhost:${BASE}( 'sha256-[A-Za-z0-9+/]{43}=')+;`));
  // Every inline script a page carries is allowed by its hash, or the reader's browser would block it.
  for (const pagePath of ['/guide', '/', '/blog/ai-tools-replace-assistant']) {
    const html = await (await request.get(`${site.url}${pagePath}`)).text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline.length, pagePath).toBeGreaterThan(0);
    for (const script of inline) expect(csp, pagePath).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  expect(csp).toMatch(new RegExp(`style-src 'self' http://localhost:${BASE};`));
  expect(csp).not.toMatch(/unsafe-eval/);

  const manifest = (await (await request.get(`${site.url}/remotes.json`)).json()) as { remotes: Record<string, { entry: string }> };
  expect((await request.get(`${site.url}/remotes.json`)).headers()['cache-control']).toBe('no-cache');
  const entry = manifest.remotes.guide!.entry;
  expect(entry).toMatch(new RegExp(`^${site.url}/_remotes/guide/releases/[^/]+/mf-manifest\\.json$`));
  const remoteManifest = await request.get(entry);
  expect(remoteManifest.headers()['cache-control']).toBe('no-cache');
  expect((await request.get(new URL('remoteEntry.js', entry).href)).headers()['cache-control']).toBe('no-cache');
  const exposes = ((await remoteManifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] }).exposes;
  const chunk = exposes[0]!.assets.js.sync.find((file) => /\.[0-9a-f]{8}\.js$/.test(file))!;
  expect((await request.get(new URL(chunk, entry).href)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // A release folder answers its browser build only: no way up into its Node build or elsewhere.
  const id = /\/releases\/([^/]+)\//.exec(entry)?.[1] ?? '';
  const raw = (port: number, urlPath: string) =>
    new Promise<number>((resolve, reject) => {
      get({ host: 'localhost', port, path: urlPath }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).on('error', reject);
    });
  // The guide's own server, and the same paths through the shell's /_remotes/guide/.
  for (const [port, prefix] of [
    [BASE + 4, ''],
    [BASE, '/_remotes/guide'],
  ] as const) {
    expect(await raw(port, `${prefix}/releases/${id}/mf-manifest.json`)).toBe(200);
    // Refused: not found, or (the shell's proxy, which will not pass dot segments on) a bad request.
    expect([400, 404]).toContain(await raw(port, `${prefix}/releases/${id}/../dist-server/server.cjs`));
    expect([400, 404]).toContain(await raw(port, `${prefix}/releases/${id}/%2e%2e/dist-server/server.cjs`));
    expect(await raw(port, `${prefix}/releases/not-a-release/mf-manifest.json`)).toBe(404);
  }

  // The page names the island runtime for its inline loader to start.
  const shellAsset = new RegExp(`${LOADER_ATTRIBUTES.islands}="/(islands\\.[0-9a-f]{8}\\.js)"`).exec(await page.text())?.[1];
  expect(shellAsset).toBeDefined();
  expect((await request.get(`${site.url}/${shellAsset}`)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

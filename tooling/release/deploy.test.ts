// Publishing one remote and the security headers (node's test runner, `npm run test:tooling`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildDirsFor } from '../../platform/layout.ts';
import { deployDir } from '../../platform/environment.ts';
import { publish, rollback } from './publish.ts';
import { cacheControlFor, contentSecurityPolicy } from '../../platform/headers.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const GUIDE_BUILD = path.join(ROOT, 'mfe-guide');
const built =
  existsSync(path.join(GUIDE_BUILD, 'dist', 'mf-manifest.json')) && existsSync(path.join(GUIDE_BUILD, 'dist-server', 'server.cjs'));

test('the deploy folder must sit inside the project', () => {
  assert.throws(() => deployDir({ DEPLOY_DIR: '/tmp/elsewhere' }, ROOT), /DEPLOY_DIR must be inside the project/);
  assert.equal(deployDir({ DEPLOY_DIR: 'deploy' }, ROOT), path.join(ROOT, 'deploy'));
});

test('hashed files are immutable; pages, manifests and remote entries are revalidated', () => {
  assert.equal(cacheControlFor('/594.b26bbc6e.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/__federation_expose_routes.2338535d.css'), 'public, max-age=31536000, immutable');
  assert.equal(
    cacheControlFor('/srv/mfe-blog/dist/594.b26bbc6e.js.br'),
    'public, max-age=31536000, immutable',
    'a precompressed variant is cached like its file',
  );
  assert.equal(cacheControlFor('/remoteEntry.js.gz'), 'no-cache');
  for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/index.html', '/remotes.json'])
    assert.equal(cacheControlFor(file), 'no-cache');
});

test("the CSP allows scripts and styles only from the site and the operator's allowlist, no eval, and no inline script but the loader and the speculation rules, and no inline style", () => {
  const csp = contentSecurityPolicy({
    assetOrigins: ['https://toolverse.example', 'https://cdn.example.com'],
    connectOrigins: ['https://news.example.com'],
  });
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
  assert.equal(directive('script-src'), "script-src 'self' https://toolverse.example https://cdn.example.com");
  assert.equal(directive('style-src'), "style-src 'self' https://toolverse.example https://cdn.example.com");
  assert.doesNotMatch(directive('style-src'), /unsafe-inline/);
  assert.equal(directive('connect-src'), "connect-src 'self' https://toolverse.example https://cdn.example.com https://news.example.com");
  assert.equal(directive('frame-ancestors'), "frame-ancestors 'none'");
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.doesNotMatch(directive('script-src'), /unsafe-inline/);
});

test(
  'publishing a remote makes an immutable release, switches the manifest, and rollback switches back',
  { skip: !built && 'mfe-guide is not built' },
  async () => {
    // Inside the project, as deployDir() requires (a release's Node build resolves react from there).
    mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
    const deploy = mkdtempSync(path.join(ROOT, '.runtime', 'deploy-test-'));
    const env = { ...process.env, DEPLOY_DIR: deploy, REMOTES_FILE: path.join(deploy, 'remotes.json') };
    // Pages are prerendered again by the browser test (tests/e2e/operations/deploy.spec.ts); here only the switch.
    const options = { env, log: () => {}, prerenderPages: false };
    try {
      const first = await publish('guide', options);
      // A second build: the same files with a changed remote entry, as a rebuild would give.
      const changed = path.join(deploy, 'changed-build');
      cpSync(GUIDE_BUILD + '/dist', path.join(changed, 'dist'), { recursive: true });
      cpSync(GUIDE_BUILD + '/dist-server', path.join(changed, 'dist-server'), { recursive: true });
      appendFileSync(path.join(changed, 'dist', 'remoteEntry.js'), '\n// rebuilt\n');
      const second = await publish('guide', { ...options, from: changed });
      assert.notEqual(first, second);

      const manifest = () => JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8'));
      assert.equal(manifest().remotes.guide.entry, `http://localhost:3000/_remotes/guide/releases/${second}/mf-manifest.json`);
      assert.equal(manifest().remotes.blog.entry, 'http://localhost:3000/_remotes/blog/mf-manifest.json', 'other remotes untouched');
      assert.equal(buildDirsFor('guide', manifest().remotes.guide.entry, { root: ROOT, deployDir: deployDir(env, ROOT) }).release, second);
      assert.ok(existsSync(path.join(deploy, 'guide', 'releases', first, 'dist', 'remoteEntry.js')), 'the old release stays');
      // The changed entry's variants were written afresh: a server sends the same file compressed.
      const entryFile = path.join(deploy, 'guide', 'releases', second, 'dist', 'remoteEntry.js');
      assert.deepEqual(brotliDecompressSync(readFileSync(`${entryFile}.br`)), readFileSync(entryFile));
      assert.deepEqual(gunzipSync(readFileSync(`${entryFile}.gz`)), readFileSync(entryFile));
      assert.match(readFileSync(entryFile, 'utf8'), /\/\/ rebuilt/);

      assert.equal(await rollback('guide', options), first);
      assert.equal(manifest().remotes.guide.entry, `http://localhost:3000/_remotes/guide/releases/${first}/mf-manifest.json`);
      await assert.rejects(rollback('guide', options), /no version before/);
      await assert.rejects(publish('guide', { ...options, from: path.join(ROOT, 'mfe-blog') }), /is the build of "blog", not of guide/);

      // A build against React 18 never goes live.
      const old = path.join(deploy, 'react-18-build');
      cpSync(changed, old, { recursive: true });
      const manifestPath = path.join(old, 'dist', 'mf-manifest.json');
      const built = JSON.parse(readFileSync(manifestPath, 'utf8'));
      for (const entry of built.shared) if (entry.name === 'react') entry.version = '18.3.1';
      writeFileSync(manifestPath, JSON.stringify(built));
      appendFileSync(path.join(old, 'dist', 'remoteEntry.js'), '\n// older\n');
      await assert.rejects(
        publish('guide', { ...options, from: old }),
        /guide cannot go live: it was built against react 18\.3\.1, and the shell runs react \^19/,
      );
      assert.equal(manifest().remotes.guide.entry, `http://localhost:3000/_remotes/guide/releases/${first}/mf-manifest.json`);
    } finally {
      rmSync(deploy, { recursive: true, force: true });
    }
  },
);

test('a remote hosted under a path prefix keeps it in its release URLs', { skip: !built && 'mfe-guide is not built' }, async () => {
  mkdirSync(path.join(ROOT, '.runtime'), { recursive: true });
  const deploy = mkdtempSync(path.join(ROOT, '.runtime', 'deploy-test-'));
  // The operator allows the CDN to serve scripts, as a remote on another host needs.
  const env = {
    ...process.env,
    DEPLOY_DIR: deploy,
    REMOTES_FILE: path.join(deploy, 'remotes.json'),
    ASSET_ORIGINS: 'http://localhost:3000,https://cdn.example.com',
  };
  const entries = {
    blog: 'https://cdn.example.com/teams/blog/',
    tools: 'https://cdn.example.com/teams/tools/',
    quizzes: 'https://cdn.example.com/teams/quizzes/',
    guide: 'https://cdn.example.com/teams/guide/',
  };
  writeFileSync(
    env.REMOTES_FILE,
    JSON.stringify({
      remotes: Object.fromEntries(Object.entries(entries).map(([name, base]) => [name, { entry: `${base}mf-manifest.json` }])),
    }),
  );
  try {
    const id = await publish('guide', { env, log: () => {}, prerenderPages: false });
    const entry = JSON.parse(readFileSync(env.REMOTES_FILE, 'utf8')).remotes.guide.entry;
    assert.equal(entry, `https://cdn.example.com/teams/guide/releases/${id}/mf-manifest.json`);
  } finally {
    rmSync(deploy, { recursive: true, force: true });
  }
});

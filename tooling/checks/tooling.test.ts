// Tests of the build and serve tooling, run with node's own test runner (`npm run test:tooling`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import postcss from 'postcss';
import { APPS, REMOTE_NAMES, devRemoteManifest, localRemoteManifest } from '../../platform/apps.ts';
import {
  assetOrigins,
  buildDate,
  deployDir,
  newsletterOrigins,
  newsletterPort,
  publishBaseUrl,
  resolvePorts,
  siteOrigin,
  skippedRemotes,
} from '../../platform/environment.ts';
import { localSiteConfig } from '../../platform/site-config.ts';
import scopeRemote from '../bundle/postcss-scope-remote.ts';
import { sharedFor } from '../bundle/shared-map.ts';
import { ensureVariants, writeWithVariants } from '../bundle/precompress.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

test('ports default to 3000-3004 and follow PORT and <REMOTE>_PORT', () => {
  assert.deepEqual(resolvePorts({}), { shell: 3000, blog: 3001, tools: 3002, quizzes: 3003, guide: 3004 });
  assert.equal(resolvePorts({ PORT: '8080', TOOLS_PORT: '9002' }).tools, 9002);
  assert.equal(resolvePorts({ PORT: '8080' }).shell, 8080);
});

test('a bad port stops start-up with a message naming the variable', () => {
  assert.throws(() => resolvePorts({ PORT: 'eighty' }), /PORT must be a port number from 1 to 65535, got "eighty"/);
  assert.throws(() => resolvePorts({ BLOG_PORT: '70000' }), /BLOG_PORT must be a port number/);
  assert.throws(() => resolvePorts({ PORT: '3001' }), /blog and shell are both set to port 3001|shell and blog/);
});

test('the local manifest serves every remote under /_remotes/ of the site; the dev servers keep their ports', () => {
  const manifest = localRemoteManifest(siteOrigin({}));
  assert.deepEqual(Object.keys(manifest.remotes), ['blog', 'tools', 'quizzes', 'guide']);
  assert.equal(manifest.remotes.tools.entry, 'http://localhost:3000/_remotes/tools/mf-manifest.json');
  assert.equal(
    localRemoteManifest(siteOrigin({ SITE_URL: 'https://toolverse.example' })).remotes.blog.entry,
    'https://toolverse.example/_remotes/blog/mf-manifest.json',
  );
  assert.equal(devRemoteManifest(resolvePorts({})).remotes.tools.entry, 'http://localhost:3002/mf-manifest.json');
  assert.throws(() => siteOrigin({ SITE_URL: 'https://toolverse.example/blog' }), /SITE_URL must be an http\(s\) origin without a path/);
});

test("the local newsletter service answers the shell's origins, SITE_URL's, or NEWSLETTER_ORIGINS", () => {
  assert.equal(newsletterOrigins({}, 3000), 'http://localhost:3000,http://127.0.0.1:3000');
  assert.equal(
    newsletterOrigins({ SITE_URL: 'https://toolverse.example' }, 4000),
    'http://localhost:4000,http://127.0.0.1:4000,https://toolverse.example',
  );
  assert.equal(newsletterOrigins({ NEWSLETTER_ORIGINS: 'https://a.example' }, 3000), 'https://a.example');
});

test('the newsletter host is run-time configuration', () => {
  assert.equal(localSiteConfig({}).newsletter.host, 'http://localhost:3005');
  assert.equal(localSiteConfig({ NEWSLETTER_HOST: 'https://example.com' }).newsletter.host, 'https://example.com');
});

test("a remote's utilities are scoped to its region and kept off the shell's slots", async () => {
  const css =
    '@layer theme{:root{--x:1}}@layer utilities{.flex-col{flex-direction:column}@media (min-width:40rem){.sm\\:flex-row{flex-direction:row}}}';
  const { css: out } = await postcss([scopeRemote({ remote: 'tools' })]).process(css, { from: undefined });
  assert.match(out, /@layer utilities\s*\{\s*@scope \(\[data-remote="tools"\]\) to \(\[data-shell-slot\]\)\s*\{\s*\.flex-col/);
  assert.match(out, /@layer theme\{:root\{--x:1\}\}/, 'theme variables stay global');
  assert.throws(() => scopeRemote({ remote: 'x"]) {' }), /bad remote name/);
});

test('shared singletons take their versions from the package and refuse a missing one', () => {
  const shared = sharedFor({
    name: 'mfe-x',
    dependencies: {
      react: '^19.3.1',
      'react-dom': '^19.3.1',
      'react-router-dom': '^7.18.5',
      '@radix-ui/react-toast': '^1.3.1',
      '@toolverse/contracts': '^1.0.0',
      '@toolverse/shared-content': '1.0.0',
    },
  });
  assert.deepEqual(Object.keys(shared).sort(), [
    '@radix-ui/react-toast',
    '@toolverse/contracts',
    'react',
    'react-dom',
    'react-dom/',
    'react-router-dom',
    'react/',
  ]);
  assert.equal(shared['react/']?.singleton, true);
  assert.equal(shared['react-router-dom']?.requiredVersion, '^7.18.5');
  assert.throws(
    () => sharedFor({ name: 'mfe-y', dependencies: { react: '^19' } }),
    /mfe-y: package.json must depend on the shared singleton react-dom/,
  );
});

test('stale or missing variants are written afresh; good ones are kept', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'variants-'));
  try {
    const file = path.join(dir, 'sub', 'a.js');
    mkdirSync(path.dirname(file));
    writeWithVariants(file, 'console.log("one")');
    writeFileSync(path.join(dir, 'image.png'), 'not text');
    assert.equal(ensureVariants(dir), 0, 'fresh variants are kept');
    writeFileSync(file, 'console.log("two")');
    assert.equal(ensureVariants(dir), 2);
    assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), 'console.log("two")');
    assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), 'console.log("two")');
    assert.equal(existsSync(path.join(dir, 'image.png.br')), false, 'binary files are left alone');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the operator variables are checked where they are read, naming the variable and its value', () => {
  assert.deepEqual(skippedRemotes({ SKIP_REMOTES: ' tools, blog ' }), ['tools', 'blog']);
  assert.throws(
    () => skippedRemotes({ SKIP_REMOTES: 'tools,shop' }),
    /SKIP_REMOTES names "shop", which is not a remote \(blog, tools, quizzes, guide\)/,
  );
  assert.throws(
    () => publishBaseUrl({ PUBLISH_BASE_URL: 'cdn.example.com/tools' }),
    /PUBLISH_BASE_URL must be an absolute URL, got "cdn.example.com\/tools"/,
  );
  assert.throws(
    () => buildDate({ TOOLVERSE_BUILD_DATE: '2026-13-45' }, new Date()),
    /TOOLVERSE_BUILD_DATE must be a date as YYYY-MM-DD, got "2026-13-45"/,
  );
  assert.equal(buildDate({ TOOLVERSE_BUILD_DATE: '2026-11-23' }, new Date()), '2026-11-23');
  assert.equal(buildDate({}, new Date('2026-11-25T23:59:00Z')), '2026-11-25');
  assert.throws(() => newsletterPort({ NEWSLETTER_PORT: '0' }), /NEWSLETTER_PORT must be a port number/);
  // An empty variable means its default, as an unset one does.
  assert.equal(resolvePorts({ PORT: '' }).shell, 3000);
  assert.equal(deployDir({ DEPLOY_DIR: '' }, ROOT), deployDir({}, ROOT));
  assert.deepEqual(assetOrigins({}), ['http://localhost:3000']);
  assert.deepEqual(assetOrigins({ SITE_URL: 'https://toolverse.example' }), ['https://toolverse.example']);
  assert.deepEqual(assetOrigins({ ASSET_ORIGINS: 'https://a.example, https://cdn.example' }), ['https://a.example', 'https://cdn.example']);
  assert.throws(
    () => assetOrigins({ ASSET_ORIGINS: 'https://cdn.example/path' }),
    /^ConfigError: ASSET_ORIGINS lists "https:\/\/cdn.example\/path", which is not an http\(s\) origin .*, got "https:\/\/cdn.example\/path"$/,
  );
});

test(
  "a remote's production build holds no build stats and no path of the machine it was built on",
  { skip: !existsSync(path.join(ROOT, 'mfe-guide', 'dist', 'mf-manifest.json')) && 'not built' },
  () => {
    for (const remote of REMOTE_NAMES) {
      const dist = path.join(ROOT, APPS[remote].dir, 'dist');
      const files = readdirSync(dist);
      assert.deepEqual(
        files.filter((name) => /stats/.test(name)),
        [],
        `${remote}: ${files.join(' ')}`,
      );
      for (const name of files.filter((file) => /\.(json|js)$/.test(file) && !file.endsWith('.map')))
        assert.ok(!readFileSync(path.join(dist, name), 'utf8').includes(ROOT), `${remote}/dist/${name} names ${ROOT}`);
    }
  },
);

test("a remote's data files are written only when they are JSON at a .json URL under its base path", async () => {
  const { remoteFiles } = await import('../prerender/routes.ts');
  const content = { remoteForPath: (url: string) => REMOTE_NAMES.find((remote) => url.startsWith(`/${remote}/`)) ?? null };
  const remotesWith = (files: Record<string, () => string>) =>
    Object.fromEntries(
      REMOTE_NAMES.map((remote) => [remote, { routes: [], pages: [], ...(remote === 'tools' ? { files } : {}) }]),
    ) as never;
  const good = remotesWith({ '/tools/compare-data.json': () => '{"a":"<table></table>"}' });
  assert.deepEqual(remoteFiles(good, content as never, undefined), [['/tools/compare-data.json', '{"a":"<table></table>"}']]);
  // Regenerating another remote leaves this one's files as an earlier prerender wrote them.
  assert.deepEqual(remoteFiles(good, content as never, 'blog'), []);
  assert.throws(
    () => remoteFiles(remotesWith({ '/blog/stolen.json': () => '{}' }), content as never, undefined),
    /the tools remote's file \/blog\/stolen\.json must be a \.json URL under its base path/,
  );
  assert.throws(
    () => remoteFiles(remotesWith({ '/tools/data.json': () => '<html>' }), content as never, undefined),
    /the tools remote's file \/tools\/data\.json is not JSON/,
  );
});

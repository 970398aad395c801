// The run-time configuration the shell trusts: the browser's schema, the operator's allowlist, and
// the last good version kept when a changed file is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { checkRemoteManifest, runtimeConfigSource } from '../src/served-config';

const SITE = 'https://toolverse.example';
const manifest = (entries: Partial<Record<string, string>> = {}) => ({
  remotes: Object.fromEntries(
    ['blog', 'tools', 'quizzes', 'guide'].map((name) => [name, { entry: entries[name] ?? `${SITE}/_remotes/${name}/mf-manifest.json` }]),
  ),
});

test('a manifest is checked against the browser schema and the allowlist, naming the entry it refuses', () => {
  assert.deepEqual(checkRemoteManifest(manifest(), [SITE], 'remotes.json'), manifest());
  assert.throws(() => checkRemoteManifest({ remotes: [] }, [SITE], 'remotes.json'), /remotes\.json is invalid/);
  assert.throws(() => checkRemoteManifest({ remotes: { blog: {} } }, [SITE], 'remotes.json'), /remotes\.json is invalid/);
  assert.throws(
    () => checkRemoteManifest(manifest({ tools: 'https://evil.example/mf-manifest.json' }), [SITE], 'remotes.json'),
    /remotes\.json: the tools entry https:\/\/evil\.example\/mf-manifest\.json is on https:\/\/evil\.example, which is not in ASSET_ORIGINS \(https:\/\/toolverse\.example\)/,
  );
  assert.deepEqual(
    checkRemoteManifest(manifest({ tools: 'https://cdn.example/tools/mf-manifest.json' }), [SITE, 'https://cdn.example'], 'remotes.json')
      .remotes.tools,
    {
      entry: 'https://cdn.example/tools/mf-manifest.json',
    },
  );
});

test('ASSET_ORIGINS takes origins only, and a bad one is named with its value', () => {
  const origins = (value: string) => loadConfig('shell', { ASSET_ORIGINS: value }).assetOrigins;
  assert.deepEqual(origins(' https://a.example , http://localhost:3000 '), ['https://a.example', 'http://localhost:3000']);
  assert.throws(() => origins('https://a.example/path'), ConfigError);
  assert.throws(
    () => origins('a.example'),
    /^ConfigError: ASSET_ORIGINS lists "a\.example", which is not an http\(s\) origin .*, got "a\.example"$/,
  );
  assert.throws(() => origins(' , '), /ASSET_ORIGINS must list at least one/);
});

test('every variable a server reads is checked at start, naming it and its value', () => {
  assert.throws(
    () => loadConfig('blog', { TRUST_PROXY: 'yes' }),
    /^ConfigError: TRUST_PROXY must be false, a number of proxy hops .*, got "yes"$/,
  );
  // `true` would believe any client's X-Forwarded-For: every request could claim a fresh address.
  assert.throws(
    () => loadConfig('shell', { TRUST_PROXY: 'true' }),
    /^ConfigError: TRUST_PROXY must be false, a number of proxy hops from 0 to 10 \(like 1\), or a comma-separated list of the proxies' addresses or CIDRs .*"true" would let any client choose its own address, got "true"$/,
  );
  assert.deepEqual(loadConfig('shell', { TRUST_PROXY: '10.0.0.0/9, 192.168.1.7,::1' }).trustProxy, ['10.0.0.0/9', '192.168.1.7', '::1']);
  // A list that holds every client trusts clients, not proxies; so does any list wider than a /8 of IPv4 in total.
  for (const value of ['0.0.0.0/1,128.0.0.0/1', '0.0.0.0/0', '::ffff:0:0/96', '10.0.0.0/8,192.168.1.7', '::/15']) {
    assert.throws(
      () => loadConfig('shell', { TRUST_PROXY: value }),
      /^ConfigError: TRUST_PROXY must be false, .* covering no more than a \/8 of IPv4 and a \/16 of IPv6 in total .*; this one covers \d+ IPv[46] addresses, more than a \/(8|16) /,
      value,
    );
  }
  assert.equal(loadConfig('shell', { TRUST_PROXY: 'false' }).trustProxy, false);
  assert.throws(() => loadConfig('blog', { TOOLS_PORT: '70000' }), /TOOLS_PORT must be a port number from 1 to 65535, got "70000"/);
  assert.throws(() => loadConfig('shell', { SITE_URL: 'https://toolverse.example/blog' }), /SITE_URL must be an http\(s\) origin/);
  assert.equal(loadConfig('shell', { TRUST_PROXY: '2', SERVE_SOURCE_MAPS: '1' }).trustProxy, 2);
});

test('REMOTES_FILE: refused at start when unusable; later a bad version is refused, reported, and the last good one stays', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'remotes-'));
  const file = path.join(dir, 'remotes.json');
  const reasons: string[] = [];
  const source = (env: Record<string, string>) =>
    runtimeConfigSource({
      env: {},
      remotesFile: env.REMOTES_FILE,
      siteOrigin: SITE,
      assetOrigins: [SITE],
      onRejected: (reason) => reasons.push(reason),
    });
  try {
    writeFileSync(file, '{"remotes": {}}');
    assert.throws(() => source({ REMOTES_FILE: file }), /REMOTES_FILE=.* was refused \(remotes\.json is invalid/);

    writeFileSync(file, JSON.stringify(manifest()));
    const config = source({ REMOTES_FILE: file });
    for (const bad of ['{"remotes": []}', 'not json', JSON.stringify(manifest({ blog: 'https://evil.example/mf-manifest.json' }))]) {
      await new Promise((resolve) => setTimeout(resolve, 15));
      writeFileSync(file, bad);
      assert.deepEqual(config().remotes, manifest());
    }
    assert.equal(reasons.length, 3);
    assert.match(
      reasons[2] ?? '',
      /the blog entry https:\/\/evil\.example\/mf-manifest\.json is on https:\/\/evil\.example.*keeping the last good version/,
    );

    await new Promise((resolve) => setTimeout(resolve, 15));
    const moved = manifest({ guide: `${SITE}/_remotes/guide/releases/20261123T000000Z-0123abcd/mf-manifest.json` });
    writeFileSync(file, JSON.stringify(moved));
    assert.deepEqual(config().remotes, moved, 'a good new version takes effect');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('without files, the defaults serve every remote under /_remotes/ of the site', () => {
  const config = runtimeConfigSource({ env: {}, siteOrigin: SITE, assetOrigins: [SITE], onRejected: () => {} })();
  assert.equal(config.remotes.remotes.blog.entry, `${SITE}/_remotes/blog/mf-manifest.json`);
  assert.throws(
    () => runtimeConfigSource({ env: {}, siteOrigin: SITE, assetOrigins: ['https://elsewhere.example'], onRejected: () => {} }),
    /not in ASSET_ORIGINS/,
  );
});

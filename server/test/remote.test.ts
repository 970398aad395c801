// A remote's server on a small build in a temporary folder, through Fastify's inject.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { buildRemote } from '../src/remote';

const RELEASE = '20261123T101500Z-0123abcd';

async function remoteFor() {
  const dir = mkdtempSync(path.join(tmpdir(), 'remote-test-'));
  const dist = path.join(dir, 'dist');
  const release = path.join(dir, 'releases', RELEASE);
  for (const folder of [dist, path.join(release, 'dist'), path.join(release, 'dist-server')]) mkdirSync(folder, { recursive: true });
  const manifest = JSON.stringify({ name: 'blog', shared: [] });
  writeFileSync(path.join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(path.join(dist, 'mf-manifest.json.br'), brotliCompressSync(manifest));
  writeFileSync(path.join(dist, '594.b26bbc6e.js'), 'export{}');
  writeFileSync(path.join(dist, '594.b26bbc6e.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Blog alone</title>');
  writeFileSync(path.join(release, 'dist', 'remoteEntry.js'), 'var blog;');
  writeFileSync(path.join(release, 'dist-server', 'server.cjs'), 'module.exports = {}');
  const app = await buildRemote({ dist, releasesDir: path.join(dir, 'releases'), trustProxy: false, serveSourceMaps: false });
  return { app, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

test("a remote's files go out precompressed, with CORS and the cache policy; source maps do not go out", async () => {
  const { app, cleanup } = await remoteFor();
  try {
    const manifest = await app.inject({ url: '/mf-manifest.json', headers: { 'accept-encoding': 'br' } });
    assert.equal(manifest.headers['content-encoding'], 'br');
    assert.match(String(manifest.headers.vary), /accept-encoding/i);
    assert.equal(manifest.headers['access-control-allow-origin'], '*');
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal((await app.inject({ url: '/594.b26bbc6e.js' })).headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await app.inject({ url: '/594.b26bbc6e.js.map' })).statusCode, 404);
    const page = await app.inject({ url: '/' });
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/, 'its standalone page is a page like any other');
  } finally {
    cleanup();
  }
});

test('a release answers its browser build only; preflights are answered, other methods refused', async () => {
  const { app, cleanup } = await remoteFor();
  try {
    assert.equal((await app.inject({ url: `/releases/${RELEASE}/remoteEntry.js` })).statusCode, 200);
    for (const url of [
      `/releases/${RELEASE}/../dist-server/server.cjs`,
      `/releases/${RELEASE}/%2e%2e/dist-server/server.cjs`,
      '/releases/nope/remoteEntry.js',
      `/releases/${RELEASE}/missing.js`,
    ]) {
      assert.equal((await app.inject({ url })).statusCode, 404, url);
    }
    const preflight = await app.inject({ method: 'OPTIONS', url: '/remoteEntry.js' });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-methods'], 'GET, HEAD');
    const post = await app.inject({ method: 'POST', url: '/mf-manifest.json', payload: '{}' });
    assert.equal(post.statusCode, 405);
    assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
  } finally {
    cleanup();
  }
});

// The shell's server on a small prerendered site in a temporary folder, through Fastify's inject.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Timeouts } from '../src/app';
import { inlineSource } from '../../platform/headers.ts';
import { buildShell } from '../src/shell';
import { prerenderedSite } from '../src/prerendered-site';
import type { RuntimeConfig } from '../src/served-config';
import type { TrustProxy } from '../../platform/environment.ts';
import { rawExchange } from '../../tests/support/raw-socket.ts';

const ORIGIN = 'http://localhost:3000';
const CONFIG: RuntimeConfig = {
  remotes: {
    remotes: Object.fromEntries(
      ['blog', 'tools', 'quizzes', 'guide'].map((name) => [name, { entry: `${ORIGIN}/_remotes/${name}/mf-manifest.json` }]),
    ) as RuntimeConfig['remotes']['remotes'],
  },
  siteConfig: { newsletter: { host: 'http://localhost:3005' } },
};

/** The page's inline loader, allowed by its hash in routes.json (the prerender writes both). */
const LOADER = 'console.log("paint first")';

/** A PNG's signature and a little more: what the server sends is compared byte for byte. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function writeWithVariants(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

async function shellFor(
  options: {
    trustProxy?: TrustProxy;
    config?: () => RuntimeConfig;
    timeouts?: Timeouts;
    remotePort?: number;
    goService?: string;
  } = {},
) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-test-'));
  const dist = path.join(dir, 'dist');
  const pages = path.join(dir, 'pages');
  for (const folder of [dist, pages]) mkdirSync(folder);
  writeWithVariants(path.join(pages, 'index.html'), `<!doctype html><title>Home</title><h1>Home</h1><script>${LOADER}</script>`);
  writeWithVariants(path.join(pages, '404.html'), '<!doctype html><title>Not found</title><h1>Not found</h1>');
  mkdirSync(path.join(pages, '_styles'));
  writeWithVariants(path.join(pages, '_styles', 'page.89abcdef.css'), 'main{color:red}'.repeat(50));
  mkdirSync(path.join(pages, 'social/tools'), { recursive: true });
  writeFileSync(path.join(pages, 'social/tools/chatgpt.png'), PNG);
  mkdirSync(path.join(pages, 'data'));
  writeWithVariants(path.join(pages, 'data', 'tools.json'), JSON.stringify({ tools: Array(40).fill({ id: 'chatgpt' }) }));
  writeWithVariants(path.join(pages, 'data', 'unlisted.json'), '{}');
  mkdirSync(path.join(pages, 'tools', 'chatgpt'), { recursive: true });
  writeWithVariants(path.join(pages, 'tools', 'chatgpt', 'feed.xml'), '<feed xmlns="http://www.w3.org/2005/Atom"/>');
  writeFileSync(
    path.join(pages, 'routes.json'),
    JSON.stringify({
      siteUrl: 'http://localhost:3000',
      pages: { '/': 'index.html' },
      files: {
        '/data/tools.json': 'application/json; charset=utf-8',
        '/data/gone.json': 'application/json; charset=utf-8',
        '/tools/chatgpt/feed.xml': 'application/atom+xml; charset=utf-8',
      },
      redirects: { '/old': '/' },
      notFound: '404.html',
      inlineScripts: [inlineSource(LOADER)],
      go: { chatgpt: 'https://chatgpt.com' },
    }),
  );
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeWithVariants(path.join(dist, 'main.0123abcd.js'), 'console.log("main")'.repeat(50));
  writeFileSync(path.join(dist, 'main.0123abcd.js.map'), '{}');
  const log = new PassThrough();
  let logged = '';
  log.on('data', (chunk) => (logged += chunk));
  const app = await buildShell({
    dist,
    site: prerenderedSite(pages, 'routes.json', () => {}),
    config: options.config ?? (() => CONFIG),
    assetOrigins: [ORIGIN],
    remotePorts: { blog: options.remotePort ?? 1, tools: 1, quizzes: 1, guide: 1 },
    trustProxy: options.trustProxy ?? false,
    serveSourceMaps: false,
    logStream: log,
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.goService ? { goService: options.goService } : {}),
  });
  return { app, logged: () => logged, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

test("the prerender's files go out with routes.json's type, compressed, revalidated and readable from any origin; one it does not list is not served", async () => {
  const { app, cleanup } = await shellFor();
  try {
    const data = await app.inject({ url: '/data/tools.json', headers: { 'accept-encoding': 'br' } });
    assert.equal(data.statusCode, 200);
    assert.equal(data.headers['content-type'], 'application/json; charset=utf-8');
    assert.equal(data.headers['content-encoding'], 'br');
    assert.equal(data.headers['cache-control'], 'no-cache');
    assert.equal(data.headers['access-control-allow-origin'], '*');
    const again = await app.inject({
      url: '/data/tools.json',
      headers: { 'accept-encoding': 'br', 'if-none-match': String(data.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
    const head = await app.inject({ method: 'HEAD', url: '/data/tools.json' });
    assert.equal(head.statusCode, 200);
    assert.equal(head.headers['content-type'], 'application/json; charset=utf-8');
    // A feed keeps its own type, though its name ends in .xml.
    const feed = await app.inject({ url: '/tools/chatgpt/feed.xml' });
    assert.equal(feed.statusCode, 200);
    assert.equal(feed.headers['content-type'], 'application/atom+xml; charset=utf-8');
    // Listed but not written: the not-found page, as HTML.
    const gone = await app.inject({ url: '/data/gone.json' });
    assert.equal(gone.statusCode, 404);
    assert.match(String(gone.headers['content-type']), /^text\/html/);
    assert.equal(gone.headers['access-control-allow-origin'], undefined);
    // Written but not listed: not served.
    assert.equal((await app.inject({ url: '/data/unlisted.json' })).statusCode, 404);
  } finally {
    cleanup();
  }
});

test('a page carries the security headers, an ETag, the variant the client accepts, and answers 304 to its ETag', async () => {
  const { app, cleanup } = await shellFor();
  try {
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-encoding'], 'br');
    assert.match(String(page.headers.vary), /accept-encoding/i);
    assert.equal(page.headers['cache-control'], 'no-cache');
    // The one inline script allowed is the page's loader, by the hash of its text: no 'unsafe-inline'.
    const loaderHash = createHash('sha256').update(LOADER).digest('base64');
    assert.ok(
      String(page.headers['content-security-policy']).includes(`script-src 'self' http://localhost:3000 'sha256-${loaderHash}';`),
      String(page.headers['content-security-policy']),
    );
    assert.doesNotMatch(/script-src[^;]*/.exec(String(page.headers['content-security-policy']))?.[0] ?? '', /unsafe-inline/);
    assert.match(String(page.headers['content-security-policy']), /connect-src 'self' http:\/\/localhost:3000 http:\/\/localhost:3005;/);
    for (const header of [
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
    ]) {
      assert.ok(page.headers[header], `${header} is sent`);
    }
    assert.equal(page.headers['strict-transport-security'], undefined, 'no HSTS over plain http');
    const etag = String(page.headers.etag);
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br', 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
  } finally {
    cleanup();
  }
});

test('/index.html, unknown paths and source maps get the not-found page with 404 and the same headers', async () => {
  const { app, cleanup } = await shellFor();
  try {
    for (const url of ['/index.html', '/nowhere', '/main.0123abcd.js.map']) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /Not found/);
      assert.ok(response.headers['content-security-policy'], `${url} has a CSP`);
      assert.equal(response.headers['x-frame-options'], 'DENY');
    }
    const asset = await app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': 'br' } });
    assert.equal(asset.headers['content-encoding'], 'br');
    assert.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  } finally {
    cleanup();
  }
});

test('answers over a real connection leave no pile of listeners: a run of 404s raises no leak warning', async () => {
  const { app, cleanup } = await shellFor();
  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on('warning', onWarning);
  try {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['/nowhere', '/no/such/page.js', '/social/tools/none.png', '/main.0123abcd.js.map', '/', '/main.0123abcd.js']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await fetch(origin + url, { headers: { 'accept-encoding': encoding } });
        await response.arrayBuffer();
        assert.equal(response.status, url === '/' || url === '/main.0123abcd.js' ? 200 : 404, `${url} (${encoding})`);
      }
    }
    // Node reports the warning on the next tick of the process.
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(
      warnings.filter((warning) => warning.startsWith('MaxListenersExceededWarning')),
      [],
    );
  } finally {
    process.off('warning', onWarning);
    await app.close();
    cleanup();
  }
});

test('a social preview is sent as a PNG, uncompressed, revalidated (its name is not hashed) with an ETag; a missing or odd one is the 404 page', async () => {
  const { app, cleanup } = await shellFor();
  try {
    const image = await app.inject({ url: '/social/tools/chatgpt.png', headers: { 'accept-encoding': 'gzip, br' } });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.headers['cache-control'], 'no-cache');
    assert.deepEqual(image.rawPayload, PNG);
    const again = await app.inject({ url: '/social/tools/chatgpt.png', headers: { 'if-none-match': String(image.headers.etag) } });
    assert.equal(again.statusCode, 304);
    for (const url of [
      '/social/tools/nope.png',
      '/social/../routes.json',
      '/social/%2e%2e/routes.json',
      '/social/tools/chatgpt.png.br',
      '/social/',
    ]) {
      const response = await app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /<h1>Not found<\/h1>/, url);
    }
  } finally {
    cleanup();
  }
});

test('HSTS is sent over https: behind a trusted proxy that says so, never on its say-so alone', async () => {
  const trusted = await shellFor({ trustProxy: 1 });
  const untrusted = await shellFor();
  try {
    const https = { 'x-forwarded-proto': 'https' };
    assert.equal(
      (await trusted.app.inject({ url: '/', headers: https })).headers['strict-transport-security'],
      'max-age=31536000; includeSubDomains',
    );
    assert.equal((await untrusted.app.inject({ url: '/', headers: https })).headers['strict-transport-security'], undefined);
  } finally {
    trusted.cleanup();
    untrusted.cleanup();
  }
});

test('methods other than GET and HEAD get 405 with Allow; redirects keep their status', async () => {
  const { app, cleanup } = await shellFor();
  try {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
      const response = await app.inject({ method, url: '/', payload: method === 'OPTIONS' ? undefined : 'x' });
      assert.equal(response.statusCode, 405, method);
      assert.equal(response.headers.allow, 'GET, HEAD');
    }
    assert.equal((await app.inject({ method: 'HEAD', url: '/' })).statusCode, 200);
    const alias = await app.inject({ url: '/old' });
    assert.equal(alias.statusCode, 301);
    assert.equal(alias.headers.location, '/');
    const slash = await app.inject({ url: '/old/?a=1' });
    assert.equal(slash.statusCode, 308);
    assert.equal(slash.headers.location, '/old?a=1');
  } finally {
    cleanup();
  }
});

test('a handler that fails answers 500 with a plain page, logs why, and the server keeps answering', async () => {
  let broken = true;
  const { app, logged, cleanup } = await shellFor({
    config: () => {
      if (broken) throw new Error('the disk went away');
      return CONFIG;
    },
  });
  try {
    const failed = await app.inject({ url: '/remotes.json' });
    assert.equal(failed.statusCode, 500);
    assert.equal(failed.body, '500 Internal Server Error\n');
    assert.match(String(failed.headers['content-type']), /^text\/plain/);
    assert.match(logged(), /the disk went away/);
    broken = false;
    assert.deepEqual((await app.inject({ url: '/remotes.json' })).json(), CONFIG.remotes);
  } finally {
    cleanup();
  }
});

test('a remote whose server does not answer is a 502 naming it, and the shell keeps serving', async () => {
  const { app, cleanup } = await shellFor();
  try {
    // The remotes' port in these tests is 1, where nothing listens.
    const response = await app.inject({ url: '/_remotes/blog/mf-manifest.json' });
    assert.equal(response.statusCode, 502);
    assert.equal(response.body, '502 Bad Gateway: the blog remote is not answering\n');
    assert.equal((await app.inject({ url: '/' })).statusCode, 200);
  } finally {
    cleanup();
  }
});

test('while the service does not answer, /go/ still sends the reader to the tool, uncounted; an unknown tool is the 404 page', async () => {
  // Nothing listens on port 1.
  const { app, logged, cleanup } = await shellFor({ goService: 'http://127.0.0.1:1' });
  try {
    const known = await app.inject({ url: '/go/chatgpt?from=tool' });
    assert.equal(known.statusCode, 302);
    assert.equal(known.headers.location, 'https://chatgpt.com');
    assert.equal(known.headers['cache-control'], 'no-store');
    assert.match(logged(), /the click is not counted/);
    const unknown = await app.inject({ url: '/go/no-such-tool?from=tool' });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /Not found/);
  } finally {
    cleanup();
  }
});

test('whatever else the service answers for a tool of the site, the reader is sent on; its redirect and its 404 pass through', async () => {
  // A stand-in for the service: answers each path with the status it names.
  const answers: Record<string, [number, Record<string, string>, string]> = {
    '/go/chatgpt?from=tool': [302, { location: 'https://chatgpt.com/counted' }, ''],
    '/go/chatgpt?from=quiz': [429, { 'content-type': 'application/json', 'retry-after': '60' }, '{"message":"Too many requests."}'],
    '/go/chatgpt?from=article': [500, { 'content-type': 'application/json' }, '{"message":"Failed."}'],
    '/go/chatgpt?from=compare': [503, { 'content-type': 'text/plain' }, 'unavailable'],
    '/go/no-such-tool?from=tool': [404, { 'content-type': 'text/html' }, '<h1>Page not found</h1>'],
    '/go/no-such-tool?from=quiz': [500, { 'content-type': 'application/json' }, '{"message":"Failed."}'],
  };
  const service = http.createServer((request, response) => {
    const [status, headers, body] = answers[request.url ?? ''] ?? [400, {}, ''];
    response.writeHead(status, headers).end(body);
  });
  service.listen(0, '127.0.0.1');
  await once(service, 'listening');
  const { app, logged, cleanup } = await shellFor({ goService: `http://127.0.0.1:${(service.address() as AddressInfo).port}` });
  try {
    const counted = await app.inject({ url: '/go/chatgpt?from=tool' });
    assert.equal(counted.statusCode, 302);
    assert.equal(counted.headers.location, 'https://chatgpt.com/counted', "the service's own redirect");
    for (const from of ['quiz', 'article', 'compare']) {
      const answer = await app.inject({ url: `/go/chatgpt?from=${from}` });
      assert.equal(answer.statusCode, 302, from);
      assert.equal(answer.headers.location, 'https://chatgpt.com', from);
      assert.equal(answer.headers['retry-after'], undefined, "none of the service's answer reaches the reader");
      assert.equal(answer.body, '');
    }
    assert.match(logged(), /the service answered 429: the reader is sent on, the click is not counted/);
    assert.equal((await app.inject({ url: '/go/no-such-tool?from=tool' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/go/no-such-tool?from=quiz' })).statusCode, 500, 'no destination to send anyone to');
  } finally {
    cleanup();
    service.close();
  }
});

test("a page's merged stylesheet is served from beside the pages, compressed and immutable; nothing else there is", async () => {
  const { app, cleanup } = await shellFor();
  try {
    const style = await app.inject({ url: '/_styles/page.89abcdef.css', headers: { 'accept-encoding': 'br' } });
    assert.equal(style.statusCode, 200);
    assert.match(String(style.headers['content-type']), /^text\/css/);
    assert.equal(style.headers['content-encoding'], 'br');
    assert.equal(style.headers['cache-control'], 'public, max-age=31536000, immutable');
    for (const url of [
      '/_styles/page.00000000.css',
      '/_styles/../routes.json',
      '/_styles/%2e%2e%2froutes.json',
      '/_styles/page.89abcdef.css.br',
    ]) {
      const response = await app.inject({ url });
      // A path climbing out of the folder is refused (403) before any file is looked up.
      assert.ok([403, 404].includes(response.statusCode), `${url}: ${response.statusCode}`);
      assert.doesNotMatch(response.body, /"pages"/, url);
    }
  } finally {
    cleanup();
  }
});

async function listening(app: Awaited<ReturnType<typeof shellFor>>['app']): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

test('timeouts hold as configured: a stalled request and an idle keep-alive connection are closed in time', async () => {
  const { app, cleanup } = await shellFor({ timeouts: { requestMs: 600, keepAliveMs: 500 } });
  try {
    const port = await listening(app);
    const stalled = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    assert.ok(stalled.closedAfterMs < 2_000, `a request stalled in its headers was closed after ${stalled.closedAfterMs} ms`);
    const idle = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.match(idle.text, /^HTTP\/1\.1 200 /);
    // Node closes an idle socket up to a second after keepAliveTimeout (its own safety margin).
    assert.ok(idle.closedAfterMs >= 400 && idle.closedAfterMs < 2_000, `an idle connection was closed after ${idle.closedAfterMs} ms`);
  } finally {
    await app.close();
    cleanup();
  }
});

test('the proxy to a remote passes none of its hop-by-hop headers back to the client', async () => {
  const remote = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      connection: 'keep-alive, x-hop',
      'keep-alive': 'timeout=72',
      'x-hop': 'for this hop only',
      'x-kept': 'end to end',
    });
    response.end('{}');
  });
  remote.listen(0, '127.0.0.1');
  await once(remote, 'listening');
  const { app, cleanup } = await shellFor({ remotePort: (remote.address() as AddressInfo).port });
  try {
    const port = await listening(app);
    const answer = await rawExchange(port, 'GET /_remotes/blog/mf-manifest.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const head = answer.text.slice(0, answer.text.indexOf('\r\n\r\n')).toLowerCase();
    assert.match(head, /^http\/1\.1 200 /);
    assert.match(head, /\r\nx-kept: end to end/);
    assert.doesNotMatch(head, /keep-alive|x-hop/, head);
    assert.match(head, /\r\nconnection: close/);
    assert.ok(answer.closedAfterMs < 2_000, 'the connection the client asked to close was closed');
  } finally {
    await app.close();
    remote.close();
    cleanup();
  }
});

// The privacy page says neither a reader's address nor their browser is written to our logs when
// they click through /go/ or ask to watch a tool. This runs nginx on the server block the generator
// writes, inside nginx.conf as the tests write it (tests/support/nginx.ts: an http-level access log
// in nginx's default format, which holds address, browser and referring page, as Debian's does), in
// front of a stand-in for the service, then reads both of nginx's logs.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { RELEASE_ID } from '../../../platform/layout.ts';
import { NGINX_PATH, NGINX_TEMP_PATHS, nginxArgs, nginxMainConfig } from '../../../tests/support/nginx.ts';
import { headerPolicy } from './header-policy.ts';
import { nginxServerBlock } from './nginx.ts';
import { readRuntimeConfig } from './site-input.ts';

/** A reader's click as a browser sends it, from a loopback address of its own, through a CDN that names another. */
const READER = {
  address: '127.0.0.77',
  forwardedFor: '203.0.113.77',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) ReaderBrowser/77.0',
  referrer: 'https://toolverse.example/tools/reader-was-here',
};
/** Somebody reading a page, whose request the page log keeps. */
const PAGE_READER = { address: '127.0.0.1', userAgent: 'PageBrowser/1.0', referrer: 'https://toolverse.example/from-a-page' };

let dir: string;
let origin: string;
let nginx: ChildProcess;
let service: http.Server;
/** What the stand-in answers /go/{id} with, by id; POST /watch gets watchStatus. */
const goAnswers: Record<string, number> = { jasper: 302, chatgpt: 429, 'no-such-tool': 404 };
let watchStatus = 303;
/** The last body nginx answered each "METHOD target" with. */
const bodies = new Map<string, string>();

async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

function send(target: string, who: { address: string; userAgent: string; referrer: string; forwardedFor?: string }, method = 'GET') {
  const body = method === 'POST' ? 'email=reader%40example.com&tool=jasper' : undefined;
  const headers: Record<string, string> = { 'user-agent': who.userAgent, referer: who.referrer };
  if (who.forwardedFor) headers['x-forwarded-for'] = who.forwardedFor;
  if (body) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) });
  const { hostname, port } = new URL(origin);
  return new Promise<number>((resolve, reject) => {
    const req = http.request({ hostname, port, path: target, method, headers, localAddress: who.address, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => {
        bodies.set(`${method} ${target}`, text);
        resolve(res.statusCode ?? 0);
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nginx-logs-'));
  // nginx's workers run as nobody when the tests run as root: they must read the pages.
  chmodSync(dir, 0o755);
  const pages = path.join(dir, 'pages');
  mkdirSync(pages);
  writeFileSync(path.join(pages, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(pages, '404.html'), '<!doctype html><title>Not found</title>');
  for (const name of NGINX_TEMP_PATHS) mkdirSync(path.join(dir, 'temp', name), { recursive: true });

  service = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (request.method === 'POST' && url.pathname === '/watch') {
      request.resume();
      response.writeHead(watchStatus, { location: 'https://toolverse.example/watch/sent' }).end();
      return;
    }
    const status = goAnswers[url.pathname.slice('/go/'.length)] ?? 400;
    response.writeHead(status, status === 302 ? { location: 'https://vendor.example/' } : { 'content-type': 'application/json' }).end('{}');
  });
  service.listen(0, '127.0.0.1');
  await once(service, 'listening');

  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  const config = readRuntimeConfig({}, {});
  const serverBlock = nginxServerBlock({
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    layout: {
      pages,
      shell: pages,
      remotes: {},
      remotesJson: path.join(dir, 'remotes.json'),
      siteConfigJson: path.join(dir, 'site-config.json'),
    },
    routes: { siteUrl: origin, pages: { '/': 'index.html' }, files: {}, redirects: {}, notFound: '404.html', inlineScripts: [], go: {} },
    policy: headerPolicy(config),
    releaseId: RELEASE_ID,
    banner: ['nginx-logs.test.ts'],
    go: {
      service: `http://127.0.0.1:${(service.address() as AddressInfo).port}`,
      destinations: { jasper: 'https://vendor.example/', chatgpt: 'https://chatgpt.com/' },
    },
    // A CDN on the loopback network: nginx then takes the reader's address from X-Forwarded-For.
    realIpFrom: ['127.0.0.0/24'],
  });
  writeFileSync(path.join(dir, 'toolverse.conf'), serverBlock);
  writeFileSync(path.join(dir, 'nginx.conf'), nginxMainConfig(dir, path.join(dir, 'toolverse.conf')));
  nginx = spawn(NGINX_PATH, nginxArgs(dir, path.join(dir, 'nginx.conf')), { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for (let tries = 0; ; tries += 1) {
    const up = await send('/', PAGE_READER).then(
      (status) => status === 200,
      () => false,
    );
    if (up) break;
    if (tries > 100 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

after(async () => {
  if (nginx.exitCode === null) {
    nginx.kill('SIGQUIT');
    await once(nginx, 'exit');
  }
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

test("nginx writes no reader's address, browser or referring page for /go/ or /watch, whatever the service answers", async () => {
  const answers = {
    counted: await send('/go/jasper?from=tool', READER),
    head: await send('/go/jasper?from=tool', READER, 'HEAD'),
    refused: await send('/go/chatgpt?from=quiz', READER),
    unknownTool: await send('/go/no-such-tool?from=tool', READER),
    watch: await send('/watch', READER, 'POST'),
    watchGet: await send('/watch', READER),
  };
  watchStatus = 500;
  const watchFailed = await send('/watch', READER, 'POST');
  // The service stops answering: nginx sends the reader on itself, and its error log would say who asked.
  service.close();
  const down = { go: await send('/go/jasper?from=tool', READER), watch: await send('/watch', READER, 'POST') };
  assert.deepEqual(answers, { counted: 302, head: 302, refused: 302, unknownTool: 404, watch: 303, watchGet: 404 });
  assert.match(
    bodies.get('GET /go/no-such-tool?from=tool') ?? '',
    /<title>Not found<\/title>/,
    "an unknown tool gets the site's not-found page",
  );
  assert.equal(watchFailed, 303);
  assert.deepEqual(down, { go: 302, watch: 303 });

  // A page is still logged, with its reader: the privacy page promises nothing of page requests.
  assert.equal(await send('/no-such-page', PAGE_READER), 404);
  const access = readFileSync(path.join(dir, 'access.log'), 'utf8');
  const errors = readFileSync(path.join(dir, 'error.log'), 'utf8');
  assert.match(access, /"GET \/no-such-page HTTP\/1\.1" 404 .*PageBrowser\/1\.0/, 'the page log works');
  for (const [name, log] of [
    ['access log', access],
    ['error log', errors],
  ] as const) {
    for (const trace of [READER.address, READER.forwardedFor, READER.userAgent, 'ReaderBrowser', READER.referrer, 'reader-was-here']) {
      assert.ok(!log.includes(trace), `the ${name} holds ${trace}:\n${log}`);
    }
    assert.doesNotMatch(log, /\/go\/|"(GET|POST|HEAD) \/watch/, `the ${name} names a click or a watch:\n${log}`);
  }
});

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTE_NAMES } from '../../../platform/apps.ts';
import { portVariable } from '../../../platform/environment.ts';
import { TEST_PORT_BASE, sitePorts } from '../../support/ports';

// Every server of the site (the shell, each remote, the service) gets the same battery
// of malformed, hostile and slow requests over raw sockets. Each is started alone, without a
// supervisor, so a request that ended one would show as a process that exited. Afterwards every
// server still answers and none has exited.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE = TEST_PORT_BASE + 200;
const PORTS = sitePorts(BASE);
const RUNTIME = path.join(ROOT, `.runtime/hostile-${BASE}`);
const REMOTES_FILE = path.join(RUNTIME, 'remotes.json');

interface Server {
  name: string;
  port: number;
  /** A path the server answers with 200 to a plain GET. */
  okPath: string;
  /** A file the Range cases aim at. */
  filePath: string;
  child?: ChildProcess;
  exits: number;
  log: string;
}

const SERVERS: Server[] = [
  { name: 'shell', port: BASE, okPath: '/blog', filePath: '/_remotes/blog/mf-manifest.json', exits: 0, log: '' },
  ...REMOTE_NAMES.map((name) => ({
    name,
    port: Number(PORTS[portVariable(name)]),
    okPath: '/mf-manifest.json',
    filePath: '/mf-manifest.json',
    exits: 0,
    log: '',
  })),
  { name: 'service', port: Number(PORTS.NEWSLETTER_PORT), okPath: '/health', filePath: '/health', exits: 0, log: '' },
];

/** Sends raw bytes (in parts, with pauses, if asked), returns the status line or what happened. */
function raw(port: number, parts: (string | number)[], { endAfter = false, timeoutMs = 3_000 } = {}): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const done = (outcome: string) => {
      socket.destroy();
      resolve(outcome);
    };
    const timer = setTimeout(() => done(received ? firstLine(received) : 'no answer'), timeoutMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    socket.on('close', () => {
      clearTimeout(timer);
      done(received ? firstLine(received) : 'closed');
    });
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      for (const part of parts) {
        if (typeof part === 'number') await new Promise((wait) => setTimeout(wait, part));
        else if (!socket.destroyed) socket.write(part);
      }
      if (endAfter) socket.end();
    });
  });
}

const firstLine = (text: string) => text.split('\r\n')[0] ?? '';

interface Case {
  name: string;
  parts: (server: Server) => (string | number)[];
  /** Closes its sending side after the parts (a request cut short). */
  endAfter?: boolean;
  /** The answers that are right for this request (status lines); any answer at all is not enough. */
  expected: RegExp;
}

const request = (line: string, headers: string[] = [], body = '') =>
  `${line}\r\nHost: localhost\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n${body}`;
const get = (target: string, headers: string[] = []) => request(`GET ${target} HTTP/1.1`, [...headers, 'Connection: close']);

const CASES: Case[] = [
  { name: 'an absolute target that is no URL (GET http://[)', parts: () => [get('http://[')], expected: /^HTTP\/1\.1 (400|404)/ },
  { name: 'an asterisk target', parts: () => [get('*')], expected: /^HTTP\/1\.1 (400|404)/ },
  {
    name: 'an unknown HTTP version',
    parts: (s) => [`GET ${s.okPath} HTTP/9.9\r\nHost: localhost\r\n\r\n`],
    expected: /^HTTP\/1\.1 (400|505)|closed/,
  },
  { name: 'a request line of garbage', parts: () => ['GARBAGE\r\n\r\n'], expected: /^HTTP\/1\.1 400|closed/ },
  {
    name: 'a control character in the target',
    parts: () => ['GET /a\x01b HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    expected: /^HTTP\/1\.1 400|closed/,
  },
  { name: 'bad percent-encoding (%zz)', parts: () => [get('/%zz')], expected: /^HTTP\/1\.1 (400|404)/ },
  { name: 'a truncated percent-encoding (%E0%A4%A)', parts: () => [get('/blog/%E0%A4%A')], expected: /^HTTP\/1\.1 (400|404)/ },
  { name: 'an encoded NUL byte', parts: () => [get('/%00')], expected: /^HTTP\/1\.1 (400|403|404)/ },
  { name: 'an encoded path up the tree', parts: () => [get('/..%2f..%2f..%2fetc%2fpasswd')], expected: /^HTTP\/1\.1 (400|403|404)/ },
  {
    name: 'two leading slashes (a host name to a URL parser)',
    parts: () => [get('//evil.example/x')],
    expected: /^HTTP\/1\.1 (301|308|400|403|404)/,
  },
  { name: 'a reversed Range (bytes=5-2)', parts: (s) => [get(s.filePath, ['Range: bytes=5-2'])], expected: /^HTTP\/1\.1 (200|206|416)/ },
  { name: 'multiple Ranges', parts: (s) => [get(s.filePath, ['Range: bytes=0-1,3-4,6-9'])], expected: /^HTTP\/1\.1 (200|206|416)/ },
  { name: 'a Range past the end', parts: (s) => [get(s.filePath, ['Range: bytes=999999999-'])], expected: /^HTTP\/1\.1 (200|416)/ },
  { name: 'an empty suffix Range (bytes=-0)', parts: (s) => [get(s.filePath, ['Range: bytes=-0'])], expected: /^HTTP\/1\.1 (200|416)/ },
  { name: 'a Range of garbage', parts: (s) => [get(s.filePath, ['Range: pages=x-y'])], expected: /^HTTP\/1\.1 (200|416)/ },
  {
    name: 'five hundred overlapping Ranges',
    parts: (s) => [get(s.filePath, [`Range: bytes=${Array.from({ length: 500 }, () => '0-1').join(',')}`])],
    expected: /^HTTP\/1\.1 (200|206|416)/,
  },
  { name: 'a header over 16 KB', parts: (s) => [get(s.okPath, [`X-Big: ${'a'.repeat(20_000)}`])], expected: /^HTTP\/1\.1 431|closed/ },
  {
    name: 'three hundred headers',
    parts: (s) => [
      get(
        s.okPath,
        Array.from({ length: 300 }, (_, i) => `X-H${i}: ${i}`),
      ),
    ],
    expected: /^HTTP\/1\.1 (200|400|431)|closed/,
  },
  { name: 'two Host headers', parts: (s) => [get(s.okPath, ['Host: evil.example'])], expected: /^HTTP\/1\.1 (200|400)/ },
  {
    name: 'two different Content-Lengths',
    parts: (s) => [request(`POST ${s.okPath} HTTP/1.1`, ['Content-Length: 3', 'Content-Length: 5'], 'abcde')],
    expected: /^HTTP\/1\.1 400|closed/,
  },
  {
    name: 'chunked and Content-Length together (smuggling)',
    parts: (s) => [
      request(`POST ${s.okPath} HTTP/1.1`, ['Transfer-Encoding: chunked', 'Content-Length: 4'], '0\r\n\r\nGET /x HTTP/1.1\r\n\r\n'),
    ],
    expected: /^HTTP\/1\.1 (400|404|405|415)|closed/,
  },
  { name: 'DELETE', parts: (s) => [request(`DELETE ${s.okPath} HTTP/1.1`, ['Connection: close'])], expected: /^HTTP\/1\.1 (404|405)/ },
  {
    name: 'a method nobody knows (BREW)',
    parts: (s) => [request(`BREW ${s.okPath} HTTP/1.1`, ['Connection: close'])],
    expected: /^HTTP\/1\.1 (400|404|405)|closed/,
  },
  { name: 'a TRACE', parts: (s) => [request(`TRACE ${s.okPath} HTTP/1.1`, ['Connection: close'])], expected: /^HTTP\/1\.1 (404|405)/ },
  {
    name: 'a POST with a body',
    parts: (s) => [
      request(`POST ${s.okPath} HTTP/1.1`, ['Content-Type: application/json', 'Content-Length: 2', 'Connection: close'], '{}'),
    ],
    expected: /^HTTP\/1\.1 (404|405)/,
  },
  {
    name: 'headers sent slowly, a byte at a time',
    parts: (s) => [...`GET ${s.okPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`].flatMap((char) => [char, 20]),
    expected: /^HTTP\/1\.1 200/,
  },
  {
    name: 'a body cut short (Content-Length 100, 10 sent, then closed)',
    parts: (s) => [request(`POST ${s.okPath} HTTP/1.1`, ['Content-Type: application/json', 'Content-Length: 100'], '{"email":"'), 200],
    endAfter: true,
    expected: /.*/,
  },
  {
    name: 'a chunked body that trickles and stops',
    parts: (s) => [
      request(`POST ${s.okPath} HTTP/1.1`, ['Content-Type: application/json', 'Transfer-Encoding: chunked']),
      '5\r\n{"ema\r\n',
      500,
      '3\r\nil"',
    ],
    endAfter: true,
    expected: /.*/,
  },
  { name: 'a request line without its end', parts: (s) => [`GET ${s.okPath} HT`], endAfter: true, expected: /^HTTP\/1\.1 400|closed/ },
  {
    name: 'bad conditional headers',
    parts: (s) => [get(s.okPath, ['If-None-Match: "', 'If-Modified-Since: yesterday-ish', 'If-Range: )'])],
    expected: /^HTTP\/1\.1 (200|304)/,
  },
  {
    name: 'a nonsense Accept-Encoding',
    parts: (s) => [get(s.okPath, ['Accept-Encoding: br;q=abc, gzip;q=-1, *;q=2, ,,'])],
    expected: /^HTTP\/1\.1 (200|406)/,
  },
  {
    name: 'HTTP/1.1 without Host',
    parts: (s) => [`GET ${s.okPath} HTTP/1.1\r\nConnection: close\r\n\r\n`],
    expected: /^HTTP\/1\.1 (200|400)/,
  },
  {
    name: 'a HEAD with a Range',
    parts: (s) => [request(`HEAD ${s.filePath} HTTP/1.1`, ['Range: bytes=2-1', 'Connection: close'])],
    expected: /^HTTP\/1\.1 (200|206|416)/,
  },
];

function start(server: Server): void {
  const env = {
    ...process.env,
    ...PORTS,
    REMOTES_FILE,
    NEWSLETTER_DB: path.join(RUNTIME, 'newsletter.sqlite'),
    NEWSLETTER_ORIGINS: `http://localhost:${BASE}`,
  };
  const args = server.name === 'service' ? ['service/dist/server.js'] : ['server/dist/main.js', server.name];
  const child = spawn('node', args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (server.log += chunk));
  child.stderr.on('data', (chunk) => (server.log += chunk));
  child.on('exit', () => (server.exits += 1));
  server.child = child;
}

async function answers(server: Server): Promise<number> {
  const response = await fetch(`http://localhost:${server.port}${server.okPath}`).catch(() => null);
  return response?.status ?? 0;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(RUNTIME, { recursive: true, force: true });
  mkdirSync(RUNTIME, { recursive: true });
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, { entry: `http://localhost:${BASE}/_remotes/${name}/mf-manifest.json` }]),
  );
  writeFileSync(REMOTES_FILE, JSON.stringify({ remotes }));
  execFileSync('node', ['--import', 'tsx', 'tooling/prerender/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...PORTS, REMOTES_FILE },
    stdio: 'ignore',
  });
  for (const server of SERVERS) start(server);
  for (const server of SERVERS) await expect.poll(() => answers(server), { timeout: 20_000, message: `${server.name} starts` }).toBe(200);
});

test.afterAll(async () => {
  for (const server of SERVERS) server.child?.kill('SIGTERM');
  rmSync(RUNTIME, { recursive: true, force: true });
});

test(`${CASES.length} hostile requests to each of the ${SERVERS.length} servers: each gets a fitting answer, and no server goes down`, async () => {
  test.setTimeout(180_000);
  expect(CASES.length).toBeGreaterThanOrEqual(25);
  const wrong: string[] = [];
  await Promise.all(
    SERVERS.map(async (server) => {
      for (const hostile of CASES) {
        const outcome = await raw(server.port, hostile.parts(server), { endAfter: hostile.endAfter });
        if (!hostile.expected.test(outcome)) wrong.push(`${server.name}: ${hostile.name}: ${outcome}`);
      }
    }),
  );
  expect(wrong, 'answers that were not right').toEqual([]);
  for (const server of SERVERS) {
    expect(server.exits, `${server.name} exited\n${server.log}`).toBe(0);
    expect(await answers(server), `${server.name} still answers`).toBe(200);
  }
});

test('a reversed Range on a remote manifest, through the shell and directly, is answered and harms nothing', async () => {
  for (const [port, target] of [
    [BASE, '/_remotes/blog/mf-manifest.json'],
    [BASE + 1, '/mf-manifest.json'],
  ] as const) {
    const response = await fetch(`http://localhost:${port}${target}`, { headers: { range: 'bytes=5-2' } });
    // RFC 9110: a range set that cannot be parsed is ignored; the whole file is sent.
    expect([200, 416]).toContain(response.status);
  }
  for (const server of SERVERS) expect(server.exits, server.name).toBe(0);
});

test('the shell keeps its last good remotes.json when the file turns malformed or of the wrong shape, and says why', async () => {
  const good = readFileSync(REMOTES_FILE, 'utf8');
  const shell = SERVERS[0]!;
  const served = async () => (await (await fetch(`http://localhost:${BASE}/remotes.json`)).json()) as unknown;
  expect(await served()).toEqual(JSON.parse(good));
  const bad = [
    ['{"remotes": []}', /remotes: must list every remote|remotes\.json is invalid/],
    ['{"remotes": {"blog": {"entry": 42}}}', /remotes\.json is invalid/],
    ['{ not json', /REMOTES_FILE=.* was refused/],
    [
      JSON.stringify({ remotes: { ...JSON.parse(good).remotes, tools: { entry: 'https://evil.example/mf-manifest.json' } } }),
      /the tools entry https:\/\/evil\.example\/mf-manifest\.json is on https:\/\/evil\.example, which is not in ASSET_ORIGINS/,
    ],
  ] as const;
  try {
    for (const [text, reason] of bad) {
      // A new modification time or size for each version, so the server reads it again.
      await new Promise((resolve) => setTimeout(resolve, 20));
      writeFileSync(REMOTES_FILE, text);
      expect(await served()).toEqual(JSON.parse(good));
      expect((await fetch(`http://localhost:${BASE}/guide`)).status).toBe(200);
      await expect.poll(() => shell.log).toMatch(reason);
    }
  } finally {
    writeFileSync(REMOTES_FILE, good);
  }
  expect(shell.exits).toBe(0);
});

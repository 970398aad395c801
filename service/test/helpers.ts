import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as pause } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { startCluster, type Cluster } from '../scripts/postgres-cluster.js';
import { buildApp, type AppOptions, type MailOptions } from '../src/app.js';
import { NEWSLETTER_PATH } from '../src/contract.js';
import type { Mailer, MailMessage } from '../src/mail.js';
import { openPostgresStore, openSqliteStore } from '../src/open-store.js';
import type { ServiceStore } from '../src/open-store.js';
import { WATCH_COLLECT_MS, type AskedWatch } from '../src/watches/store.js';

export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_JS = join(PACKAGE_DIR, 'dist', 'server.js');
export const CLI_JS = join(PACKAGE_DIR, 'dist', 'cli.js');
export const SITE_ORIGIN = 'http://localhost:3000';
export { NEWSLETTER_PATH };

/** A fresh directory under the OS temp dir, removed by the returned function. */
export function tempDir(prefix = 'newsletter-test-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * Resolves the first truthy value of `condition`, asked again every 20 ms, or rejects after `timeoutMs`
 * naming `what`. For a state another party reaches in its own time (a mail arrives, a row appears,
 * a process answers); time a test needs to pass is moved on a TestClock instead.
 */
export async function waitFor<T>(
  condition: () => T | Promise<T>,
  { timeoutMs = 5_000, what = 'the awaited state' }: { timeoutMs?: number; what?: string } = {},
): Promise<Exclude<T, false | 0 | '' | null | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as Exclude<T, false | 0 | '' | null | undefined>;
    if (Date.now() > deadline) throw new Error(`${what} did not come within ${timeoutMs} ms`);
    // Waits for the state to be asked about again, not for an amount of time to pass.
    await pause(20);
  }
}

/** A clock a test sets and moves (the app's `now`): time passes when the test says so, at once. */
export class TestClock {
  constructor(private at = Date.now()) {}

  readonly now = (): number => this.at;

  set(at: number): void {
    this.at = at;
  }

  advance(ms: number): void {
    this.at += ms;
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export interface RequestSpec {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body without Content-Length (chunked). */
  chunked?: boolean;
  agent?: http.Agent | false;
}

/** One HTTP request with full control over headers and bytes (fetch would add or refuse some). */
export function request(base: string, spec: RequestSpec = {}): Promise<Answer> {
  const url = new URL(spec.path ?? NEWSLETTER_PATH, base);
  const body = spec.body === undefined ? undefined : Buffer.isBuffer(spec.body) ? spec.body : Buffer.from(spec.body);
  const headers: Record<string, string | number> = { ...spec.headers };
  if (body && !spec.chunked) headers['content-length'] = body.length;
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: spec.method ?? 'POST', headers, agent: spec.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = text ? JSON.parse(text) : undefined;
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What a browser sends when a reader follows a tool link of the site's page (User-Agent, Fetch Metadata). */
export const READER_NAVIGATION = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-user': '?1',
} as const;

/**
 * The n-th of 65,536 distinct readers' addresses, each in a /24 of its own (in 10.0.0.0/8: a network
 * counts once per tool and day), for a service that trusts the test as its proxy.
 */
export const readerAddress = (n: number): string => `10.${(n >> 8) & 255}.${n & 255}.1`;

/** A sign-up as the site's form sends it. */
export function signUp(base: string, email: unknown, extra: Omit<RequestSpec, 'body'> = {}): Promise<Answer> {
  return request(base, { ...extra, headers: { 'content-type': 'application/json', ...extra.headers }, body: JSON.stringify({ email }) });
}

/** The two stores every store test runs against. */
export const STORE_KINDS = ['sqlite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

let cluster: Promise<Cluster> | undefined;
let databases = 0;

/**
 * A fresh, empty PostgreSQL database of this test process's own server (started on first use, in a
 * temp dir, stopped when the process exits).
 */
export async function postgresDatabase(): Promise<string> {
  if (!cluster) {
    cluster = startCluster();
    // Stopped synchronously when the process ends: normally, or on the SIGTERM with which the test
    // runner ends a file's process once its tests are done (the pool's sockets keep it alive).
    void cluster.then((running) => {
      process.once('exit', () => running.stop());
      process.once('SIGTERM', () => {
        running.stop();
        process.kill(process.pid, 'SIGTERM');
      });
    });
  }
  databases += 1;
  return (await cluster).createDatabase(`test_${process.pid}_${databases}`);
}

export interface TestStore {
  kind: StoreKind;
  store: ServiceStore;
  /** The SQLite file, or the PostgreSQL URL. */
  location: string;
  /** Opens a second store on the same database (another instance, the CLI). */
  open: () => Promise<ServiceStore>;
  remove: () => void;
}

export const HOUR_MS = 3_600_000;

export async function createTestStore(kind: StoreKind, pendingTtlMs = 48 * HOUR_MS): Promise<TestStore> {
  if (kind === 'sqlite') {
    const tmp = tempDir();
    const location = join(tmp.dir, 'signups.sqlite');
    const open = async () => openSqliteStore(location, { pendingTtlMs });
    return { kind, store: await open(), location, open, remove: tmp.remove };
  }
  const location = await postgresDatabase();
  const open = () => openPostgresStore(location, { pendingTtlMs, poolSize: 5 });
  return { kind, store: await open(), location, open, remove: () => undefined };
}

/** A mailer that keeps what it is given, for tests to read; `failing` makes sends throw. */
export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failing = false;
  attempts = 0;

  async send(message: MailMessage): Promise<void> {
    this.attempts += 1;
    if (this.failing) throw new Error('SMTP server unavailable');
    this.sent.push(message);
  }

  async close(): Promise<void> {}

  /** Resolves the mails to `to` once `count` have arrived. */
  waitFor(to: string, count = 1, timeoutMs = 5_000): Promise<MailMessage[]> {
    const mails = () => this.sent.filter((mail) => mail.to === to);
    return waitFor(() => mails().length >= count && mails(), { timeoutMs, what: `mail ${count} to ${to}` });
  }
}

/**
 * Watches asked for and confirmed through the store, as their readers would: the requests applied,
 * their confirmation mails written (as of the end of the collecting window) and queued, not sent.
 */
export async function confirmedWatches(store: ServiceStore, pairs: readonly (readonly [email: string, toolId: string])[]): Promise<void> {
  const { watches } = store;
  await Promise.all(pairs.map(([email, toolId]) => watches.request(email, toolId)));
  // A read applies every queued request, waiting for those a running service's worker is applying.
  await watches.report();
  const asked: [string, AskedWatch][] = [];
  const windowEnded = new Date(Date.now() + WATCH_COLLECT_MS);
  const compose = (watcherId: string, email: string, tools: readonly AskedWatch[]) => {
    for (const tool of tools) asked.push([watcherId, tool]);
    return { to: email, subject: 'Confirm', text: tools.map((tool) => tool.toolId).join(' '), unsubscribeUrl: 'http://localhost:3005/u' };
  };
  while ((await watches.composeConfirmations(compose, 100, windowEnded)) > 0);
  for (const [watcherId, { toolId, requestedAt }] of asked) {
    if ((await watches.confirm(watcherId, toolId, requestedAt)) !== 'confirmed') throw new Error(`${toolId} was not confirmed`);
  }
}

/** The link of a mail's text that starts with `prefix`. */
export function linkIn(text: string, path: string): string {
  const link = text.split(/\s+/).find((word) => word.startsWith('http') && new URL(word).pathname === path);
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return link;
}

export interface RunningApp {
  app: FastifyInstance;
  store: ServiceStore;
  testStore: TestStore;
  mailer: MemoryMailer;
  base: string;
  close: () => Promise<void>;
}

export interface StartAppOptions extends Partial<Omit<AppOptions, 'store' | 'mail'>> {
  kind?: StoreKind;
  mail?: Partial<MailOptions>;
  /** Another instance: use this database instead of a fresh one. */
  testStore?: TestStore;
}

/** The real service in this process, on a random port, over a real store (a SQLite file in a temp dir by default). */
export async function startApp(options: StartAppOptions = {}): Promise<RunningApp> {
  const { kind = 'sqlite', mail, testStore: shared, ...appOptions } = options;
  const confirmValidMs = mail?.confirmValidMs ?? 48 * HOUR_MS;
  const testStore = shared ?? (await createTestStore(kind, confirmValidMs));
  const store = shared ? await shared.open() : testStore.store;
  const mailer = new MemoryMailer();
  // The links in the mails name the service's own address, so it must be known before the start.
  const port = await freePort();
  const app = await buildApp({
    store,
    mail: { mailer, publicUrl: `http://127.0.0.1:${port}`, siteUrl: SITE_ORIGIN, confirmValidMs, pollMs: 50, retryBaseMs: 50, ...mail },
    origins: [SITE_ORIGIN],
    rateLimit: 0,
    logLevel: 'silent',
    ...appOptions,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    store,
    testStore,
    mailer,
    base: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      if (!shared) testStore.remove();
    },
  };
}

/** A TCP port free right now (the service's config wants a real port, not 0). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

export interface ServiceProcess {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The built service (dist/server.js) as a child process, resolved once /health answers. */
export async function startService(env: Record<string, string>): Promise<ServiceProcess> {
  const port = env.NEWSLETTER_PORT ?? String(await freePort());
  const child = spawn(process.execPath, [SERVER_JS], {
    env: { ...process.env, NEWSLETTER_LOG_LEVEL: 'warn', NEWSLETTER_LISTEN_HOST: '127.0.0.1', ...env, NEWSLETTER_PORT: port },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  let done = false;
  void exited.then(() => (done = true));
  const healthy = async () => {
    try {
      return (await request(base, { method: 'GET', path: '/health' })).status === 200;
    } catch {
      return false; // not listening yet
    }
  };
  const state = await waitFor(async () => (done ? 'exited' : (await healthy()) && 'healthy'), { timeoutMs: 10_000 }).catch(() => 'late');
  if (state === 'healthy') return { child, base, output: () => output, exited };
  if (state === 'late') child.kill('SIGKILL');
  throw new Error(`the service did not start:\n${output}`);
}

/** The one form of a link page (link-page.ts): where it posts, and its hidden fields as a form body. */
export function pageForm(html: string): { action: string; body: string; button: string } {
  const form = /<form method="post" action="([^"]+)">(.*?)<\/form>/s.exec(html);
  if (!form) throw new Error(`no form in:\n${html}`);
  const unescape = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'");
  const fields = [...(form[2] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)];
  const body = new URLSearchParams(fields.map(([, name, value]): [string, string] => [name ?? '', unescape(value ?? '')])).toString();
  return {
    action: unescape(form[1] ?? ''),
    body,
    button: unescape(/<button type="submit">([^<]*)<\/button>/.exec(form[2] ?? '')?.[1] ?? ''),
  };
}

/**
 * Follows a link of a mail as a reader does: the GET (which changes nothing) answers a page with one
 * button; pressing it POSTs the page's form to its action. Resolves both answers.
 */
export async function pressLinkButton(link: string): Promise<{ page: Answer; pressed: Answer; button: string }> {
  const url = new URL(link);
  const page = await request(url.origin, { method: 'GET', path: url.pathname + url.search });
  if (page.status !== 200) throw new Error(`${url.pathname} answered ${page.status} ${page.headers.location ?? ''}, not its page`);
  const { action, body, button } = pageForm(page.text);
  const target = new URL(action, link);
  const pressed = await request(url.origin, {
    path: target.pathname + target.search,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { page, pressed, button };
}

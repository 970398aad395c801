import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { NEWSLETTER_PATH } from '../src/contract.js';
import { SqliteSignupStore } from '../src/sqlite-store.js';

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

/** A sign-up as the site's form sends it. */
export function signUp(base: string, email: unknown, extra: Omit<RequestSpec, 'body'> = {}): Promise<Answer> {
  return request(base, { ...extra, headers: { 'content-type': 'application/json', ...extra.headers }, body: JSON.stringify({ email }) });
}

export interface RunningApp {
  app: FastifyInstance;
  store: SqliteSignupStore;
  base: string;
  dbPath: string;
  close: () => Promise<void>;
}

/** The real service in this process, on a random port, over a real SQLite file in a temp dir. */
export async function startApp(options: Partial<Omit<AppOptions, 'store'>> = {}): Promise<RunningApp> {
  const tmp = tempDir();
  const dbPath = join(tmp.dir, 'signups.sqlite');
  const store = SqliteSignupStore.open(dbPath);
  const app = await buildApp({ store, origins: [SITE_ORIGIN], rateLimit: 0, logLevel: 'silent', ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    app,
    store,
    dbPath,
    base: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      tmp.remove();
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
  const deadline = Date.now() + 10_000;
  let done = false;
  void exited.then(() => (done = true));
  while (!done) {
    try {
      const health = await request(base, { method: 'GET', path: '/health' });
      if (health.status === 200) return { child, base, output: () => output, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the service did not start:\n${output}`);
}

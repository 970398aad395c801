// What every server of the site shares: Fastify set up so that no request ends the process, only
// GET and HEAD, one plain answer for errors, and compression of whatever was not compressed at build.
import Fastify, { LogController, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import { STATUS_CODES } from 'node:http';
import type { Writable } from 'node:stream';
import { constants } from 'node:zlib';

import type { TrustProxy } from '../../platform/environment.ts';
import { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '../../platform/limits.ts';

export { KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS };

/**
 * Headers that describe one connection (RFC 9110 7.6.1): never passed on by a proxy, in either
 * direction, nor the headers a Connection header names.
 */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.includes(name.toLowerCase())),
  ) as T;
}
export const ALLOWED_METHODS = 'GET, HEAD';

export interface Timeouts {
  /** Time to receive a whole request, headers included. */
  requestMs: number;
  /** Time an idle keep-alive connection stays open. */
  keepAliveMs: number;
}

export interface AppOptions {
  trustProxy: TrustProxy;
  /** REQUEST_TIMEOUT_MS and KEEP_ALIVE_TIMEOUT_MS unless given (tests shorten them). */
  timeouts?: Timeouts;
  logLevel?: string;
  /** Where JSON log lines go (stdout by default); tests pass their own to read them. */
  logStream?: Writable;
  /** Headers every answer of this server carries, chosen per request (the shell's CSP follows its config). */
  headersFor: (request: FastifyRequest, reply: FastifyReply) => Record<string, string>;
  /** Methods answered besides GET and HEAD (a remote answers CORS preflights). */
  extraMethods?: readonly string[];
  /** Paths that take a POST besides (the shell's watch form, passed on to the service). */
  postPaths?: readonly string[];
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** A short plain-text answer: never the error's own text, stack or a path on disk. */
export function plainAnswer(reply: FastifyReply, status: number, detail?: string): FastifyReply {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(detail ? `${title}: ${detail}\n` : `${title}\n`);
}

/**
 * Starts sending a file with @fastify/static and returns nothing. The file goes out after the
 * handler has returned; a handler that returned the reply instead would have Fastify wait on it,
 * and each wait hangs listeners on the response. A missing file's way to the not-found page passes
 * several such waits: past ten 'close' listeners Node warned of a leak on every 404.
 */
export function sendFile(reply: FastifyReply, file: string, root?: string, options?: Parameters<FastifyReply['sendFile']>[2]): void {
  if (root === undefined) reply.sendFile(file);
  else if (options === undefined) reply.sendFile(file, root);
  else reply.sendFile(file, root, options);
}

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { requestMs, keepAliveMs } = options.timeouts ?? { requestMs: REQUEST_TIMEOUT_MS, keepAliveMs: KEEP_ALIVE_TIMEOUT_MS };
  const app = Fastify({
    // Node checks these limits only every connectionsCheckingInterval (30 s by default), so a 10 s
    // limit let a stalled request hold its connection for up to 40 s: checked every second here.
    requestTimeout: requestMs,
    http: { requestTimeout: requestMs, headersTimeout: requestMs, connectionsCheckingInterval: Math.min(1_000, Math.ceil(requestMs / 4)) },
    keepAliveTimeout: keepAliveMs,
    // Static answers need no body; a request that sends one is refused before it is read (405).
    bodyLimit: 1024,
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : options.trustProxy,
    // A line per request of every file would bury the errors; those are logged (setErrorHandler).
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: { req: (req) => ({ method: req.method, url: req.url }) },
    },
    // A URL the router cannot decode (bad percent-encoding) is the client's mistake, not a crash.
    frameworkErrors: (error, _request, reply) => {
      void plainAnswer(reply, 400, error.code === 'FST_ERR_BAD_URL' ? 'the URL is not valid' : undefined);
    },
  });

  // Files compressed at build time go out as they are (content-encoding set); this compresses the
  // rest when the client accepts it: the run-time config, small answers, a file without variants.
  await app.register(compress, {
    global: true,
    threshold: 0,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const allowed = new Set(['GET', 'HEAD', ...(options.extraMethods ?? [])]);
  const postPaths = new Set(options.postPaths ?? []);
  app.addHook('onRequest', async (request, reply) => {
    if (!allowed.has(request.method) && !(request.method === 'POST' && postPaths.has(request.url.split('?', 1)[0] as string)))
      return plainAnswer(reply.header('allow', [ALLOWED_METHODS, ...(options.extraMethods ?? [])].join(', ')), 405);
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(options.headersFor(request, reply));
    return payload;
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    return plainAnswer(reply, status);
  });

  return app;
}

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { STATUS_CODES } from 'node:http';
import type { Writable } from 'node:stream';
import { NEWSLETTER_MESSAGES, NEWSLETTER_PATH, SERVICE_MESSAGES } from './contract.js';
import { emailFromBody, maskEmail } from './email.js';
import { signupSource } from './sources.js';
import type { SignupStore } from './store.js';
import type { LogLevel } from './config.js';

/** The spec's body is `{"email": "..."}`: 1 KB leaves room for any legal address and then some. */
export const BODY_LIMIT = 1024;
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 10_000;

export interface AppOptions {
  store: SignupStore;
  /** Exact origins whose pages may call the service (CORS), others are refused. */
  origins: readonly string[];
  /** Sign-up requests per client IP per minute; 0 turns the limit off. */
  rateLimit: number;
  trustProxy?: boolean | number;
  logLevel?: LogLevel;
  /** Where JSON log lines go (stdout by default); tests pass their own to read them. */
  logStream?: Writable;
}

/** The status and the one message an error may show: never its own text, stack or internals. */
function describeError(error: unknown): { status: number; message: string } {
  const { statusCode, code } = (typeof error === 'object' && error !== null ? error : {}) as { statusCode?: unknown; code?: unknown };
  const status = typeof statusCode === 'number' && statusCode >= 400 && statusCode < 600 ? statusCode : 500;
  if (status >= 500) return { status: 500, message: NEWSLETTER_MESSAGES.failed };
  if (status === 415) return { status, message: SERVICE_MESSAGES.contentType };
  if (status === 413) return { status, message: SERVICE_MESSAGES.tooLarge };
  if (status === 429) return { status, message: SERVICE_MESSAGES.rateLimited };
  if (status === 404) return { status, message: SERVICE_MESSAGES.notFound };
  const jsonError =
    error instanceof SyntaxError || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY';
  if (status === 400 && jsonError) return { status, message: SERVICE_MESSAGES.invalidJson };
  if (status === 400) return { status, message: SERVICE_MESSAGES.badRequest };
  return { status, message: `${STATUS_CODES[status] ?? 'Request refused'}.` };
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** The Content-Type's media type, lower-cased and without parameters ('' when missing). */
function mediaType(request: FastifyRequest): string {
  const header = request.headers['content-type'];
  return typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : '';
}

/**
 * The service as a Fastify app, not yet listening: the sign-up endpoint, the health check and the
 * error handling that keeps every answer a short JSON `{ message }`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store } = options;
  const allowedOrigins = new Set(options.origins);

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // A sign-up is a few hundred bytes: a client that takes longer than this is stalling (slowloris).
    requestTimeout: REQUEST_TIMEOUT_MS,
    // A hop count trusts that many proxies in front of the service for the client IP (rate limit).
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : (options.trustProxy ?? false),
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Headers may carry cookies or tokens from the site; the method and URL are enough. The
      // client's IP is only the rate limit's key, held in memory for its window: never logged
      // (the privacy page says so).
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
      },
    },
  });

  // Once close() has begun, answers to requests in flight end their connection too: a keep-alive
  // connection left open would hold the shutdown until the client dropped it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Answers of this API are per-request: never cached, never sniffed as something else.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-content-type-options', 'nosniff');
    if (closing) reply.header('connection', 'close');
  });

  // Only the site's own origins get CORS headers; a preflight from elsewhere is answered without them,
  // so the browser refuses the call.
  await app.register(cors, {
    origin: [...allowedOrigins],
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'X-Newsletter-Source'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  await app.register(rateLimit, { global: false });

  // The form reads `text/plain` or form posts never; refusing them also refuses cross-site "simple" requests.
  app.removeContentTypeParser(['text/plain']);

  app.setErrorHandler((error, request, reply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'sign-up failed');
    // A 4xx's own text may quote the body (JSON errors do), so only its kind is logged.
    else request.log.info({ statusCode: status, code: (error as { code?: unknown }).code }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send({ message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: SERVICE_MESSAGES.notFound }));

  app.get('/health', async (request, reply) => {
    try {
      await store.check();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'error', message: SERVICE_MESSAGES.unavailable });
    }
  });

  /** A browser call from a page of another site: refused before anything is read. */
  async function refuseForeignOrigin(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) {
      return reply.code(403).send({ message: SERVICE_MESSAGES.origin });
    }
  }

  async function requireJson(request: FastifyRequest, reply: FastifyReply) {
    if (mediaType(request) !== 'application/json') {
      return reply.code(415).send({ message: SERVICE_MESSAGES.contentType });
    }
  }

  const limitRate =
    options.rateLimit > 0
      ? [
          app.rateLimit({
            max: options.rateLimit,
            timeWindow: RATE_LIMIT_WINDOW_MS,
            errorResponseBuilder: (_request, context) =>
              Object.assign(new Error(SERVICE_MESSAGES.rateLimited), { statusCode: context.statusCode }),
          }),
        ]
      : [];

  app.post(
    NEWSLETTER_PATH,
    {
      bodyLimit: BODY_LIMIT,
      // The rate limit comes first, so every attempt counts, refused ones included.
      onRequest: [...limitRate, refuseForeignOrigin, requireJson],
    },
    async (request, reply) => {
      const email = emailFromBody(request.body);
      if (email === null) return reply.code(400).send({ message: NEWSLETTER_MESSAGES.invalid });
      const query = request.query as Record<string, unknown> | undefined;
      const source = signupSource(query?.source, request.headers['x-newsletter-source']);
      // A new address and a known one answer alike, so the form never tells who is subscribed.
      await store.add(email, source);
      request.log.info({ email: maskEmail(email), source }, 'sign-up committed');
      return reply.code(200).send({ message: NEWSLETTER_MESSAGES.success });
    },
  );

  app.addHook('onClose', async () => {
    await store.close();
  });

  return app;
}

import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Writable } from 'node:stream';
import { GO_MESSAGES, GO_PATH, NEWSLETTER_MESSAGES, NEWSLETTER_PATH, SERVICE_MESSAGES } from './contract.js';
import { emailFromBody, maskEmail } from './email.js';
import { CONFIRM_PATH, LANDING_PAGES, UNSUBSCRIBE_PATH, readConfirmToken, readUnsubscribeToken } from './links.js';
import type { Mailer } from './mail.js';
import { MailOutbox } from './outbox.js';
import { sharedRateLimitStore } from './rate-limit-store.js';
import { signupSource } from './sources.js';
import type { ServiceStore } from './open-store.js';
import { registerGo, type GoOptions } from './go.js';
import { WindowCounts, limitKey } from './clients.js';
import { deliverWatchMail } from './watch-mailer.js';
import { registerWatchRoutes } from './watch-routes.js';
import { changesMail, watchLinks, type ToolFacts } from './watches.js';
import type { LogLevel, TrustProxy } from './config.js';

/** The spec's body is `{"email": "..."}`: 1 KB leaves room for any legal address and then some. */
export const BODY_LIMIT = 1024;
export const RATE_LIMIT_WINDOW_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 10_000;
/** How long an idle keep-alive connection stays open (Fastify's own default is 72 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/**
 * How long a successful write proves the database writable to /health: within it, /health answers
 * from that proof; past it, one probe write serves every caller, so /health cannot load the database.
 */
export const HEALTH_PROBE_MS = 10_000;
/** How often pending sign-ups whose link has expired are deleted. */
const EXPIRY_SWEEP_MS = 3_600_000;

export interface MailOptions {
  mailer: Mailer;
  /** The service's public origin: the links in the mails point here. */
  publicUrl: string;
  /** The site's public origin: the links land on its pages. */
  siteUrl: string;
  /** Signs the links; the store's own random key when not given. */
  secret?: string;
  /** How long a confirmation link works (and a pending sign-up is kept). */
  confirmValidMs: number;
  /** Outbox timing, shortened by tests. */
  pollMs?: number;
  retryBaseMs?: number;
}

export interface AppOptions {
  store: ServiceStore;
  mail: MailOptions;
  /** The outbound redirect /go/{toolId}; left out, the service answers sign-ups only. */
  go?: Omit<GoOptions, 'store'>;
  /** Watching tools (the form's /watch and the links of watch mails): the site's tools, by id. */
  watch?: { tools: ReadonlyMap<string, ToolFacts> };
  /** Exact origins whose pages may call the service (CORS), others are refused. */
  origins: readonly string[];
  /** Sign-up requests per client IP per minute; 0 turns the limit off. */
  rateLimit: number;
  trustProxy?: TrustProxy;
  /** Time allowed to receive a whole request, and to answer one (10 s; tests shorten it). */
  requestTimeoutMs?: number;
  /** Time an idle keep-alive connection stays open (5 s; tests shorten it). */
  keepAliveTimeoutMs?: number;
  /** How often ended rate-limit windows are deleted from a shared store (every window; tests shorten it). */
  rateLimitSweepMs?: number;
  /** How long a write proves health (HEALTH_PROBE_MS; tests shorten it). */
  healthProbeMs?: number;
  logLevel?: LogLevel;
  /** Where JSON log lines go (stdout by default); tests pass their own to read them. */
  logStream?: Writable;
  /** The clock of the links' lifetimes and the health window (Date.now); tests move theirs instead of waiting. */
  now?: () => number;
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
  if (status === 408) return { status, message: SERVICE_MESSAGES.timeout };
  const jsonError = error instanceof SyntaxError || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || code === 'FST_ERR_CTP_INVALID_JSON_BODY';
  if (status === 400 && jsonError) return { status, message: SERVICE_MESSAGES.invalidJson };
  if (status === 400 && code === 'TOOLVERSE_INVALID_UTF8') return { status, message: SERVICE_MESSAGES.invalidUtf8 };
  if (status === 400) return { status, message: SERVICE_MESSAGES.badRequest };
  return { status, message: `${STATUS_CODES[status] ?? 'Request refused'}.` };
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (a malformed request line, a header
 * too large, a request that took too long): answered `{message}` like every other error.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, SERVICE_MESSAGES.timeout]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, SERVICE_MESSAGES.headersTooLarge]
        : [400, SERVICE_MESSAGES.badRequest];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
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
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const now = options.now ?? Date.now;

  const app = Fastify({
    bodyLimit: BODY_LIMIT,
    // A sign-up is a few hundred bytes: a client that takes longer than this is stalling (slowloris).
    // Node checks the limit only every connectionsCheckingInterval (30 s by default), so a 10 s limit
    // used to let a client hold its connection for up to 40 s; headers count against it too.
    requestTimeout: timeoutMs,
    http: { requestTimeout: timeoutMs, headersTimeout: timeoutMs, connectionsCheckingInterval: Math.min(1_000, Math.ceil(timeoutMs / 4)) },
    keepAliveTimeout: options.keepAliveTimeoutMs ?? KEEP_ALIVE_TIMEOUT_MS,
    // An answer that cannot be given in time (a database that stopped answering) is an error, not a
    // wait. Its clock starts before the body is read, so it is longer than the request timeout: a
    // stalled body gets that one's 408.
    handlerTimeout: timeoutMs * 2,
    clientErrorHandler: answerClientError,
    // A path that cannot be decoded (bad percent-encoding) is answered like any other bad request.
    frameworkErrors: (_error, request, reply) => {
      const message = request.url.startsWith(GO_PATH) ? GO_MESSAGES.badId : SERVICE_MESSAGES.badRequest;
      void (reply as FastifyReply).code(400).type('application/json; charset=utf-8').send({ message });
    },
    // A hop count trusts that many proxies in front of the service for the client IP (rate limit);
    // a list trusts exactly those proxy addresses.
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : options.trustProxy || false,
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
  // Several instances on one PostgreSQL database count each client together; a SQLite file serves
  // one process, which counts in memory.
  const sharedStore = store.hitRateLimit ? sharedRateLimitStore(store.hitRateLimit.bind(store)) : undefined;
  await app.register(rateLimit, { global: false, ...(sharedStore ? { store: sharedStore } : {}) });
  // The links' key, and the rate limits': a limit's store holds a keyed hash of the client's address
  // (its /64 for IPv6), never the address.
  const mail = options.mail;
  const secret = mail.secret ?? (await store.secret());

  // The form reads `text/plain` or form posts never; refusing them also refuses cross-site "simple" requests.
  app.removeContentTypeParser(['text/plain']);
  // JSON is UTF-8 (RFC 8259): bytes that are not are refused rather than read as U+FFFD, which
  // would store and mail an address nobody typed. Valid text goes on to Fastify's own parser
  // (which refuses __proto__ and constructor keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(Object.assign(new Error(SERVICE_MESSAGES.invalidUtf8), { statusCode: 400, code: 'TOOLVERSE_INVALID_UTF8' }), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  app.setErrorHandler((error, request, reply) => {
    const { status, message } = describeError(error);
    if (status >= 500) request.log.error({ err: error }, 'sign-up failed');
    // A 4xx's own text may quote the body (JSON errors do), so only its kind is logged.
    else request.log.info({ statusCode: status, code: (error as { code?: unknown }).code }, 'request refused');
    return reply.code(status).type('application/json; charset=utf-8').send({ message });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: SERVICE_MESSAGES.notFound }));

  // The last sign-up's write failed, and none has succeeded since (a full disk, a lost database).
  let writesFailing = false;
  // When a write last succeeded (a sign-up or a probe), and the probe under way, shared by callers.
  const healthProbeMs = options.healthProbeMs ?? HEALTH_PROBE_MS;
  let lastWriteAt = Number.NEGATIVE_INFINITY;
  let probe: Promise<void> | undefined;
  const writable = async (): Promise<void> => {
    if (writesFailing) throw new Error('the last sign-up could not be stored');
    if (now() - lastWriteAt < healthProbeMs) return;
    probe ??= store.check().then(
      () => {
        lastWriteAt = now();
        probe = undefined;
      },
      (error: unknown) => {
        probe = undefined;
        throw error;
      },
    );
    await probe;
  };

  app.get('/health', async (request, reply) => {
    try {
      await writable();
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
            keyGenerator: (request) => limitKey(secret, 'signup', request.ip),
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
      // Every address takes the same path: one request queued, the same answer. What it leads to is
      // worked out after the answer has gone (outbox.ts), so its time tells nothing either.
      try {
        await store.add(email, source);
      } catch (error) {
        writesFailing = true;
        throw error;
      }
      writesFailing = false;
      lastWriteAt = now();
      request.log.info({ email: maskEmail(email), source }, 'sign-up request committed');
      reply.raw.once('close', () => setImmediate(() => outbox.wake()));
      return reply.code(200).send({ message: NEWSLETTER_MESSAGES.success });
    },
  );

  if (options.go) {
    const local = new WindowCounts(RATE_LIMIT_WINDOW_MS);
    const shared = store.hitRateLimit?.bind(store);
    await registerGo(
      app,
      { ...options.go, store, watchReport: () => store.watches.report() },
      {
        hit: shared ? async (key) => (await shared(key, RATE_LIMIT_WINDOW_MS)).count : async (key) => local.hit(key),
        operatorLimit: limitRate,
        keySecret: secret,
        wrote: (ok) => {
          writesFailing = !ok;
          if (ok) lastWriteAt = now();
        },
      },
    );
  }
  // Watch mails (confirmations, and the changes notify-changes queues) go out from here too.
  let watchDelivery: Promise<unknown> | undefined;
  let watchAgain = false;
  let stoppingWatchMail = false;
  const wakeWatchMail = () => {
    if (stoppingWatchMail) return;
    if (watchDelivery) {
      watchAgain = true;
      return;
    }
    watchDelivery = deliverWatchMail(
      {
        store: store.watches,
        mailer: mail.mailer,
        log: app.log,
        ...(mail.retryBaseMs === undefined ? {} : { retryBaseMs: mail.retryBaseMs }),
      },
      () => stoppingWatchMail,
    )
      .catch((error: unknown) => app.log.error({ err: error }, 'watch mail: could not read the queue'))
      .finally(() => {
        watchDelivery = undefined;
        if (watchAgain) {
          watchAgain = false;
          wakeWatchMail();
        }
      });
  };
  if (options.watch) {
    await registerWatchRoutes(app, {
      store: store.watches,
      tools: options.watch.tools,
      secret,
      publicUrl: mail.publicUrl,
      siteUrl: mail.siteUrl,
      confirmValidMs: mail.confirmValidMs,
      now,
      guard: [...limitRate, refuseForeignOrigin],
      wake: wakeWatchMail,
    });
  }

  const outbox = new MailOutbox({
    store,
    mailer: mail.mailer,
    publicUrl: mail.publicUrl,
    secret,
    confirmValidMs: mail.confirmValidMs,
    log: app.log,
    ...(mail.pollMs === undefined ? {} : { pollMs: mail.pollMs }),
    ...(mail.retryBaseMs === undefined ? {} : { retryBaseMs: mail.retryBaseMs }),
  });
  const landing = (page: keyof typeof LANDING_PAGES) => new URL(LANDING_PAGES[page], mail.siteUrl).href;

  // The links of the mails: each does its work and sends the reader on to the site's page saying so.
  // Opening one again is harmless. A bad link never tells whether an address is subscribed.
  app.get(CONFIRM_PATH, async (request, reply) => {
    const token = readConfirmToken(secret, (request.query as Record<string, unknown>).token, mail.confirmValidMs, now());
    if (token.kind !== 'valid') return reply.redirect(landing(token.kind), 303);
    const outcome = await store.confirm(token.subscriberId, token.consentedAt);
    request.log.info({ outcome }, 'confirmation link opened');
    return reply.redirect(landing(outcome), 303);
  });

  await app.register(async (scope) => {
    // RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` (form-encoded or
    // multipart) to the List-Unsubscribe URL; the token in the URL is what counts, so any body is read.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, _body, done) => done(null, undefined));

    scope.get(UNSUBSCRIBE_PATH, async (request, reply) => {
      const subscriberId = readUnsubscribeToken(secret, (request.query as Record<string, unknown>).token);
      if (subscriberId === null) return reply.redirect(landing('invalid'), 303);
      await store.unsubscribe(subscriberId);
      request.log.info('unsubscribed by link');
      return reply.redirect(landing('unsubscribed'), 303);
    });

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const subscriberId = readUnsubscribeToken(secret, (request.query as Record<string, unknown>).token);
      if (subscriberId === null) return reply.code(400).send({ message: SERVICE_MESSAGES.badLink });
      await store.unsubscribe(subscriberId);
      request.log.info('unsubscribed by one-click');
      // No redirect: RFC 8058 asks for none, as mail clients do not follow a redirected POST reliably.
      return reply.code(200).send({ message: SERVICE_MESSAGES.unsubscribed });
    });
  });

  // Shared rate-limit rows whose window has ended are deleted every window (the privacy page's promise).
  const sweepLimits = () =>
    store
      .sweepRateLimits?.(RATE_LIMIT_WINDOW_MS)
      .catch((error: unknown) => app.log.error({ err: error }, 'could not delete ended rate-limit windows'));
  let limitSweep: NodeJS.Timeout | undefined;
  let sweep: NodeJS.Timeout | undefined;
  const expire = () =>
    Promise.all([
      store.expirePending(new Date(now() - mail.confirmValidMs)).then(
        (removed) => removed > 0 && app.log.info({ removed }, 'expired pending sign-ups deleted'),
        (error: unknown) => app.log.error({ err: error }, 'could not delete expired pending sign-ups'),
      ),
      store.watches.expirePending(new Date(now() - mail.confirmValidMs)).then(
        (removed) => removed > 0 && app.log.info({ removed }, 'expired pending watches deleted'),
        (error: unknown) => app.log.error({ err: error }, 'could not delete expired pending watches'),
      ),
    ]);
  let watchPoll: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    outbox.start();
    if (options.watch) {
      // A start is when the published facts can have changed (a deploy brings a new tool-facts.json): the
      // run notify-changes would make, then the mail it queued. Idempotent: a restart with the same
      // facts finds nothing new, and instances on one database take turns.
      const day = new Date().toISOString().slice(0, 10);
      void store.watches
        .notify(options.watch.tools, (watcherId, email, changes) =>
          changesMail(email, changes, watchLinks(secret, mail.publicUrl, mail.siteUrl, watcherId), day),
        )
        .then(
          ({ run, baseline }) =>
            app.log.info({ changedTools: run.changedTools, mails: run.mails, baseline }, 'tool facts compared with the last notified'),
          (error: unknown) => app.log.error({ err: error }, 'could not compare the tool facts with the last notified'),
        )
        .finally(wakeWatchMail);
      // notify-changes (another process) queues mail: looked at as often as the sign-ups' outbox.
      watchPoll = setInterval(wakeWatchMail, mail.pollMs ?? 5_000);
      watchPoll.unref();
    }
    void expire();
    sweep = setInterval(() => void expire(), EXPIRY_SWEEP_MS);
    sweep.unref();
    if (store.sweepRateLimits) {
      limitSweep = setInterval(() => void sweepLimits(), options.rateLimitSweepMs ?? RATE_LIMIT_WINDOW_MS);
      limitSweep.unref();
    }
  });

  app.addHook('onClose', async () => {
    clearInterval(sweep);
    clearInterval(limitSweep);
    clearInterval(watchPoll);
    stoppingWatchMail = true;
    await watchDelivery;
    await outbox.stop();
    await mail.mailer.close();
    await store.close();
  });

  return app;
}

import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Writable } from 'node:stream';
import { registerGo, type GoOptions } from './clicks/routes.js';
import { utcDay } from './clicks/store.js';
import type { LogLevel, TrustProxy } from './config.js';
import { answerClientError, answerFrameworkError, installAnswers } from './http/answers.js';
import { WindowCounts } from './http/clients.js';
import { RATE_LIMIT_WINDOW_MS, requestGuards, type Guards } from './http/guards.js';
import { WriteHealth } from './http/health.js';
import { loggedRequest } from './http/request-log.js';
import type { Mailer } from './mail.js';
import type { MailCaps } from './mailboxes/throttle.js';
import type { ServiceStore } from './open-store.js';
import { keyFingerprint } from './operator/link-settings.js';
import { HISTORY_FILE } from './monitor/history-file.js';
import { registerOperator } from './operator/routes.js';
import { registerMcp, type McpOptions } from './open-data/routes.js';
import { sharedRateLimitStore } from './storage/rate-limit-store.js';
import { BODY_LIMIT, registerSubscriptions } from './subscriptions/routes.js';
import type { ToolFacts } from './watches/facts.js';
import { registerWatches } from './watches/plugin.js';

export { BODY_LIMIT, RATE_LIMIT_WINDOW_MS };
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
  /** Confirmation mails an hour in all and per domain (mailboxes/gate.ts's defaults when not given). */
  caps?: MailCaps;
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
  watch?: { tools: ReadonlyMap<string, ToolFacts>; collectMs?: number };
  /** The read-only MCP server over the site's open data, at /mcp; left out, there is none. */
  mcp?: McpOptions;
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

const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Fastify with the service's limits: small bodies, short timeouts, no header or IP in the logs. */
function createFastify(options: AppOptions): FastifyInstance {
  const timeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return Fastify({
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
    frameworkErrors: answerFrameworkError,
    // A hop count trusts that many proxies in front of the service for the client IP (rate limit);
    // a list trusts exactly those proxy addresses.
    trustProxy: typeof options.trustProxy === 'number' ? trustHops(options.trustProxy) : options.trustProxy || false,
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // The method, the path and a link's token kind, never the token, a query value, a header or
      // the client's IP (the privacy page says so): see http/request-log.ts.
      serializers: { req: loggedRequest },
    },
  });
}

/** CORS for the site's own origins only, and the rate limit counted per instance or, on PostgreSQL, together. */
async function registerPlugins(app: FastifyInstance, options: AppOptions): Promise<void> {
  // A preflight from elsewhere is answered without CORS headers, so the browser refuses the call.
  await app.register(cors, {
    origin: [...options.origins],
    methods: ['POST'],
    allowedHeaders: ['Content-Type', 'X-Newsletter-Source'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // Several instances on one PostgreSQL database count each client together; a SQLite file serves
  // one process, which counts in memory.
  const { store } = options;
  const sharedStore = store.hitRateLimit ? sharedRateLimitStore(store.hitRateLimit.bind(store)) : undefined;
  await app.register(rateLimit, { global: false, ...(sharedStore ? { store: sharedStore } : {}) });
}

/** /go/ and, with its token, the operator page. */
async function registerClicks(
  app: FastifyInstance,
  options: AppOptions,
  guards: Guards,
  secret: string,
  health: WriteHealth,
  now: () => number,
) {
  const { store, go } = options;
  if (!go) return;
  const local = new WindowCounts(RATE_LIMIT_WINDOW_MS);
  const shared = store.hitRateLimit?.bind(store);
  const watchReport = () => store.watches.report();
  await registerGo(
    app,
    { ...go, store, watchReport },
    {
      hit: shared ? async (key) => (await shared(key, RATE_LIMIT_WINDOW_MS)).count : async (key) => local.hit(key),
      operatorLimit: guards.limitRate,
      keySecret: secret,
      wrote: (ok) => health.wrote(ok),
      now,
    },
  );
  if (go.operatorToken !== undefined) {
    await registerOperator(app, {
      token: go.operatorToken,
      store,
      watchReport,
      operatorLimit: guards.limitRate,
      monitor: { desk: store.monitor.desk, store: store.monitor.store, historyFile: go.historyFile ?? HISTORY_FILE },
    });
  }
}

/** Deletes expired pending sign-ups and watches, old mail counts and opt-outs and past days' click hashes every hour, and, on PostgreSQL, ended rate-limit windows every window. */
function housekeeping(app: FastifyInstance, options: AppOptions, now: () => number) {
  const { store, mail } = options;
  const timers: NodeJS.Timeout[] = [];
  // Then the WAL is emptied: with secure_delete the deleted rows are zeros in the file, and until a
  // checkpoint the WAL still holds their last copies (a stopped watcher's address, for one).
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
      // Mail counts older than a day and opt-outs older than 30 days go (the privacy page's promise).
      store.mail.sweep().then(
        (removed) => removed > 0 && app.log.info({ removed }, 'old mail counts and opt-outs deleted'),
        (error: unknown) => app.log.error({ err: error }, 'could not delete old mail counts and opt-outs'),
      ),
      // Who clicked on a day that is over is forgotten (the privacy page's promise); its figures stay.
      store.sweepClickDays(utcDay(new Date(now()))).then(
        (removed) => removed > 0 && app.log.info({ removed }, "past days' click hashes deleted"),
        (error: unknown) => app.log.error({ err: error }, "could not delete past days' click hashes"),
      ),
    ])
      .then(() => store.checkpoint())
      .catch((error: unknown) => app.log.error({ err: error }, 'could not empty the WAL after the sweep'));
  // Shared rate-limit rows whose window has ended are deleted every window (the privacy page's promise).
  const sweepLimits = () =>
    store
      .sweepRateLimits?.(RATE_LIMIT_WINDOW_MS)
      .catch((error: unknown) => app.log.error({ err: error }, 'could not delete ended rate-limit windows'));
  const every = (work: () => unknown, ms: number) => {
    const timer = setInterval(() => void work(), ms);
    timer.unref();
    timers.push(timer);
  };
  return {
    start: () => {
      void expire();
      every(expire, EXPIRY_SWEEP_MS);
      if (store.sweepRateLimits) every(sweepLimits, options.rateLimitSweepMs ?? RATE_LIMIT_WINDOW_MS);
    },
    stop: () => timers.forEach((timer) => clearInterval(timer)),
  };
}

/**
 * The service as a Fastify app, not yet listening: the products (sign-ups, /go/ clicks with the
 * operator page, watches) on one store, the health check, and the error handling that keeps every
 * answer a short JSON `{ message }`.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { store, mail } = options;
  const now = options.now ?? Date.now;
  const app = createFastify(options);
  installAnswers(app);
  await registerPlugins(app, options);
  // The links' key, and the rate limits': a limit's store holds a keyed hash of the client's address
  // (its /64 for IPv6), never the address.
  const secret = mail.secret ?? (await store.secret());
  // What this service's links are made of, for the CLI to check its own against before it queues
  // mail. A store that cannot take it now does not stop the service (/health reports the store).
  await store.linkSettings
    .record({ publicUrl: mail.publicUrl, siteUrl: mail.siteUrl, keyFingerprint: keyFingerprint(secret) })
    .catch((error: unknown) =>
      app.log.error({ err: error }, "could not record what the links are made of: the CLI compares with an older start's"),
    );
  // The caps and opt-outs of confirmation mail key on a hash under the same key, on the app's clock.
  store.mail.configure({ key: secret, ...(mail.caps ? { caps: mail.caps } : {}), now, log: app.log });
  const guards = requestGuards(app, options.origins, options.rateLimit, secret);
  const health = new WriteHealth(() => store.check(), options.healthProbeMs ?? HEALTH_PROBE_MS, now);
  health.register(app);

  const { mailer, publicUrl, siteUrl, confirmValidMs, pollMs, retryBaseMs } = mail;
  const timing = { ...(pollMs === undefined ? {} : { pollMs }), ...(retryBaseMs === undefined ? {} : { retryBaseMs }) };
  const outbox = await registerSubscriptions(app, {
    store,
    mailer,
    publicUrl,
    siteUrl,
    secret,
    confirmValidMs,
    guards,
    health,
    now,
    ...timing,
  });
  await registerClicks(app, options, guards, secret, health, now);
  if (options.mcp) await registerMcp(app, options.mcp, secret);
  if (options.watch?.collectMs !== undefined) store.watches.collectFor(options.watch.collectMs);
  const watches = options.watch
    ? await registerWatches(app, {
        store: store.watches,
        tools: options.watch.tools,
        mailer,
        secret,
        publicUrl,
        siteUrl,
        confirmValidMs,
        guards,
        now,
        ...timing,
      })
    : undefined;
  const chores = housekeeping(app, options, now);

  app.addHook('onReady', async () => {
    outbox.start();
    watches?.start();
    chores.start();
  });
  app.addHook('onClose', async () => {
    chores.stop();
    await watches?.stop();
    await outbox.stop();
    await mailer.close();
    await store.close();
  });
  return app;
}

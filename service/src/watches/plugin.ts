import type { FastifyInstance } from 'fastify';
import type { Guards } from '../http/guards.js';
import type { Mailer } from '../mail.js';
import type { ToolFacts } from './facts.js';
import { serviceLink } from '../subscriptions/links.js';
import { WATCH_CONFIRM_PATH, watchConfirmToken, watchLinks } from './links.js';
import { changesMail, deliverWatchMail, watchConfirmationMail } from './mail.js';
import { registerWatchRoutes } from './routes.js';
import { WATCH_REQUEST_BATCH, type ConfirmationComposer, type WatchStore } from './store.js';

export interface WatchesOptions {
  store: WatchStore;
  /** The site's tools, by id, with the facts it publishes (their names in confirmation mails). */
  tools: ReadonlyMap<string, ToolFacts>;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  siteUrl: string;
  confirmValidMs: number;
  pollMs?: number;
  retryBaseMs?: number;
  guards: Guards;
  /** The clock of the links' lifetime and of the confirmation mails' collecting window (tests move theirs). */
  now: () => number;
}

/** A watcher's confirmation mail: each tool it collected with its own signed, expiring confirm link. */
function confirmationComposer(options: WatchesOptions): ConfirmationComposer {
  const { tools, secret, publicUrl, siteUrl, confirmValidMs, now } = options;
  return (watcherId, email, asked, version) =>
    watchConfirmationMail(
      email,
      asked.map(({ toolId, requestedAt }) => ({
        name: tools.get(toolId)?.name ?? toolId,
        confirmUrl: serviceLink(publicUrl, WATCH_CONFIRM_PATH, watchConfirmToken(secret, watcherId, toolId, requestedAt)),
      })),
      watchLinks(secret, publicUrl, siteUrl, { watcherId, version }, new Date(now())),
      Math.round(confirmValidMs / 3_600_000),
    );
}

/**
 * The work a watch request leads to, done after its answer, one run at a time (a wake during a run
 * makes one more run after it): applies the queued requests, writes the confirmation mails whose
 * window has ended, then sends the mails that are due. Several instances on one database share the
 * work without doing any of it twice (SKIP LOCKED on requests and collecting mails, leases on mails).
 */
class WatchWorker {
  private running: Promise<unknown> | undefined;
  private again = false;
  private stopping = false;
  private readonly compose: ConfirmationComposer;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: WatchesOptions,
  ) {
    this.compose = confirmationComposer(options);
  }

  readonly wake = (): void => {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.run().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  };

  private async run(): Promise<void> {
    const { store, mailer, retryBaseMs, now } = this.options;
    const log = this.app.log;
    try {
      while ((await store.applyRequests(WATCH_REQUEST_BATCH)) === WATCH_REQUEST_BATCH && !this.stopping);
      while (
        (await store.composeConfirmations(this.compose, WATCH_REQUEST_BATCH, new Date(now()))) === WATCH_REQUEST_BATCH &&
        !this.stopping
      );
    } catch (error) {
      log.error({ err: error }, 'watch requests: could not apply them');
    }
    await deliverWatchMail({ store, mailer, log, ...(retryBaseMs === undefined ? {} : { retryBaseMs }) }, () => this.stopping).catch(
      (error: unknown) => log.error({ err: error }, 'watch mail: could not read the queue'),
    );
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await this.running;
  }
}

/**
 * Watching tools: the form's /watch and the links of watch mails, and the mails themselves
 * (confirmations, and the changes notify-changes queues), sent from here too.
 */
export async function registerWatches(
  app: FastifyInstance,
  options: WatchesOptions,
): Promise<{ start: () => void; stop: () => Promise<void> }> {
  const runner = new WatchWorker(app, options);
  const { store, secret, publicUrl, siteUrl } = options;
  await registerWatchRoutes(app, {
    store,
    tools: options.tools,
    secret,
    publicUrl,
    siteUrl,
    confirmValidMs: options.confirmValidMs,
    now: options.now,
    guard: [...options.guards.limitRate, options.guards.refuseForeignOrigin],
    wake: runner.wake,
  });
  let poll: NodeJS.Timeout | undefined;
  const start = () => {
    // A start is when the published facts can have changed (a deploy brings a new tool-facts.json): the
    // run notify-changes would make, then the mail it queued. Idempotent: a restart with the same
    // facts finds nothing new, and instances on one database take turns.
    const day = new Date().toISOString().slice(0, 10);
    void store
      .notify(options.tools, (watcherId, email, changes, version) =>
        changesMail(email, changes, watchLinks(secret, publicUrl, siteUrl, { watcherId, version }), day),
      )
      .then(
        ({ run, baseline }) =>
          app.log.info({ changedTools: run.changedTools, mails: run.mails, baseline }, 'tool facts compared with the last notified'),
        (error: unknown) => app.log.error({ err: error }, 'could not compare the tool facts with the last notified'),
      )
      .finally(runner.wake);
    // Another instance's requests, a collecting window that ends, notify-changes (another process)
    // queuing mail: looked at as often as the sign-ups' outbox.
    poll = setInterval(runner.wake, options.pollMs ?? 5_000);
    poll.unref();
  };
  const stop = async () => {
    clearInterval(poll);
    await runner.stop();
  };
  return { start, stop };
}

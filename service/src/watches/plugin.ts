import type { FastifyInstance } from 'fastify';
import type { Guards } from '../http/guards.js';
import type { Mailer } from '../mail.js';
import type { ToolFacts } from './facts.js';
import { watchLinks } from './links.js';
import { changesMail, deliverWatchMail } from './mail.js';
import { registerWatchRoutes } from './routes.js';
import type { WatchStore } from './store.js';

export interface WatchesOptions {
  store: WatchStore;
  /** The site's tools, by id, with the facts it publishes. */
  tools: ReadonlyMap<string, ToolFacts>;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  siteUrl: string;
  confirmValidMs: number;
  pollMs?: number;
  retryBaseMs?: number;
  guards: Guards;
  now: () => number;
}

/** Sends the queued watch mails, one run at a time; a wake during a run makes one more run after it. */
class WatchMailRunner {
  private delivery: Promise<unknown> | undefined;
  private again = false;
  private stopping = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: WatchesOptions,
  ) {}

  readonly wake = (): void => {
    if (this.stopping) return;
    if (this.delivery) {
      this.again = true;
      return;
    }
    const { store, mailer, retryBaseMs } = this.options;
    this.delivery = deliverWatchMail(
      { store, mailer, log: this.app.log, ...(retryBaseMs === undefined ? {} : { retryBaseMs }) },
      () => this.stopping,
    )
      .catch((error: unknown) => this.app.log.error({ err: error }, 'watch mail: could not read the queue'))
      .finally(() => {
        this.delivery = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  };

  async stop(): Promise<void> {
    this.stopping = true;
    await this.delivery;
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
  const runner = new WatchMailRunner(app, options);
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
    // notify-changes (another process) queues mail: looked at as often as the sign-ups' outbox.
    poll = setInterval(runner.wake, options.pollMs ?? 5_000);
    poll.unref();
  };
  const stop = async () => {
    clearInterval(poll);
    await runner.stop();
  };
  return { start, stop };
}

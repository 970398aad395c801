import { ClickDatabaseStore } from './clicks/kysely-store.js';
import type { ClickStore } from './clicks/store.js';
import type { StorageConfig } from './config.js';
import { linkSettingsStore, type LinkSettingsStore } from './operator/link-settings.js';
import { MailGate, type MailSettings } from './mailboxes/gate.js';
import { MonitorDesk } from './monitor/decisions.js';
import { MonitorStore } from './monitor/store.js';
import type { Storage } from './storage/database.js';
import { openPostgres, type PostgresOptions } from './storage/postgres.js';
import { hitPostgresRateLimit, sweepPostgresRateLimits } from './storage/rate-limit-store.js';
import { openSqlite, type SqliteOptions } from './storage/sqlite.js';
import { SignupDatabaseStore } from './subscriptions/kysely-store.js';
import type { SignupStore, StoreOptions } from './subscriptions/store.js';
import { WatchDatabaseStore } from './watches/kysely-store.js';
import type { WatchStore } from './watches/store.js';

/**
 * What the service keeps: sign-ups, outbound clicks and watches of tools, in one database, and the
 * gate every confirmation mail of both flows passes (its caps and opt-outs).
 */
export type ServiceStore = SignupStore &
  ClickStore & {
    readonly watches: WatchStore;
    readonly mail: MailSettings;
    /** What the service's links are made of, recorded at its start for the CLI to compare with. */
    readonly linkSettings: LinkSettingsStore;
    /** The price monitor's runs, fetches and proposals (monitor/). */
    readonly monitor: { readonly store: MonitorStore; readonly desk: MonitorDesk };
    /** Empties SQLite's WAL, so rows deleted since leave no copy in the files (nothing on PostgreSQL). */
    checkpoint: () => Promise<void>;
  };

/** The three products' stores on one database; on PostgreSQL also the rate-limit window every instance shares. */
function serviceStore(storage: Storage, options: Partial<StoreOptions>): ServiceStore {
  const mail: MailGate = new MailGate(storage, (): Promise<string> => signups.secret());
  const signups = new SignupDatabaseStore(storage, mail, options);
  const clicks = new ClickDatabaseStore(storage);
  const watches = new WatchDatabaseStore(storage, mail);
  const shared =
    storage.dialect === 'postgres'
      ? {
          hitRateLimit: (key: string, windowMs: number) => hitPostgresRateLimit(storage.db, key, windowMs),
          sweepRateLimits: (windowMs: number) => sweepPostgresRateLimits(storage.db, windowMs),
        }
      : {};
  return {
    add: (email, source) => signups.add(email, source),
    applyRequests: (limit) => signups.applyRequests(limit),
    held: () => signups.held(),
    confirm: (subscriberId, consentedAt) => signups.confirm(subscriberId, consentedAt),
    unsubscribe: (subscriberId) => signups.unsubscribe(subscriberId),
    count: () => signups.count(),
    list: () => signups.list(),
    erase: (email) => signups.erase(email),
    expirePending: (cutoff) => signups.expirePending(cutoff),
    claimMail: (limit, leaseMs) => signups.claimMail(limit, leaseMs),
    mailSent: (jobIds) => signups.mailSent(jobIds),
    mailFailed: (jobId, retryAt) => signups.mailFailed(jobId, retryAt),
    secret: () => signups.secret(),
    check: () => signups.check(),
    recordClick: (click) => clicks.recordClick(click),
    recordWithoutFetchMetadata: (day) => clicks.recordWithoutFetchMetadata(day),
    clickCounts: (sinceDay) => clicks.clickCounts(sinceDay),
    readerCounts: (sinceDay) => clicks.readerCounts(sinceDay),
    dayFigures: (sinceDay) => clicks.dayFigures(sinceDay),
    sweepClickDays: (today) => clicks.sweepClickDays(today),
    watches,
    mail,
    linkSettings: linkSettingsStore(storage),
    monitor: { store: new MonitorStore(storage), desk: new MonitorDesk(storage) },
    checkpoint: () => storage.checkpoint(),
    ...shared,
    async close() {
      if (storage.closed) return;
      // Every write acknowledged so far is committed before the database is released.
      await Promise.all([signups.drain(), clicks.drain(), watches.drain()]);
      await storage.close();
    },
  };
}

/** The store on a SQLite file, opened (and, unless told otherwise, created with its directory) now. */
export function openSqliteStore(path: string, options: Partial<StoreOptions> & SqliteOptions = {}): ServiceStore {
  return serviceStore(openSqlite(path, options), options);
}

/** The store on a PostgreSQL database: connects, applies the migrations it lacks, refuses a newer schema. */
export async function openPostgresStore(url: string, options: Partial<StoreOptions> & PostgresOptions = {}): Promise<ServiceStore> {
  return serviceStore(await openPostgres(url, options), options);
}

/** The store the configuration names: the SQLite file, or the PostgreSQL database of NEWSLETTER_DATABASE_URL. */
export async function openStore(
  storage: StorageConfig,
  options: Partial<StoreOptions> & { mustExist?: boolean } = {},
): Promise<ServiceStore> {
  return storage.kind === 'postgres' ? openPostgresStore(storage.url, options) : openSqliteStore(storage.path, options);
}

/** Where the store is, for logs and messages: never the URL, which may hold a password. */
export function describeStorage(storage: StorageConfig): string {
  if (storage.kind === 'sqlite') return storage.path;
  const url = new URL(storage.url);
  return `postgres://${url.hostname || 'localhost'}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

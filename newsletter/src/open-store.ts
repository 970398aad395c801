import type { ClickStore } from './clicks.js';
import type { StorageConfig } from './config.js';
import { PostgresSignupStore } from './postgres-store.js';
import { SqliteSignupStore } from './sqlite-store.js';
import type { SignupStore, StoreOptions } from './store.js';
import type { WatchStore } from './watch-store.js';

/** What the service keeps: sign-ups, outbound clicks and watches of tools, in one database. */
export type ServiceStore = SignupStore & ClickStore & { readonly watches: WatchStore };

/** The store the configuration names: the SQLite file, or the PostgreSQL database of NEWSLETTER_DATABASE_URL. */
export async function openStore(
  storage: StorageConfig,
  options: Partial<StoreOptions> & { mustExist?: boolean } = {},
): Promise<ServiceStore> {
  return storage.kind === 'postgres' ? PostgresSignupStore.open(storage.url, options) : SqliteSignupStore.open(storage.path, options);
}

/** Where the store is, for logs and messages: never the URL, which may hold a password. */
export function describeStorage(storage: StorageConfig): string {
  if (storage.kind === 'sqlite') return storage.path;
  const url = new URL(storage.url);
  return `postgres://${url.hostname || 'localhost'}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

import type { StorageConfig } from './config.js';
import { PostgresSignupStore } from './postgres-store.js';
import { SqliteSignupStore } from './sqlite-store.js';
import type { SignupStore, StoreOptions } from './store.js';

/** The store the configuration names: the SQLite file, or the PostgreSQL database of NEWSLETTER_DATABASE_URL. */
export async function openStore(
  storage: StorageConfig,
  options: Partial<StoreOptions> & { mustExist?: boolean } = {},
): Promise<SignupStore> {
  return storage.kind === 'postgres' ? PostgresSignupStore.open(storage.url, options) : SqliteSignupStore.open(storage.path, options);
}

/** Where the store is, for logs and messages: never the URL, which may hold a password. */
export function describeStorage(storage: StorageConfig): string {
  if (storage.kind === 'sqlite') return storage.path;
  const url = new URL(storage.url);
  return `postgres://${url.hostname || 'localhost'}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

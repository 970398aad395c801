import { STORE_CLOSED, type Storage } from '../storage/database.js';
import { GroupCommit } from '../storage/group-commit.js';
import { newReaders, tally, utcDay, type ClickCount, type ClickStore, type PendingClick, type ReaderCount } from './store.js';

/**
 * Outbound clicks, written once for SQLite and PostgreSQL. Clicks are group-committed
 * (group-commit.ts): those of one turn of the event loop are one upsert per (day, tool, page kind)
 * and one for the day's readers, in one transaction, so the readers are counted in the same commit
 * as their clicks, SQLite syncs once for the lot, and a burst on one tool does not queue every click
 * on that row's lock in PostgreSQL.
 */
export class ClickDatabaseStore implements ClickStore {
  private readonly clicks: GroupCommit<PendingClick>;

  constructor(private readonly storage: Storage) {
    this.clicks = new GroupCommit(
      (group) => this.count(group),
      () => !storage.closed,
    );
  }

  private async count(group: readonly PendingClick[]): Promise<void> {
    const day = utcDay();
    // In one order for every group: transactions that lock their rows in the same order never
    // deadlock on PostgreSQL (which would cost a second each, the deadlock timeout).
    const counts = tally(group)
      .map((count) => ({ day, tool_id: count.toolId, page_kind: count.pageKind, clicks: count.clicks }))
      .sort((a, b) => (a.tool_id === b.tool_id ? (a.page_kind < b.page_kind ? -1 : 1) : a.tool_id < b.tool_id ? -1 : 1));
    const readers = newReaders(group);
    await this.storage.transaction(async (tx) => {
      await tx
        .insertInto('clicks')
        .values(counts)
        .onConflict((oc) =>
          oc
            .columns(['day', 'tool_id', 'page_kind'])
            .doUpdateSet((eb) => ({ clicks: eb('clicks.clicks', '+', eb.ref('excluded.clicks')) })),
        )
        .execute();
      if (readers === 0) return;
      await tx
        .insertInto('click_readers')
        .values({ day, readers })
        .onConflict((oc) =>
          oc.column('day').doUpdateSet((eb) => ({ readers: eb('click_readers.readers', '+', eb.ref('excluded.readers')) })),
        )
        .execute();
    });
  }

  recordClick(toolId: string, pageKind: string, firstToday = false): Promise<void> {
    if (this.storage.closed) return Promise.reject(new Error(STORE_CLOSED));
    return this.clicks.push({ toolId, pageKind, firstToday });
  }

  async readerCounts(sinceDay?: string): Promise<ReaderCount[]> {
    let query = this.storage.db.selectFrom('click_readers').select([this.storage.dayText('day').as('day'), 'readers']);
    if (sinceDay !== undefined) query = query.where('day', '>=', sinceDay);
    const rows = await query.orderBy('click_readers.day').execute();
    return rows.map((row) => ({ day: row.day, readers: Number(row.readers) }));
  }

  async clickCounts(sinceDay?: string): Promise<ClickCount[]> {
    let query = this.storage.db.selectFrom('clicks').select([this.storage.dayText('day').as('day'), 'tool_id', 'page_kind', 'clicks']);
    if (sinceDay !== undefined) query = query.where('day', '>=', sinceDay);
    const rows = await query.orderBy('clicks.day').orderBy('tool_id').orderBy('page_kind').execute();
    return rows.map((row) => ({ day: row.day, toolId: row.tool_id, pageKind: row.page_kind, clicks: Number(row.clicks) }));
  }

  /** Commits the clicks still waiting for their group. */
  drain(): Promise<void> {
    return this.clicks.drain();
  }
}

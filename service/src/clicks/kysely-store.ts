import { chunks, STORE_CLOSED, type Db, type Storage, type Tx } from '../storage/database.js';
import { GroupCommit } from '../storage/group-commit.js';
import {
  countBy,
  tally,
  type ClickCount,
  type ClickStore,
  type ClickToCount,
  type DayFigures,
  type PendingClick,
  type ReaderCount,
} from './store.js';

const byDayAndHash = (a: { day: string; hash: string }, b: { day: string; hash: string }) =>
  a.day === b.day ? (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0) : a.day < b.day ? -1 : 1;

/** Inserts the rows that are not there yet (in one order, see count); resolves the hashes of those that were new. */
async function insertNew(tx: Tx, rows: { day: string; hash: string }[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const chunk of chunks(rows.sort(byDayAndHash))) {
    const added = await tx
      .insertInto('click_seen')
      .values(chunk)
      .onConflict((oc) => oc.columns(['day', 'hash']).doNothing())
      .returning('hash')
      .execute();
    for (const row of added) inserted.add(row.hash);
  }
  return inserted;
}

/** The first of each key in a list, in order. */
function firstOf<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * Outbound clicks, written once for SQLite and PostgreSQL. Clicks are group-committed
 * (group-commit.ts): those of one turn of the event loop are admitted and counted in one
 * transaction, so SQLite syncs once for the lot and a burst on one tool does not queue every click on
 * that row's lock in PostgreSQL. Admission is the store's: a click counts when its network's row for
 * the tool and day is new (an insert that PostgreSQL's unique index settles between instances), and
 * its reader is new to the day's readers when its reader row is new too.
 */
export class ClickDatabaseStore implements ClickStore {
  private readonly clicks: GroupCommit<PendingClick>;

  constructor(private readonly storage: Storage) {
    this.clicks = new GroupCommit(
      (group) => this.storage.transaction((tx) => this.count(tx, group)),
      () => !storage.closed,
    );
  }

  // Every write of a group goes in one order (table by table, rows sorted): transactions that lock
  // their rows in the same order never deadlock on PostgreSQL (which would cost a second each).
  private async count(tx: Tx, group: readonly PendingClick[]): Promise<void> {
    const clicks = group.filter((item): item is ClickToCount => 'keys' in item);
    const candidates = firstOf(clicks, (click) => `${click.day} ${click.keys.networkTool}`);
    const admitted = await insertNew(
      tx,
      candidates.map((click) => ({ day: click.day, hash: click.keys.networkTool })),
    );
    const counted = candidates.filter((click) => admitted.has(click.keys.networkTool));
    const readers = firstOf(counted, (click) => `${click.day} ${click.keys.reader}`);
    const newReaders = await insertNew(
      tx,
      readers.map((click) => ({ day: click.day, hash: click.keys.reader })),
    );
    await this.addClicks(tx, tally(counted));
    await this.addNetworkClicks(tx, counted);
    const readersByDay = countBy(
      readers.filter((click) => newReaders.has(click.keys.reader)),
      (click) => click.day,
    );
    for (const [day, count] of [...readersByDay].sort()) {
      await tx
        .insertInto('click_readers')
        .values({ day, readers: count })
        .onConflict((oc) =>
          oc.column('day').doUpdateSet((eb) => ({ readers: eb('click_readers.readers', '+', eb.ref('excluded.readers')) })),
        )
        .execute();
    }
    const unmarked = countBy(
      group.filter((item) => !('keys' in item)),
      (item) => item.day,
    );
    for (const [day, count] of [...unmarked].sort()) {
      await tx
        .insertInto('click_days')
        .values({ day, without_fetch_metadata: count })
        .onConflict((oc) =>
          oc.column('day').doUpdateSet((eb) => ({
            without_fetch_metadata: eb('click_days.without_fetch_metadata', '+', eb.ref('excluded.without_fetch_metadata')),
          })),
        )
        .execute();
    }
  }

  private async addClicks(tx: Tx, counts: ClickCount[]): Promise<void> {
    if (counts.length === 0) return;
    const key = (count: ClickCount) => `${count.day} ${count.toolId} ${count.pageKind}`;
    const rows = counts
      .sort((a, b) => (key(a) < key(b) ? -1 : 1))
      .map((count) => ({ day: count.day, tool_id: count.toolId, page_kind: count.pageKind, clicks: count.clicks }));
    await tx
      .insertInto('clicks')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['day', 'tool_id', 'page_kind']).doUpdateSet((eb) => ({ clicks: eb('clicks.clicks', '+', eb.ref('excluded.clicks')) })),
      )
      .execute();
  }

  /** Adds the counted clicks to their networks' counts of the day, for the operator's top networks. */
  private async addNetworkClicks(tx: Tx, counted: readonly ClickToCount[]): Promise<void> {
    const byNetwork = countBy(counted, (click) => `${click.day} ${click.keys.network}`);
    const rows = [...byNetwork]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, clicks]) => ({ day: key.slice(0, 10), network: key.slice(11), clicks }));
    for (const chunk of chunks(rows)) {
      await tx
        .insertInto('click_networks')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['day', 'network']).doUpdateSet((eb) => ({ clicks: eb('click_networks.clicks', '+', eb.ref('excluded.clicks')) })),
        )
        .execute();
    }
  }

  private push(item: PendingClick): Promise<void> {
    if (this.storage.closed) return Promise.reject(new Error(STORE_CLOSED));
    return this.clicks.push(item);
  }

  recordClick(click: ClickToCount): Promise<void> {
    return this.push(click);
  }

  recordWithoutFetchMetadata(day: string): Promise<void> {
    return this.push({ day, withoutFetchMetadata: true });
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

  /**
   * The networks with a counted click on `day` and what the busiest three gave, from the day's rows
   * still in `click_networks` (null when it has none).
   */
  private async networkFigures(db: Db, day: string): Promise<{ networks: number; topNetworkClicks: number } | null> {
    const of = db.selectFrom('click_networks').where('day', '=', day);
    const counted = await of.select((eb) => eb.fn.countAll().as('networks')).executeTakeFirst();
    const networks = Number(counted?.networks ?? 0);
    if (networks === 0) return null;
    const top = await of.select('clicks').orderBy('clicks', 'desc').limit(3).execute();
    return { networks, topNetworkClicks: top.reduce((sum, row) => sum + Number(row.clicks), 0) };
  }

  /** The days still in `click_networks` (before `before`, when given). */
  private async liveDays(db: Db, before?: string): Promise<string[]> {
    let query = db.selectFrom('click_networks').select(this.storage.dayText('day').as('day')).distinct();
    if (before !== undefined) query = query.where('day', '<', before);
    return (await query.execute()).map((row) => row.day);
  }

  async dayFigures(sinceDay?: string): Promise<DayFigures[]> {
    let query = this.storage.db
      .selectFrom('click_days')
      .select([this.storage.dayText('day').as('day'), 'without_fetch_metadata', 'networks', 'top_network_clicks']);
    if (sinceDay !== undefined) query = query.where('day', '>=', sinceDay);
    const figures = new Map<string, DayFigures>();
    for (const row of await query.execute()) {
      const count = (value: number | string | null) => (value === null ? null : Number(value));
      figures.set(row.day, {
        day: row.day,
        withoutFetchMetadata: Number(row.without_fetch_metadata),
        networks: count(row.networks),
        topNetworkClicks: count(row.top_network_clicks),
      });
    }
    // Today's (and any day not swept yet) come from the rows themselves.
    for (const day of await this.liveDays(this.storage.db)) {
      const live = sinceDay === undefined || day >= sinceDay ? await this.networkFigures(this.storage.db, day) : null;
      if (live) figures.set(day, { day, withoutFetchMetadata: 0, ...figures.get(day), ...live });
    }
    return [...figures.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  }

  async sweepClickDays(today: string): Promise<number> {
    const deleted = await this.storage.transaction(async (tx) => {
      for (const day of await this.liveDays(tx, today)) {
        const figures = await this.networkFigures(tx, day);
        if (!figures) continue;
        const summary = { day, networks: figures.networks, top_network_clicks: figures.topNetworkClicks };
        await tx
          .insertInto('click_days')
          .values(summary)
          .onConflict((oc) =>
            oc
              .column('day')
              .doUpdateSet((eb) => ({ networks: eb.ref('excluded.networks'), top_network_clicks: eb.ref('excluded.top_network_clicks') })),
          )
          .execute();
      }
      const seen = await tx.deleteFrom('click_seen').where('day', '<', today).executeTakeFirst();
      const networks = await tx.deleteFrom('click_networks').where('day', '<', today).executeTakeFirst();
      return Number(seen.numDeletedRows) + Number(networks.numDeletedRows);
    });
    // The deleted hashes leave no copy in SQLite's WAL.
    if (deleted > 0) await this.storage.checkpoint();
    return deleted;
  }

  /** Commits the clicks still waiting for their group. */
  drain(): Promise<void> {
    return this.clicks.drain();
  }
}

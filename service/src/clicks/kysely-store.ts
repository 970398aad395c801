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

type SeenRow = { day: string; hash: string; network: string; reader: string };

/** Inserts the rows that are not there yet (in one order, see count); resolves the hashes of those that were new. */
async function insertNew(tx: Tx, rows: SeenRow[]): Promise<Set<string>> {
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
 * the tool and day is new (an insert that PostgreSQL's unique index settles between instances). The
 * day's readers and networks are counted from those rows, and kept as figures when the day is swept.
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
  // their rows in the same order never deadlock on PostgreSQL (which would cost a second each). One
  // row per counted click carries its network and reader: every row of a unique index costs a page
  // written at commit, so the day's readers and networks are counted from these rows when asked.
  private async count(tx: Tx, group: readonly PendingClick[]): Promise<void> {
    const clicks = group.filter((item): item is ClickToCount => 'keys' in item);
    const candidates = firstOf(clicks, (click) => `${click.day} ${click.keys.networkTool}`);
    const admitted = await insertNew(
      tx,
      candidates.map(({ day, keys }) => ({ day, hash: keys.networkTool, network: keys.network, reader: keys.reader })),
    );
    await this.addClicks(tx, tally(candidates.filter((click) => admitted.has(click.keys.networkTool))));
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
    const counts = new Map((await query.execute()).map((row) => [row.day, Number(row.readers)]));
    // Today's (and any day not swept yet) are counted from the day's rows.
    for (const day of await this.liveDays(this.storage.db)) {
      if (sinceDay === undefined || day >= sinceDay) counts.set(day, (await this.liveFigures(this.storage.db, day)).readers);
    }
    return [...counts]
      .filter(([, readers]) => readers > 0)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, readers]) => ({ day, readers }));
  }

  async clickCounts(sinceDay?: string): Promise<ClickCount[]> {
    let query = this.storage.db.selectFrom('clicks').select([this.storage.dayText('day').as('day'), 'tool_id', 'page_kind', 'clicks']);
    if (sinceDay !== undefined) query = query.where('day', '>=', sinceDay);
    const rows = await query.orderBy('clicks.day').orderBy('tool_id').orderBy('page_kind').execute();
    return rows.map((row) => ({ day: row.day, toolId: row.tool_id, pageKind: row.page_kind, clicks: Number(row.clicks) }));
  }

  /** A day's readers, networks and what its busiest three networks gave, from its rows in `click_seen`. */
  private async liveFigures(db: Db, day: string): Promise<{ readers: number; networks: number; topNetworkClicks: number }> {
    const of = db.selectFrom('click_seen').where('day', '=', day);
    const distinct = await of
      .select((eb) => [eb.fn.count('reader').distinct().as('readers'), eb.fn.count('network').distinct().as('networks')])
      .executeTakeFirst();
    const top = await of
      .select((eb) => eb.fn.countAll().as('clicks'))
      .groupBy('network')
      .orderBy('clicks', 'desc')
      .limit(3)
      .execute();
    return {
      readers: Number(distinct?.readers ?? 0),
      networks: Number(distinct?.networks ?? 0),
      topNetworkClicks: top.reduce((sum, row) => sum + Number(row.clicks), 0),
    };
  }

  /** The days with rows in `click_seen` (before `before`, when given). */
  private async liveDays(db: Db, before?: string): Promise<string[]> {
    let query = db.selectFrom('click_seen').select(this.storage.dayText('day').as('day')).distinct();
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
      if (sinceDay !== undefined && day < sinceDay) continue;
      const { networks, topNetworkClicks } = await this.liveFigures(this.storage.db, day);
      figures.set(day, { day, withoutFetchMetadata: 0, ...figures.get(day), networks, topNetworkClicks });
    }
    return [...figures.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  }

  /**
   * Rolls each past day's rows up into its figures, then deletes them. The figures are read before
   * the write transaction, so a day of a million rows does not hold SQLite's lock while they are
   * counted; they are set, not added, so two instances sweeping at once write the same.
   */
  async sweepClickDays(today: string): Promise<number> {
    const days = await this.liveDays(this.storage.db, today);
    const figures = await Promise.all(days.map(async (day) => ({ day, ...(await this.liveFigures(this.storage.db, day)) })));
    const deleted = await this.storage.transaction(async (tx) => {
      for (const { day, readers, networks, topNetworkClicks } of figures) {
        await tx
          .insertInto('click_days')
          .values({ day, networks, top_network_clicks: topNetworkClicks })
          .onConflict((oc) =>
            oc
              .column('day')
              .doUpdateSet((eb) => ({ networks: eb.ref('excluded.networks'), top_network_clicks: eb.ref('excluded.top_network_clicks') })),
          )
          .execute();
        await tx
          .insertInto('click_readers')
          .values({ day, readers })
          .onConflict((oc) => oc.column('day').doUpdateSet((eb) => ({ readers: eb.ref('excluded.readers') })))
          .execute();
      }
      const result = await tx.deleteFrom('click_seen').where('day', '<', today).executeTakeFirst();
      return Number(result.numDeletedRows);
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

import { randomUUID } from 'node:crypto';
import { chunks, type Storage, type Tx } from '../storage/database.js';
import type { ToolFacts } from './facts.js';
import {
  changesByWatcher,
  compareFacts,
  readStoredFacts,
  storedFacts,
  toolFactsOf,
  type ChangesComposer,
  type NotifyOutcome,
} from './store.js';

/** Any fixed number: the advisory lock that makes runs of notify-changes take turns. */
const NOTIFY_LOCK = 7_418_052;

/** The facts last notified about: stored as JSON text (SQLite) or jsonb (PostgreSQL). */
async function storedToolFacts(tx: Tx): Promise<Map<string, ToolFacts>> {
  const rows = await tx.selectFrom('tool_facts').select(['tool_id', 'facts']).execute();
  return new Map(
    rows.flatMap((row) => {
      const facts = typeof row.facts === 'string' ? readStoredFacts(row.facts) : toolFactsOf(row.facts);
      return facts ? [[row.tool_id, facts] as const] : [];
    }),
  );
}

/**
 * One run of notify-changes (WatchStore.notify): compares `facts` with the facts last notified about,
 * queues one mail per confirmed watcher of a changed tool and stores `facts` as the new baseline, in
 * one transaction.
 */
export function notifyRun(
  storage: Storage,
  facts: ReadonlyMap<string, ToolFacts>,
  compose: ChangesComposer,
  now: Date,
): Promise<NotifyOutcome> {
  const at = now.toISOString();
  return storage.transaction(async (tx) => {
    // Two runs at once would each compare against the same baseline: they take turns.
    await storage.takeTurns(tx, NOTIFY_LOCK);
    const { changes, baseline } = compareFacts(await storedToolFacts(tx), facts);
    const changedTools = [...new Set(changes.map((change) => change.toolId))];
    const watches = changedTools.length
      ? await tx
          .selectFrom('watches as x')
          .innerJoin('watchers as w', 'w.id', 'x.watcher_id')
          .select(['w.public_id as watcherId', 'w.email', 'x.tool_id as toolId', 'w.id as rowId', 'w.token_version as version'])
          .where('x.status', '=', 'confirmed')
          .where('x.tool_id', 'in', changedTools)
          .orderBy('w.id')
          .orderBy('x.tool_id')
          .execute()
      : [];
    const mails = changesByWatcher(changes, watches);
    const run = await tx
      .insertInto('notify_runs')
      .values({ at, changed_tools: changedTools.length, mails: mails.size })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = new Map(watches.map((watch) => [watch.watcherId, watch]));
    const queued = [...mails].map(([watcherId, { email, changes: theirs }]) => {
      const { rowId: watcherRow, version } = rows.get(watcherId) as (typeof watches)[number];
      const mail = compose(watcherId, email, theirs, version);
      return {
        watcher_id: watcherRow,
        run_id: run.id,
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        unsubscribe_url: mail.unsubscribeUrl,
        next_attempt_at: at,
        message_id: randomUUID(),
      };
    });
    for (const rows of chunks(queued)) await tx.insertInto('watch_mail').values(rows).execute();
    const saved = [...facts].map(([toolId, toolFacts]) => ({ tool_id: toolId, facts: storedFacts(toolFacts), recorded_at: at }));
    for (const rows of chunks(saved)) {
      await tx
        .insertInto('tool_facts')
        .values(rows)
        .onConflict((oc) =>
          oc.column('tool_id').doUpdateSet((eb) => ({ facts: eb.ref('excluded.facts'), recorded_at: eb.ref('excluded.recorded_at') })),
        )
        .execute();
    }
    return {
      run: { id: Number(run.id), at, changedTools: changedTools.length, mails: mails.size, sent: 0, failed: 0 },
      changes,
      baseline,
    };
  });
}

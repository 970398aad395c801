import { isoTime, type Db } from '../storage/database.js';
import type { NotifyRun, WatchReport } from './store.js';

/** What the operator sees of watches: watchers per tool, pending watches, queued mail and the last run. */
export async function watchReport(db: Db): Promise<WatchReport> {
  const perTool = await db
    .selectFrom('watches')
    .select((eb) => ['tool_id', eb.fn.countAll().as('n')])
    .where('status', '=', 'confirmed')
    .groupBy('tool_id')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('tool_id')
    .execute();
  const watchers = perTool.map((row): [string, number] => [row.tool_id, Number(row.n)]);
  const count = async (table: 'watches' | 'watch_mail', statuses: string[]) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', 'in', statuses)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const pending = await count('watches', ['pending']);
  // A confirmation mail still collecting tools is queued too.
  const queued = await count('watch_mail', ['pending', 'collecting']);
  const run = await db.selectFrom('notify_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  let lastRun: NotifyRun | null = null;
  if (run) {
    const mails = async (status: string) =>
      Number(
        (
          await db
            .selectFrom('watch_mail')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('run_id', '=', run.id)
            .where('status', '=', status)
            .executeTakeFirst()
        )?.n ?? 0,
      );
    lastRun = {
      id: Number(run.id),
      at: isoTime(run.at),
      changedTools: run.changed_tools,
      mails: run.mails,
      sent: await mails('sent'),
      failed: await mails('failed'),
    };
  }
  return { watchers, pending, lastRun, queued };
}

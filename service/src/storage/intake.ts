import type { Storage } from './database.js';

/** The two intake queues: a request row is committed before the answer, and applied after it. */
export type IntakeTable = 'signup_requests' | 'watch_requests';

/**
 * Applies every request queued when it is called: what a read does first, so it sees every
 * acknowledged request. `drainUpTo(newest)` applies a batch up to that id, waiting for requests
 * another instance is applying rather than skipping them; FOR UPDATE with LIMIT may return fewer rows
 * than are left once a locked batch commits, so it is called until none up to `newest` remains.
 */
export async function applyQueuedUpToNow(
  storage: Storage,
  table: IntakeTable,
  drainUpTo: (newest: number | string) => Promise<unknown>,
): Promise<void> {
  const { db } = storage;
  // Kysely types one table at a time; what is read here, the increasing id, both queues have alike.
  const queue = table as 'signup_requests';
  const newest = (
    await db
      .selectFrom(queue)
      .select((eb) => eb.fn.max('id').as('newest'))
      .executeTakeFirst()
  )?.newest;
  if (newest === null || newest === undefined) return;
  for (;;) {
    await drainUpTo(newest);
    const left = await db.selectFrom(queue).select('id').where('id', '<=', newest).limit(1).executeTakeFirst();
    if (!left) return;
  }
}

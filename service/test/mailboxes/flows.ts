// The two ways a reader asks for a confirmation mail (the newsletter's form and a tool's watch form),
// driven over HTTP as the site's pages send them, and a wait until every mail asked for has gone.
import Database from 'better-sqlite3';
import pg from 'pg';
import type { ToolFacts } from '../../src/watches/facts.js';
import { WATCH_COLLECT_MS } from '../../src/watches/store.js';
import { request, signUp, SITE_ORIGIN, waitFor, type RunningApp, type TestClock } from '../helpers.js';

const facts = (name: string): ToolFacts => ({ name, freePlan: 'Free plan', price: 'no dated figure', priceSource: null, owner: 'Acme' });

/** Six tools a reader can watch. */
export const TOOLS = new Map(['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'].map((id) => [id, facts(id)]));
export const TOOL_IDS = [...TOOLS.keys()];

/** The watch form's POST. */
export async function watchTool(base: string, email: string, tool: string): Promise<void> {
  const answer = await request(base, {
    path: '/watch',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
    body: `email=${encodeURIComponent(email)}&tool=${encodeURIComponent(tool)}`,
  });
  if (answer.headers.location !== `${SITE_ORIGIN}/watch/sent`)
    throw new Error(`watch answered ${answer.status} ${answer.headers.location}`);
}

/** The newsletter form's POST. */
export async function subscribe(base: string, email: string): Promise<void> {
  const answer = await signUp(base, email, { headers: { origin: SITE_ORIGIN } });
  if (answer.status !== 200) throw new Error(`sign-up answered ${answer.status}`);
}

/** Rows that are, or will become, a mail: queued sign-ups, the outbox and watch mail not yet sent. */
const MAIL_TO_COME = `SELECT (SELECT count(*) FROM signup_requests) + (SELECT count(*) FROM mail_outbox)
  + (SELECT count(*) FROM watch_requests) + (SELECT count(*) FROM watch_mail WHERE status IN ('pending', 'collecting')) AS n`;
const REQUESTS_TO_APPLY = `SELECT (SELECT count(*) FROM signup_requests) + (SELECT count(*) FROM watch_requests) AS n`;

/** Resolves once the `query` (a count) reads 0 on the service's database. */
async function untilNone(service: RunningApp, query: string, what: string): Promise<void> {
  const { kind, location } = service.testStore;
  if (kind === 'sqlite') {
    const db = new Database(location, { readonly: true });
    try {
      await waitFor(() => Number((db.prepare(query).get() as { n: number }).n) === 0, { what });
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: location });
  await client.connect();
  try {
    await waitFor(async () => Number((await client.query<{ n: string }>(query)).rows[0]?.n) === 0, { what });
  } finally {
    await client.end();
  }
}

/**
 * Resolves once every request has been applied and every mail queued has been sent. A watch's
 * confirmation mail collects tools for a while (WATCH_COLLECT_MS): once the requests are applied, the
 * service's clock is moved past that window rather than waited for.
 */
export async function settled(service: RunningApp, clock: TestClock): Promise<void> {
  await untilNone(service, REQUESTS_TO_APPLY, 'every queued request applied');
  clock.advance(WATCH_COLLECT_MS);
  await untilNone(service, MAIL_TO_COME, 'every queued mail sent');
}

/** The mails the services sent to any of `addresses`. */
export function mailsTo(services: readonly RunningApp[], addresses: readonly string[]): number {
  return services.flatMap((service) => service.mailer.sent).filter((mail) => addresses.includes(mail.to)).length;
}

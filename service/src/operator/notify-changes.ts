import { loadConfig, userPath, type Config } from '../config.js';
import { createMailer } from '../mail.js';
import type { ServiceStore } from '../open-store.js';
import { readToolFacts, type ToolFacts } from '../watches/facts.js';
import { watchLinks } from '../watches/links.js';
import { changesMail, deliverWatchMail } from '../watches/mail.js';
import { keyFingerprint, linkSettingsProblem } from './link-settings.js';
import { write } from './output.js';

/**
 * `newsletter-cli notify-changes`: compares the published tool facts with those last notified about,
 * queues one mail per watcher of a changed tool and sends the queue, refusing when its own links
 * would not be the service's (link-settings.ts).
 */
/** notify-changes: one run (queue, then send what is due). */
export async function notifyChanges(
  store: ServiceStore,
  parsed: { facts: string | undefined; leaseSeconds: number | undefined; localLinks?: boolean },
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  let config: Config;
  let facts: Map<string, ToolFacts>;
  try {
    config = loadConfig(env);
    facts = readToolFacts(parsed.facts === undefined ? config.factsFile : userPath(parsed.facts, env));
  } catch (error) {
    await write(err, `newsletter-cli: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const secret = config.secret ?? (await store.secret());
  const mine = { publicUrl: config.publicUrl, siteUrl: config.siteUrl, keyFingerprint: keyFingerprint(secret) };
  // With --local-links the SMTP server is a mail catcher on this machine (a test), not readers' inboxes:
  // links to this machine are what it should carry. Links that differ from the service's are still refused.
  const realMail = config.mail.kind === 'smtp' && parsed.localLinks !== true;
  const refused = linkSettingsProblem(await store.linkSettings.read(), mine, realMail);
  if (refused !== null) {
    await write(err, `newsletter-cli: notify-changes queued nothing: ${refused}\n`);
    return 1;
  }
  const day = new Date().toISOString().slice(0, 10);
  const outcome = await store.watches.notify(facts, (watcherId, email, changes, version) =>
    changesMail(email, changes, watchLinks(secret, config.publicUrl, config.siteUrl, { watcherId, version }), day),
  );
  await write(
    out,
    `${outcome.changes.length} change(s) in ${outcome.run.changedTools} tool(s)${outcome.baseline > 0 ? `, ${outcome.baseline} tool(s) recorded for the first time` : ''}; ${outcome.run.mails} mail(s) queued\n`,
  );
  for (const change of outcome.changes) await write(out, `  ${change.toolId}: ${change.what}: ${change.from} -> ${change.to}\n`);
  const mailer = createMailer(config.mail);
  const quiet = { info: () => undefined, warn: (data: object, message: string) => void err.write(`${message} ${JSON.stringify(data)}\n`) };
  try {
    const delivery = await deliverWatchMail({
      store: store.watches,
      mailer,
      log: quiet,
      ...(parsed.leaseSeconds === undefined ? {} : { leaseMs: parsed.leaseSeconds * 1000 }),
    });
    await write(out, `${delivery.sent} mail(s) sent${delivery.failed > 0 ? `, ${delivery.failed} given up` : ''}\n`);
  } finally {
    await mailer.close();
  }
  return 0;
}

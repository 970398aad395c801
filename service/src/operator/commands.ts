import { existsSync } from 'node:fs';
import { dbPathFrom, mailCapsFrom, userPath, type StorageConfig } from '../config.js';
import { daysBefore } from '../clicks/store.js';
import { csvLines, csvRecord } from './csv.js';
import { normaliseEmail } from '../email.js';
import { monitorCli } from '../monitor/cli.js';
import { notifyChanges } from './notify-changes.js';
import { write } from './output.js';
import { popularityCommand, POPULARITY_FILE } from './popularity.js';
import { clicksReport, watchesReport } from './reports.js';
import { USAGE } from './usage.js';
import { describeStorage, openStore, type ServiceStore } from '../open-store.js';

/** A command line that cannot be run; the CLI prints it with the usage and exits 2. */
class UsageError extends Error {}

interface Parsed {
  command: string;
  args: string[];
  flags: Set<string>;
  db: string | undefined;
  days: number | undefined;
  facts: string | undefined;
  file: string | undefined;
  leaseSeconds: number | undefined;
}

function dayCount(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,5}$/.test(raw) || Number(raw) < 1)
    throw new UsageError('--days needs a whole number of days, 1 or more.');
  return Number(raw);
}

function parse(argv: readonly string[]): Parsed {
  const args: string[] = [];
  const flags = new Set<string>();
  let db: string | undefined;
  let days: number | undefined;
  let facts: string | undefined;
  let file: string | undefined;
  let leaseSeconds: number | undefined;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--facts') {
      facts = argv[i + 1];
      if (!facts) throw new UsageError('--facts needs a file name.');
      i += 1;
    } else if (arg === '--file') {
      file = argv[i + 1];
      if (!file) throw new UsageError('--file needs a file name.');
      i += 1;
    } else if (arg === '--lease-seconds') {
      const raw = argv[i + 1];
      if (raw === undefined || !/^\d{1,4}$/.test(raw) || Number(raw) < 1)
        throw new UsageError('--lease-seconds needs a whole number of seconds, 1 or more.');
      leaseSeconds = Number(raw);
      i += 1;
    } else if (arg === '--days') {
      days = dayCount(argv[i + 1]);
      i += 1;
    } else if (arg.startsWith('--days=')) {
      days = dayCount(arg.slice('--days='.length));
    } else if (arg === '--db') {
      db = argv[i + 1];
      if (!db) throw new UsageError('--db needs a file name.');
      i += 1;
    } else if (arg.startsWith('--db=')) {
      db = arg.slice('--db='.length);
    } else if (arg === '-h' || arg === '--help') {
      flags.add('--help');
    } else if (arg.startsWith('-') && arg !== '-') {
      flags.add(arg);
    } else {
      args.push(arg);
    }
  }
  const [command = 'help', ...rest] = args;
  return { command: flags.has('--help') ? 'help' : command, args: rest, flags, db, days, facts, file, leaseSeconds };
}

function expect(parsed: Parsed, argCount: number, allowedFlags: readonly string[] = []): void {
  const unknown = [...parsed.flags].filter((flag) => !allowedFlags.includes(flag));
  if (unknown.length > 0) throw new UsageError(`Unknown option for ${parsed.command}: ${unknown.join(' ')}`);
  if (parsed.args.length !== argCount) {
    throw new UsageError(`${parsed.command} takes ${argCount === 0 ? 'no arguments' : `${argCount} argument(s)`}.`);
  }
}

/** Refuses a command line that names no known command, or the wrong arguments for one. */
function validate(parsed: Parsed): void {
  switch (parsed.command) {
    case 'help':
      return;
    case 'count':
    case 'list':
    case 'held':
      expect(parsed, 0);
      break;
    case 'export':
      expect(parsed, 0, ['--csv']);
      if (!parsed.flags.has('--csv')) throw new UsageError('export needs a format: export --csv');
      break;
    case 'erase':
    case 'unsubscribe':
      expect(parsed, 1);
      break;
    case 'clicks':
      expect(parsed, 0, ['--csv']);
      break;
    case 'popularity':
      expect(parsed, 0, ['--accept']);
      break;
    case 'watches':
      expect(parsed, 0);
      break;
    case 'notify-changes':
      expect(parsed, 0, ['--local-links']);
      break;
    default:
      throw new UsageError(`Unknown command: ${parsed.command}`);
  }
}

/** The store the command line or the environment names; null (and why, on `err`) when it cannot be opened. */
async function openFor(
  parsed: Parsed,
  err: NodeJS.WritableStream,
  env: Readonly<Record<string, string | undefined>>,
): Promise<ServiceStore | null> {
  const databaseUrl = env.NEWSLETTER_DATABASE_URL?.trim();
  const storage: StorageConfig =
    parsed.db === undefined && databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'sqlite', path: parsed.db === undefined ? dbPathFrom(env) : userPath(parsed.db, env) };
  if (storage.kind === 'sqlite' && !existsSync(storage.path)) {
    await write(err, `newsletter-cli: no database at ${storage.path} (set NEWSLETTER_DB or --db)\n`);
    return null;
  }
  try {
    return await openStore(storage, { mustExist: true });
  } catch (error) {
    await write(
      err,
      `newsletter-cli: cannot open ${describeStorage(storage)}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return null;
  }
}

/** Runs a validated command on an open store; resolves the exit code. */
async function runCommand(
  store: ServiceStore,
  parsed: Parsed,
  out: NodeJS.WritableStream,
  err: NodeJS.WritableStream,
  env: Readonly<Record<string, string | undefined>>,
): Promise<number> {
  switch (parsed.command) {
    case 'count': {
      await write(out, `${await store.count()}\n`);
      const held = (await store.held()).length;
      if (held > 0) await write(err, `${held} held row(s) not counted: newsletter-cli held\n`);
      return 0;
    }
    case 'list':
      for (const signup of await store.list())
        await write(out, `${signup.createdAt}\t${signup.source}\t${signup.email}\t${signup.status}\n`);
      return 0;
    case 'export':
      for (const line of csvLines(await store.list())) await write(out, line);
      return 0;
    case 'clicks': {
      const counts = await store.clickCounts(parsed.days === undefined ? undefined : daysBefore(parsed.days - 1));
      if (parsed.flags.has('--csv')) {
        await write(out, csvRecord(['day', 'tool_id', 'page_kind', 'clicks']));
        for (const count of counts) await write(out, csvRecord([count.day, count.toolId, count.pageKind, String(count.clicks)]));
      } else {
        await write(out, clicksReport(counts, parsed.days));
      }
      return 0;
    }
    case 'popularity': {
      const file = parsed.file === undefined ? POPULARITY_FILE : userPath(parsed.file, env);
      const result = await popularityCommand(store, file, parsed.flags.has('--accept'));
      await write(out, result.out);
      await write(err, result.err);
      return result.code;
    }
    case 'notify-changes':
      return await notifyChanges(
        store,
        { facts: parsed.facts, leaseSeconds: parsed.leaseSeconds, localLinks: parsed.flags.has('--local-links') },
        out,
        err,
        env,
      );
    case 'watches': {
      const report = await store.watches.report();
      await write(out, watchesReport(report));
      return 0;
    }
    case 'held': {
      const held = await store.held();
      for (const row of held)
        await write(out, `${row.createdAt}\t${row.status}\t${JSON.stringify(row.email)}\t${row.mentions.join(' ')}\n`);
      await write(err, `${held.length} held row(s)${held.length > 0 ? ': erase them by an address they mention' : ''}\n`);
      return 0;
    }
    case 'unsubscribe': {
      const email = normaliseEmail(parsed.args[0] as string);
      const signup = (await store.list()).find((row) => row.email === email);
      if (signup) await store.unsubscribe(signup.id);
      await write(out, signup ? `Unsubscribed ${email}\n` : `Not subscribed: ${email} (nothing changed)\n`);
      return 0;
    }
    default: {
      const email = normaliseEmail(parsed.args[0] as string);
      const erased = await store.erase(email);
      await write(out, erased ? `Erased ${email}\n` : `Not subscribed: ${email} (nothing erased)\n`);
      return 0;
    }
  }
}

/** Runs one command; resolves the exit code. Output goes to `out`, problems to `err`. */
export async function runCli(
  argv: readonly string[],
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Promise<number> {
  if (argv[0] === 'monitor')
    return monitorCli(
      argv.slice(1),
      (db) =>
        openFor(
          {
            command: 'monitor',
            args: [],
            flags: new Set(),
            db,
            days: undefined,
            facts: undefined,
            file: undefined,
            leaseSeconds: undefined,
          },
          err,
          env,
        ),
      { out, err, env },
    );
  let parsed: Parsed;
  try {
    parsed = parse(argv);
    validate(parsed);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    await write(err, `newsletter-cli: ${error.message}\n\n${USAGE}\n`);
    return 2;
  }
  if (parsed.command === 'help') {
    await write(out, `${USAGE}\n`);
    return 0;
  }
  const store = await openFor(parsed, err, env);
  if (store === null) return 1;
  try {
    // Keyed and capped as the service is: a read applies queued sign-ups, queueing their mail through the gate.
    const log = { info: () => undefined, error: (_details: object, message: string) => void err.write(`${message}\n`) };
    store.mail.configure({ key: env.NEWSLETTER_SECRET?.trim() || undefined, caps: mailCapsFrom(env), log });
    return await runCommand(store, parsed, out, err, env);
  } finally {
    await store.close();
  }
}

// A throwaway PostgreSQL server for the tests and the benchmark: Debian's binaries, a cluster in a
// temporary directory, reached over a Unix socket in that directory only (no TCP port to collide
// with anything), removed on stop. Installs Debian's `postgresql` package when it is missing and this
// user can (root with apt-get), like tests/ensure-chromium.mjs does for the browser.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The socket's name carries a port number even without TCP; one from the project's test range. */
const SOCKET_PORT = 11_832;
/** initdb and postgres refuse to run as root; as root the cluster runs as this user. */
const UNPRIVILEGED_USER = 'nobody';

export interface Cluster {
  /** A connection URL for a database of this cluster. */
  url: (database: string) => string;
  /** Creates an empty database and resolves its URL. */
  createDatabase: (name: string) => Promise<string>;
  /** PostgreSQL's version string. */
  version: string;
  stop: () => void;
}

function binDir(): string | undefined {
  const fromEnv = process.env.NEWSLETTER_PG_BIN;
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], 'bin');
}

const isRoot = () => process.getuid?.() === 0;

function ensureBinaries(): string {
  const found = binDir();
  if (found) return found;
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      "PostgreSQL is not installed: install Debian's postgresql package (apt-get install postgresql) or set NEWSLETTER_PG_BIN to its bin directory.",
    );
  }
  console.log("postgres-cluster: PostgreSQL is missing; installing Debian's postgresql package...");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = binDir();
  if (!installed) throw new Error('postgres-cluster: the postgresql package installed no initdb under /usr/lib/postgresql');
  return installed;
}

/** Runs a PostgreSQL program, as the unprivileged user when we are root. */
function run(bin: string, program: string, args: string[]): void {
  const file = join(bin, program);
  if (isRoot()) execFileSync('runuser', ['-u', UNPRIVILEGED_USER, '--', file, ...args], { stdio: 'pipe' });
  else execFileSync(file, args, { stdio: 'pipe' });
}

export interface ClusterOptions {
  /** fsync off makes the tests faster; the benchmark keeps PostgreSQL's durable default. */
  durable?: boolean;
}

export async function startCluster(options: ClusterOptions = {}): Promise<Cluster> {
  const bin = ensureBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'newsletter-pg-'));
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', UNPRIVILEGED_USER], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const settings = [
    `-c listen_addresses=''`,
    `-k ${dir}`,
    `-p ${SOCKET_PORT}`,
    '-c max_connections=200',
    ...(options.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
  ];
  try {
    run(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-locale', '-E', 'UTF8', '--no-sync']);
    run(bin, 'pg_ctl', ['-D', data, '-o', settings.join(' '), '-l', join(dir, 'server.log'), '-w', '-t', '30', 'start']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const detail = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`postgres-cluster: could not start PostgreSQL: ${detail}`);
  }
  const url = (database: string) => `postgres://postgres@localhost:${SOCKET_PORT}/${database}?host=${encodeURIComponent(dir)}`;
  // A connection per administrative statement: one left open would keep the caller's process alive.
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const version = await admin(
    async (client) =>
      ((await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version ?? 'unknown').split(
        ' ',
      )[0] as string,
  );
  let stopped = false;
  return {
    url,
    version,
    createDatabase: async (name) => {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      return url(name);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

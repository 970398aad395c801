import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '../../platform/apps.ts';
import { portVariable } from '../../platform/environment.ts';
import { nginxRemoteLink } from './nginx';
import { sitePorts } from './ports';

const ROOT = path.resolve(import.meta.dirname, '../..');

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface RunningSite {
  url: string;
  /** The process that runs the site (the supervisor of `npm start`, or the nginx site's runner). */
  pid: number;
  stop: () => Promise<void>;
  /** Starts one remote's server (e.g. the one that was left out) with this site's ports. */
  startRemote: (remote: string) => Promise<() => Promise<void>>;
}

/**
 * Starts the built site with `npm start`'s script on its own ports, leaving out `skip` remotes;
 * `extraEnv` adds settings (a published remote manifest, for example). `root` is the checkout it
 * prerenders and serves: this one, or a copy (support/checkout-copy.ts) a test changes and builds.
 */
export async function startSite(
  basePort: number,
  skip: string[] = [],
  extraEnv: Record<string, string> = {},
  root: string = ROOT,
): Promise<RunningSite> {
  const env = { ...process.env, ...sitePorts(basePort), SKIP_REMOTES: skip.join(','), ...extraEnv };
  execFileSync('node', ['--import', 'tsx', 'tooling/prerender/index.ts'], { cwd: root, env, stdio: 'ignore' });
  const site = spawn('node', ['server/dist/start.js'], { cwd: root, env, stdio: 'ignore' });
  const url = `http://localhost:${basePort}`;
  try {
    await waitFor(`${url}/remotes.json`, 60_000);
    // Every remote that runs, through the shell's /_remotes/ path: the servers start side by side.
    for (const remote of REMOTE_NAMES.filter((name) => !skip.includes(name))) {
      await waitFor(`${url}/_remotes/${remote}/mf-manifest.json`, 30_000);
    }
  } catch (error) {
    // A site that did not come up in time is stopped, not left running for the next test to trip on.
    await stop(site);
    throw error;
  }
  return {
    url,
    pid: site.pid ?? 0,
    stop: () => stop(site),
    startRemote: async (remote) => {
      const server = spawn('node', ['server/dist/main.js', remote], { cwd: root, env, stdio: 'ignore' });
      const port = sitePorts(basePort)[portVariable(remote as RemoteName)];
      await waitFor(`http://localhost:${port}/mf-manifest.json`, 30_000);
      return () => stop(server);
    },
  };
}

/**
 * The built site behind nginx on `port` (support/nginx-site.ts), with the `skip` remotes' folders
 * missing; startRemote puts one in place, as a deploy of it would.
 */
export async function startNginxSite(port: number, skip: string[] = []): Promise<RunningSite> {
  // Run by this process's own node (not through the tsx command), so the site sees this process as
  // its parent and stops if it goes away without stopping it (a hook that timed out).
  const site = spawn(process.execPath, ['--import', 'tsx', 'support/nginx-site.ts', String(port), '--down', skip.join(',')], {
    cwd: path.join(ROOT, 'tests'),
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`${url}/remotes.json`, 60_000);
  } catch (error) {
    await stop(site);
    throw error;
  }
  return {
    url,
    pid: site.pid ?? 0,
    stop: () => stop(site),
    startRemote: async (remote) => {
      const { link, target } = nginxRemoteLink(port, remote);
      symlinkSync(target, link);
      await waitFor(`${url}/_remotes/${remote}/mf-manifest.json`, 5_000);
      return async () => rmSync(link, { force: true });
    },
  };
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { REMOTE_ISLANDS, unreachable } from '../../support/remote-islands';
import { REMOTE_NAMES } from '../../../platform/apps.ts';
import { TEST_PORT_BASE, sitePorts } from '../../support/ports';

// `npm start`'s supervisor, with a server killed outright (kill -9) the way a crash or the kernel's
// OOM killer would end it.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BASE = TEST_PORT_BASE + 250;
const SITE = `http://localhost:${BASE}`;

let site: ChildProcess;
let output = '';
/** The supervisor's output without colour codes (its prefixes are coloured when colours are forced). */
const logLines = () => output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');

/** The pid of the remote's server now running, from its start-up line (pino writes the pid). */
function serverPid(remote: string): number {
  const lines = logLines().filter((line) => line.startsWith(`[${remote}]`) && line.includes(`${remote} remote serving`));
  const pid = Number(/"pid":(\d+)/.exec(lines.at(-1) ?? '')?.[1]);
  if (!pid) throw new Error(`no start-up line of the ${remote} server yet:\n${logLines().join('\n')}`);
  return pid;
}

const startups = (remote: string) => logLines().filter((line) => line.startsWith(`[${remote}]`) && line.includes('remote serving')).length;

async function answers(url: string): Promise<boolean> {
  return (await fetch(url).catch(() => null))?.ok ?? false;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const env = { ...process.env, ...sitePorts(BASE) };
  execFileSync('node', ['--import', 'tsx', 'tooling/prerender/index.ts'], { cwd: ROOT, env, stdio: 'ignore' });
  site = spawn('node', ['server/dist/start.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  site.stdout?.on('data', (chunk) => (output += chunk));
  site.stderr?.on('data', (chunk) => (output += chunk));
  for (const remote of REMOTE_NAMES) {
    await expect.poll(() => answers(`${SITE}/_remotes/${remote}/mf-manifest.json`), { timeout: 60_000 }).toBe(true);
  }
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    site.kill('SIGCONT');
    await new Promise((resolve) => {
      site.once('exit', resolve);
      site.kill('SIGTERM');
    });
  }
});

test('a remote server killed with kill -9 is started again and answers within 5 s; the others never stop', async () => {
  const before = { tools: serverPid('tools'), guide: serverPid('guide') };
  const killed = serverPid('blog');
  const started = Date.now();
  process.kill(killed, 'SIGKILL');
  await expect.poll(() => answers(`${SITE}/_remotes/blog/mf-manifest.json`), { timeout: 5_000, intervals: [100] }).toBe(true);
  test.info().annotations.push({ type: 'recovery', description: `blog answered again after ${Date.now() - started} ms` });
  expect(serverPid('blog')).not.toBe(killed);
  expect({ tools: serverPid('tools'), guide: serverPid('guide') }, 'the other servers kept running').toEqual(before);
  expect(startups('tools')).toBe(1);
});

test("while a remote's server is down, its pages are served, its island shows the notice, and Retry brings it back once it is up", async ({
  page,
  allowConsoleErrors,
}) => {
  // The site's one error for the region, and the browser's own lines about the files the shell
  // could not fetch from the remote (its answer, 502 in plain text, is no script or stylesheet).
  allowConsoleErrors(/Remote "blog"/, /Failed to load resource/, /^Refused to (apply style|execute script) from '.*\/_remotes\/blog\//);
  // Pausing the supervisor holds the outage open for as long as the browser needs to see it (a
  // restart takes about a second); the other servers are separate processes and keep serving.
  process.kill(site.pid!, 'SIGSTOP');
  let paused = true;
  try {
    process.kill(serverPid('blog'), 'SIGKILL');
    await expect.poll(() => answers(`${SITE}/_remotes/blog/mf-manifest.json`)).toBe(false);

    const response = await page.goto(`${SITE}/blog`);
    expect(response?.status(), 'the page itself is served').toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(REMOTE_ISLANDS.blog.h1);
    await REMOTE_ISLANDS.blog.act(page);
    const fallback = unreachable(page, 'The blog');
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('banner')).toBeVisible();

    // Another remote's pages, and the shell's own, keep working.
    await page.goto(`${SITE}/tools`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explore the AI Tool Universe');
    await page.goto(`${SITE}/privacy`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy');

    await page.goto(`${SITE}/blog`);
    await REMOTE_ISLANDS.blog.act(page);
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    process.kill(site.pid!, 'SIGCONT');
    paused = false;
    const resumed = Date.now();
    await expect.poll(() => answers(`${SITE}/_remotes/blog/mf-manifest.json`), { timeout: 5_000, intervals: [100] }).toBe(true);
    test
      .info()
      .annotations.push({ type: 'recovery', description: `blog answered ${Date.now() - resumed} ms after the supervisor resumed` });
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(fallback).toBeHidden({ timeout: 15_000 });
    await REMOTE_ISLANDS.blog.act(page);
    await REMOTE_ISLANDS.blog.worked(page);
  } finally {
    if (paused) process.kill(site.pid!, 'SIGCONT');
  }
});

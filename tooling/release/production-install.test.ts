// Serving needs no build tool: a clean copy of the checkout (its tracked files and the build's
// outputs, no node_modules) takes `npm install --omit=dev` and `npm run serve`, and serves the site,
// a remote through the shell and a newsletter sign-up, with no tsx, webpack or TypeScript compiler
// among what it installed for itself. Part of `npm run test:tooling`, after the build; about 90 s
// here, most of it better-sqlite3 compiling from source.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '../../platform/apps.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What `npm run build` writes that serving reads. */
const BUILD_OUTPUTS = ['server/dist', 'service/dist', 'prerendered', ...Object.values(APPS).map((app) => `${app.dir}/dist`)];
const built = BUILD_OUTPUTS.every((dir) => existsSync(path.join(ROOT, dir)));
const PORT = 4810;

async function answers(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

test(
  'a build serves after npm install --omit=dev in a clean copy',
  { skip: !built && 'run npm run build first', timeout: 600_000 },
  async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'toolverse-production-'));
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of tracked) {
      if (!existsSync(path.join(ROOT, file))) continue;
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      cpSync(path.join(ROOT, file), path.join(dir, file));
    }
    for (const output of BUILD_OUTPUTS) cpSync(path.join(ROOT, output), path.join(dir, output), { recursive: true });
    let site: ReturnType<typeof spawn> | undefined;
    try {
      // What npm says goes into the failure's message, should the install fail.
      execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
      for (const tool of ['tsx', 'webpack', 'esbuild', '@swc/core', 'jest', 'playwright-core'])
        assert.ok(!existsSync(path.join(dir, 'node_modules', tool)), `${tool} was installed without devDependencies`);

      const ports = {
        PORT,
        BLOG_PORT: PORT + 1,
        TOOLS_PORT: PORT + 2,
        QUIZZES_PORT: PORT + 3,
        GUIDE_PORT: PORT + 4,
        NEWSLETTER_PORT: PORT + 5,
      };
      site = spawn('npm', ['run', 'serve'], {
        cwd: dir,
        env: { ...process.env, ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])) },
        stdio: 'ignore',
        detached: true,
      });
      const deadline = Date.now() + 30_000;
      const home = await answers(`http://localhost:${PORT}/`, deadline);
      assert.equal(home.status, 200);
      assert.match(await home.text(), /<h1[^>]*>/);
      assert.equal((await answers(`http://localhost:${PORT}/_remotes/tools/mf-manifest.json`, deadline)).status, 200);
      const signUp = await answers(`http://localhost:${ports.NEWSLETTER_PORT}/health`, deadline).then(() =>
        fetch(`http://localhost:${ports.NEWSLETTER_PORT}/wp/wp-json/custom/v1/insert-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: `http://localhost:${PORT}` },
          body: JSON.stringify({ email: 'omit-dev@example.com' }),
        }),
      );
      assert.equal(signUp.status, 200, await signUp.text());
    } finally {
      if (site?.pid !== undefined) {
        process.kill(-site.pid, 'SIGTERM');
        await once(site, 'exit');
      }
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

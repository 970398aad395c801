import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIR = '.runtime/prerender-one-remote';

function prerender(...args: string[]) {
  execFileSync('node', ['--import', 'tsx', 'tooling/prerender/index.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, PRERENDER_DIR: DIR },
    stdio: 'pipe',
  });
}

const mtime = (file: string) => statSync(path.join(ROOT, DIR, file)).mtimeMs;

test("a remote's team regenerates only its own pages, without the shell being rebuilt", async () => {
  // Two prerenders of every page (brotli at its best): a minute on a busy 2-core machine.
  test.setTimeout(120_000);
  prerender();
  const before = { guide: mtime('guide/index.html'), blog: mtime('blog/index.html'), home: mtime('index.html') };
  await new Promise((resolve) => setTimeout(resolve, 20));
  prerender('--remote', 'guide');
  expect(mtime('guide/index.html')).toBeGreaterThan(before.guide);
  expect(mtime('blog/index.html')).toBe(before.blog);
  expect(mtime('index.html')).toBe(before.home);
  const routes = JSON.parse(readFileSync(path.join(ROOT, DIR, 'routes.json'), 'utf8')) as { pages: Record<string, string> };
  expect(Object.keys(routes.pages)).toEqual(expect.arrayContaining(['/', '/blog', '/guide', '/blog/ai-tool-quit-job']));
});

test('prerendering names what is wrong: an unknown remote, a bad SITE_URL', () => {
  expect(() => prerender('--remote', 'shop')).toThrow(/--remote must be one of blog, tools, quizzes, guide, got "shop"/);
  expect(() =>
    execFileSync('node', ['--import', 'tsx', 'tooling/prerender/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, PRERENDER_DIR: DIR, SITE_URL: 'toolverse.example/blog' },
      stdio: 'pipe',
    }),
  ).toThrow(/SITE_URL must be an absolute http\(s\) URL, got "toolverse.example\/blog"/);
});

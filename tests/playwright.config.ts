import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { MAIN_SITE_PORT, NGINX_SITE_PORT, sitePorts } from './support/ports';

// The whole site (shell + four remotes, production builds) started by the same script as
// `npm start`, which runs every server under concurrently, after prerendering its pages for the
// test ports; and the same build behind nginx, with the configuration the build generates. The
// "e2e" project runs every test against the first; the "nginx" project runs the HTML-first checks,
// navigation across all remotes, a remote that is down, and nginx's own behaviour against the
// second. Tests that need a remote down start their own site on other ports (support/site.ts).
export default defineConfig({
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // Baselines are made with this machine's Chromium and fonts: no animation, no caret, and no
    // pixel may differ beyond anti-aliasing noise.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  // One file per shot, named by the test, the same on every platform (the Chromium is Debian's).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  projects: [
    { name: 'e2e', testDir: './e2e', testIgnore: /nginx\.spec\.ts$/, use: { baseURL: `http://localhost:${MAIN_SITE_PORT}` } },
    {
      name: 'nginx',
      testDir: './e2e',
      testMatch: /(html-first|navigation|remote-down|nginx|next-page)\.spec\.ts$/,
      use: { baseURL: `http://localhost:${NGINX_SITE_PORT}` },
    },
    // Screenshots of each kind of page against committed baselines (`npm run test:visual`).
    { name: 'visual', testDir: './visual', use: { baseURL: `http://localhost:${MAIN_SITE_PORT}`, reducedMotion: 'reduce' } },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx tooling/prerender/index.ts && node server/dist/start.js',
      cwd: '..',
      url: `http://localhost:${MAIN_SITE_PORT}/remotes.json`,
      env: sitePorts(MAIN_SITE_PORT),
      reuseExistingServer: false,
      // The prerender (every page, brotli at its best: some 240 with each tool's alternatives), then
      // six servers; on a machine shared with other builds that can take minutes.
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `../node_modules/.bin/tsx support/nginx-site.ts ${NGINX_SITE_PORT}`,
      url: `http://localhost:${NGINX_SITE_PORT}/remotes.json`,
      reuseExistingServer: false,
      // Its own prerender (for its origin) runs beside the one above.
      timeout: 300_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});

import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium.mjs';
import { MAIN_SITE_PORT, sitePorts } from './support/ports';

// The whole site (shell + four remotes, production builds) started by the same script as
// `npm start`, which runs every server under concurrently, after prerendering its pages for the
// test ports. Tests that need a remote down start their own site on other ports (support/site.ts).
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
    { name: 'e2e', testDir: './e2e' },
    // Screenshots of each kind of page against committed baselines (`npm run test:visual`).
    { name: 'visual', testDir: './visual', use: { reducedMotion: 'reduce' } },
  ],
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${MAIN_SITE_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node tooling/prerender.mjs && node tooling/start.mjs',
    cwd: '..',
    url: `http://localhost:${MAIN_SITE_PORT}/remotes.json`,
    env: sitePorts(MAIN_SITE_PORT),
    reuseExistingServer: false,
    // The prerender (every page, brotli at its best) and six servers compiled by tsx at start.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

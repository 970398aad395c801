import path from 'node:path';
import { REMOTE_NAMES } from '../../platform/apps.ts';
import { portVariable } from '../../platform/environment.ts';

/**
 * Ports of a site started for the tests: the shell on `base`, the registry's remotes on base+1,
 * base+2, ... in its order (BLOG_PORT, TOOLS_PORT, ...), the service after them.
 */
export interface SitePorts {
  PORT: string;
  NEWSLETTER_PORT: string;
  NEWSLETTER_DB: string;
  NEWSLETTER_RATE_LIMIT: string;
  NEWSLETTER_WATCH_COLLECT_SECONDS: string;
  PRERENDER_DIR: string;
  SITE_URL: string;
  /** BLOG_PORT, TOOLS_PORT, ...: one per remote of the registry. */
  [remotePort: string]: string;
}

export function sitePorts(base: number): SitePorts {
  return {
    PORT: String(base),
    ...Object.fromEntries(REMOTE_NAMES.map((remote, index) => [portVariable(remote), String(base + 1 + index)])),
    // The site's own service, on a database of this test site, without a rate limit
    // (every test signs up from 127.0.0.1). Most tests answer the call themselves.
    NEWSLETTER_PORT: String(base + 1 + REMOTE_NAMES.length),
    // Absolute: the service and the tests' own CLI calls resolve a relative one each from where npm was started.
    NEWSLETTER_DB: path.resolve(import.meta.dirname, `../../.runtime/newsletter-${base}.sqlite`),
    NEWSLETTER_RATE_LIMIT: '0',
    // A watch's confirmation mail collects the tools asked for within a second, not two minutes.
    NEWSLETTER_WATCH_COLLECT_SECONDS: '1',
    // Each test site has its own prerendered pages, linking to its own remotes' ports.
    PRERENDER_DIR: `.runtime/site-${base}`,
    SITE_URL: `http://localhost:${base}`,
  };
}

/**
 * Where the test sites live: the main site on TEST_PORT_BASE (default 4000), the sites that tests
 * start themselves at fixed offsets above it. Two checkouts can run their tests at once on one
 * machine with different bases.
 */
export const TEST_PORT_BASE = Number(process.env.TEST_PORT_BASE ?? 4000);
if (!Number.isInteger(TEST_PORT_BASE) || TEST_PORT_BASE < 1024 || TEST_PORT_BASE > 60_000) {
  throw new Error(`TEST_PORT_BASE must be a port number from 1024 to 60000, got "${process.env.TEST_PORT_BASE}"`);
}
export const MAIN_SITE_PORT = TEST_PORT_BASE;

/** The same build behind nginx (support/nginx-site.ts), for the checks that run against both servers. */
export const NGINX_SITE_PORT = TEST_PORT_BASE + 50;

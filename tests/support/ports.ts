/** Ports of a site started for the tests: the shell on `base`, the remotes on base+1 .. base+4. */
export function sitePorts(base: number) {
  return {
    PORT: String(base),
    BLOG_PORT: String(base + 1),
    TOOLS_PORT: String(base + 2),
    QUIZZES_PORT: String(base + 3),
    GUIDE_PORT: String(base + 4),
    // The site's own newsletter service, on a database of this test site, without a rate limit
    // (every test signs up from 127.0.0.1). Most tests answer the call themselves.
    NEWSLETTER_PORT: String(base + 5),
    NEWSLETTER_DB: `.runtime/newsletter-${base}.sqlite`,
    NEWSLETTER_RATE_LIMIT: '0',
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

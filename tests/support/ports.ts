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

export const MAIN_SITE_PORT = 4000;

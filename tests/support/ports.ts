/** Ports of a site started for the tests: the shell on `base`, the remotes on base+1 .. base+4. */
export function sitePorts(base: number) {
  return {
    PORT: String(base),
    BLOG_PORT: String(base + 1),
    TOOLS_PORT: String(base + 2),
    QUIZZES_PORT: String(base + 3),
    GUIDE_PORT: String(base + 4),
    // Nothing listens here: the tests answer the newsletter call themselves.
    NEWSLETTER_HOST: `http://localhost:${base + 5}`,
    // Each test site has its own prerendered pages, linking to its own remotes' ports.
    PRERENDER_DIR: `.runtime/site-${base}`,
    SITE_URL: `http://localhost:${base}`,
  };
}

export const MAIN_SITE_PORT = 4000;

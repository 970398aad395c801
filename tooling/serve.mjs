// Serves one built app (`node tooling/serve.mjs shell|blog|tools|quizzes|guide`) the way a static
// host would: hashed files cached for a year, HTML, manifests and remote entries revalidated.
// The shell also answers its run-time configuration (/remotes.json, /site-config.json).
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { APPS, resolvePorts } from './apps.mjs';
import { RELEASE_ID, releasesDir } from './deploy.mjs';
import { localRuntimeConfig } from './runtime-config.mjs';
import { PRERENDER_DIR, ROUTES_FILE, fileForUrl } from './prerender.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A content-hashed file name: its bytes never change, so it may be cached for good. */
export const HASHED = /\.[0-9a-f]{8}\.(js|css|png|svg|webp|avif|jpg)$/;

function fail(message) {
  console.error(`serve: ${message}`);
  process.exit(1);
}

/**
 * A JSON file, read again whenever it changes (its modification time or size), so a publish or a
 * prerender takes effect without a restart. If it turns unreadable, its last good content stays in
 * force and the problem is reported once; if it never could be read, the first call throws.
 */
function watchedJson(file, label) {
  let stamp;
  let value;
  let loaded = false;
  return () => {
    let next = 'missing';
    try {
      const stat = statSync(file);
      next = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // Read below, which reports it.
    }
    if (next === stamp) return value;
    stamp = next;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
      loaded = true;
    } catch (error) {
      if (!loaded) throw new Error(`${label} could not be read as JSON: ${error.message}`);
      console.error(`serve: ${label} could not be read (${error.message}); keeping the last good version`);
    }
    return value;
  };
}

/**
 * Runtime config: from files named by REMOTES_FILE / SITE_CONFIG_FILE (publishing a remote rewrites
 * remotes.json; the next page load uses it), else the local defaults.
 */
function runtimeConfigSource() {
  const defaults = localRuntimeConfig();
  const readers = [
    ['/remotes.json', 'REMOTES_FILE'],
    ['/site-config.json', 'SITE_CONFIG_FILE'],
  ]
    .filter(([, envName]) => process.env[envName])
    .map(([url, envName]) => [url, watchedJson(process.env[envName], `${envName}=${process.env[envName]}`)]);
  const current = () => ({ ...defaults, ...Object.fromEntries(readers.map(([url, read]) => [url, read()])) });
  try {
    current();
  } catch (error) {
    fail(error.message);
  }
  return current;
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The shell's Content-Security-Policy: scripts and styles only from the site and the remote origins
 * in the manifest in force; no eval, no inline script (the pages have none: JSON-LD is data, not
 * script); inline style attributes only (the prerendered HTML carries a few, e.g. a progress bar's
 * width); connections to the remotes and the newsletter host; images from the site and data: URLs
 * (the cover art); no framing.
 */
export function contentSecurityPolicy(config) {
  const remotes = [...new Set(Object.values(config['/remotes.json']?.remotes ?? {}).map((remote) => originOf(remote.entry)).filter(Boolean))];
  const newsletter = originOf(config['/site-config.json']?.newsletter?.host ?? '');
  const sources = (...extra) => ["'self'", ...extra].join(' ');
  return [
    "default-src 'self'",
    `script-src ${sources(...remotes)}`,
    `style-src ${sources(...remotes)}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${sources(...remotes, ...(newsletter ? [newsletter] : []))}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sent with every answer of every server. */
export const COMMON_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

/**
 * The shell's pages: prerendered HTML by URL (tooling/prerender.mjs), permanent redirects for alias
 * URLs, and the not-found page with HTTP 404 for anything else that is not a file.
 */
function loadPrerendered() {
  const file = path.join(PRERENDER_DIR, ROUTES_FILE);
  if (!existsSync(file)) fail(`${path.relative(ROOT, file)} is missing: run "npm run build" (it prerenders every page)`);
  const read = (name) => readFileSync(path.join(PRERENDER_DIR, name));
  // A prerender of one remote rewrites routes.json (its pages may come or go).
  const routes = watchedJson(file, path.relative(ROOT, file));
  let knownFor;
  let known;
  const knownPages = () => {
    const current = routes();
    if (knownFor !== current) {
      knownFor = current;
      known = new Set(Object.values(current.pages));
    }
    return known;
  };
  try {
    knownPages();
  } catch (error) {
    fail(error.message);
  }
  return {
    get redirects() {
      return routes().redirects;
    },
    /** The HTML for a URL: its exact page (query included), else the page of its path. */
    page(url) {
      const pages = knownPages();
      const exact = fileForUrl(url);
      const plain = fileForUrl(new URL(url, 'http://site').pathname);
      const name = pages.has(exact) ? exact : pages.has(plain) ? plain : null;
      return name ? read(name) : null;
    },
    notFound: () => read(routes().notFound),
    extras: new Map(['/sitemap.xml', '/robots.txt', '/rss.xml'].map((name) => [name, name.slice(1)])),
  };
}

const EXTRA_TYPES = { '/sitemap.xml': 'application/xml', '/robots.txt': 'text/plain', '/rss.xml': 'application/rss+xml' };

/** The security headers of every HTML answer, on top of COMMON_HEADERS. */
export function htmlSecurityHeaders(config) {
  return { 'Content-Security-Policy': contentSecurityPolicy(config), 'X-Frame-Options': 'DENY' };
}

/** A remote's files may be used by a page of another origin (the site, when the remote has its own host). */
export const REMOTE_CORS_HEADERS = { 'Access-Control-Allow-Origin': '*' };

function sendHtml(res, status, body, security) {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...security,
  });
  res.end(body);
}

export function cacheControlFor(pathname) {
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function main() {
  const app = process.argv[2];
  const spec = APPS[app];
  if (!spec) fail(`usage: node tooling/serve.mjs <${Object.keys(APPS).join('|')}>`);
  let ports;
  try {
    ports = resolvePorts();
  } catch (error) {
    fail(error.message);
  }
  const dist = path.join(ROOT, spec.dir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) fail(`${spec.dir}/dist is missing: run "npm run build" first`);

  const isShell = app === 'shell';
  const currentConfig = isShell ? runtimeConfigSource() : () => ({});
  const site = isShell ? loadPrerendered() : null;
  const statics = sirv(dist, {
    dev: false,
    etag: true,
    // The prerendered pages answer for HTML; shell/dist/index.html is only their template.
    ignores: isShell ? ['/index.html'] : [],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      if (!isShell) for (const [name, value] of Object.entries(REMOTE_CORS_HEADERS)) res.setHeader(name, value);
    },
  });

  // A remote's published versions (tooling/publish.mjs), each under /releases/<id>/, kept for pages
  // that were opened before a switch.
  const releases = isShell
    ? null
    : sirv(releasesDir(app), {
        dev: true,
        etag: true,
        setHeaders(res, pathname) {
          res.setHeader('Cache-Control', cacheControlFor(pathname));
          for (const [name, value] of Object.entries(REMOTE_CORS_HEADERS)) res.setHeader(name, value);
        },
      });

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    // Several leading slashes would read as a host name ('//x' is a URL of host x): fold them first.
    req.url = (req.url ?? '/').replace(/^\/{2,}/, '/');
    const { pathname } = new URL(req.url, 'http://localhost');
    const config = currentConfig();
    const security = isShell ? htmlSecurityHeaders(config) : {};
    if (releases && pathname.startsWith('/releases/')) {
      const notFound = () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end('Not found');
      };
      // /releases/<id>/<file> is the browser build of that release, <id>/dist/<file> on disk, and
      // nothing else: not its Node build, not another folder.
      const [, id = '', file = ''] = /^\/releases\/([^/]+)\/(.+)$/.exec(pathname) ?? [];
      let decoded = '';
      try {
        decoded = decodeURIComponent(file);
      } catch {
        return notFound();
      }
      if (!RELEASE_ID.test(id) || decoded.split(/[\\/]/).includes('..')) return notFound();
      req.url = `/${id}/dist/${file}`;
      return releases(req, res, notFound);
    }
    if (isShell && config[pathname]) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(config[pathname]));
      return;
    }
    if (site) {
      if (pathname.length > 1 && pathname.endsWith('/')) {
        // Always a path on this site: one leading slash, whatever the request held.
        res.writeHead(308, { Location: `/${pathname.replace(/^\/+|\/+$/g, '')}${new URL(req.url, 'http://site').search}` });
        res.end();
        return;
      }
      const target = site.redirects[pathname];
      if (target) {
        res.writeHead(301, { Location: target, 'Cache-Control': 'no-cache' });
        res.end();
        return;
      }
      if (site.extras.has(pathname)) {
        res.writeHead(200, { 'Content-Type': `${EXTRA_TYPES[pathname]}; charset=utf-8`, 'Cache-Control': 'no-cache' });
        res.end(readFileSync(path.join(PRERENDER_DIR, site.extras.get(pathname))));
        return;
      }
      const html = site.page(req.url ?? '/');
      if (html) return sendHtml(res, 200, html, security);
    }
    if (!isShell && req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD' });
      res.end();
      return;
    }
    statics(req, res, () => {
      if (site) return sendHtml(res, 404, site.notFound(), security);
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end('Not found');
    });
  });

  const port = ports[app];
  server.listen(port, () => {
    if (isShell) console.log(`Toolverse is running at http://localhost:${port}`);
    else console.log(`${app} remote serving ${spec.dir}/dist at http://localhost:${port}`);
  });
  // Static files have no work in flight worth waiting for; kept-alive browser connections would
  // otherwise hold the server open.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] === import.meta.filename) main();

// Writes the HTML of every page of the site, rendered at build time by the same components the
// browser runs: the shell's Node build renders each URL with each remote's Node build in place.
//
//   node tooling/prerender.mjs                 every page, sitemap.xml, robots.txt, rss.xml
//   node tooling/prerender.mjs --remote blog   only the blog's pages (after the blog team published
//                                              a new build; the shell is not rebuilt)
//
// SITE_URL sets the public origin used in canonical links (default http://localhost:$PORT).
// The remote manifest in force (REMOTES_FILE, else the local one) says where each remote's
// stylesheets and scripts are served, for the <link>s written into each page.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES, localRemoteManifest, resolvePorts, siteOrigin } from './apps.mjs';
import { buildDirsFor } from './deploy.mjs';
import { writeLogo, writeSocialImages } from './social-images.mjs';
import { writeWithVariants } from './precompress.mjs';
import { writeAtomically } from './write-atomically.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
export const PRERENDER_DIR = path.resolve(ROOT, process.env.PRERENDER_DIR ?? 'prerendered');
export const ROUTES_FILE = 'routes.json';
/** Where the newsletter mails' links land: pages for one reader, kept out of the sitemap (and noindex). */
const NEWSLETTER_PAGES = ['/newsletter/confirmed', '/newsletter/unsubscribed', '/newsletter/link-expired', '/newsletter/link-invalid'];
const SHELL_PAGES = ['/', '/about', '/privacy', '/terms', ...NEWSLETTER_PAGES];
/** Any path the site does not have; its render is the not-found page served with HTTP 404. */
const NOT_FOUND_PROBE = '/__toolverse-not-found__';

class PrerenderError extends Error {}

function fail(message) {
  throw new PrerenderError(message);
}

function readJson(file, what) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${what} could not be read (${path.relative(ROOT, file)}): ${error.message}`);
  }
}

function requireBuild(dir, what, distServer = path.join(ROOT, dir, 'dist-server')) {
  const file = path.join(distServer, 'server.cjs');
  if (!existsSync(file)) fail(`${what}: ${path.relative(ROOT, file)} is missing; run "npm run build -w ${dir}" first`);
  return require(file);
}

/** The builds behind the remote's entry in the manifest in force: a published release, or the workspace's. */
function remoteBuild(remote, manifest) {
  try {
    return buildDirsFor(remote, manifest.remotes?.[remote]?.entry ?? '');
  } catch (error) {
    fail(error.message);
  }
}

function siteUrlFromEnv(ports) {
  try {
    return siteOrigin(process.env, ports);
  } catch (error) {
    fail(error.message);
  }
}

function remoteManifest(siteUrl) {
  const file = process.env.REMOTES_FILE;
  return file ? readJson(file, 'REMOTES_FILE') : localRemoteManifest(siteUrl);
}

/** The <link>s that make a remote's region styled and its scripts early: from its mf-manifest.json. */
function remoteHeadLinks(remote, module, entryUrl, { preloadScripts = true } = {}) {
  const { dist } = buildDirsFor(remote, entryUrl);
  const manifest = readJson(path.join(dist, 'mf-manifest.json'), `the ${remote} remote's mf-manifest.json`);
  const exposed = manifest.exposes?.find((expose) => expose.path === module);
  if (!exposed) fail(`the ${remote} remote's mf-manifest.json does not expose ${module}`);
  const base = new URL('.', entryUrl).href;
  const href = (file) => new URL(file, base).href;
  const styles = [...new Set([...exposed.assets.css.sync, ...exposed.assets.css.async])].map((file) => `<link rel="stylesheet" href="${href(file)}">`);
  // A widget that loads when it nears the viewport gets its stylesheet (its HTML is on the page)
  // but no script preloads: they would count against the page's first load.
  const scripts = (preloadScripts ? [manifest.metaData.remoteEntry.name, ...exposed.assets.js.sync] : []).map(
    (file) => `<link rel="preload" as="script" href="${href(file)}">`,
  );
  return [...styles, ...scripts].join('');
}

/** /blog?category=Tool%20Battles -> blog/index.category%3DTool%2BBattles.html */
export function fileForUrl(url) {
  const { pathname, search } = new URL(url, 'http://site');
  const query = new URLSearchParams(search).toString();
  const dir = pathname.replace(/^\/+|\/+$/g, '');
  const name = query ? `index.${encodeURIComponent(query)}.html` : 'index.html';
  return dir ? `${dir}/${name}` : name;
}

function escapeXml(text) {
  return text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]);
}

function sitemap(siteUrl, urls) {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(siteUrl + url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

function rss(siteUrl, content) {
  const { categoryById, SITE_NAME, paths } = content;
  const ARTICLES = readJson(path.join(ROOT, 'shared-content/src/generated/article-index.json'), 'the article catalogue').articles;
  const descriptions = readJson(path.join(ROOT, 'shared-content/src/generated/article-descriptions.json'), 'the article descriptions');
  const items = [...ARTICLES]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((article) => {
      const link = siteUrl + paths.blog.article(article.slug);
      const category = categoryById(article.category)?.title ?? article.category;
      return [
        '    <item>',
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(descriptions[article.slug] ?? '')}</description>`,
        `      <category>${escapeXml(category)}</category>`,
        `      <pubDate>${new Date(`${article.date}T00:00:00Z`).toUTCString()}</pubDate>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${SITE_NAME}</title>`,
    `    <link>${siteUrl}/</link>`,
    `    <atom:link href="${siteUrl}/rss.xml" rel="self" type="application/rss+xml"/>`,
    `    <description>Honest guides to the AI tools that help creators, freelancers and marketers.</description>`,
    '    <language>en</language>',
    items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function page(template, siteUrl, rendered, headLinks) {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    fail('shell/dist/index.html has no <div id="root"></div> or </head> to fill');
  }
  return template
    .replace('<html lang="en">', `<html lang="en" data-site-url="${siteUrl}"${rendered.status === 200 ? '' : ` data-status="${rendered.status}"`}>`)
    .replace('</head>', `${rendered.head}${headLinks}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`);
}

export async function prerender({ only } = {}) {
  if (only && !REMOTES.includes(only)) fail(`--remote must be one of ${REMOTES.join(', ')}, got "${only}"`);
  const ports = resolvePorts();
  const siteUrl = siteUrlFromEnv(ports);
  const manifest = remoteManifest(siteUrl);
  const shell = requireBuild('shell', 'the shell');
  const content = require('@toolverse/shared-content');
  const template = readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');

  const remotes = {};
  const owners = new Map(SHELL_PAGES.map((url) => [url, null]));
  let redirects = {};
  for (const remote of REMOTES) {
    const { server } = requireBuild(APPS[remote].dir, `the ${remote} remote`, remoteBuild(remote, manifest).distServer);
    if (!server || !Array.isArray(server.routes) || !Array.isArray(server.pages)) {
      fail(`${APPS[remote].dir}/dist-server/server.cjs must export server = { routes, pages, redirects? }`);
    }
    remotes[remote] = server;
    for (const url of server.pages) {
      if (content.remoteForPath(new URL(url, 'http://site').pathname) !== remote) fail(`the ${remote} remote lists ${url}, outside its base path`);
      owners.set(url, remote);
    }
    redirects = { ...redirects, ...server.redirects };
  }

  const routesFile = path.join(PRERENDER_DIR, ROUTES_FILE);
  // Regenerating one remote: its pages are listed afresh (a page the release dropped goes), the
  // rest stay as they were.
  const previousPages = only && existsSync(routesFile) ? readJson(routesFile, ROUTES_FILE).pages : {};
  const previous = Object.fromEntries(Object.entries(previousPages).filter(([url]) => content.remoteForPath(new URL(url, 'http://site').pathname) !== only));
  if (!only) rmSync(PRERENDER_DIR, { recursive: true, force: true });
  mkdirSync(PRERENDER_DIR, { recursive: true });

  const written = {};
  /** Each written page's social preview, drawn once every page has rendered. */
  const cards = new Map();
  const addCard = (url, rendered) => {
    if (!rendered.social) fail(`${url} declared no page metadata (<PageMeta>), so it has no social preview`);
    cards.set(rendered.social.image, rendered.social);
  };
  /** The remote modules a page shows: its remote's routes, or on the home page the widgets. */
  const modulesOf = (url, owner) =>
    owner ? [[owner, './routes', true]] : url === '/' ? content.HOME_WIDGETS.map((w) => [w.remote, w.module, w.load === 'eager']) : [];
  const render = async (url, owner) => {
    const links = modulesOf(url, owner)
      .map(([remote, module, eager]) => remoteHeadLinks(remote, module, manifest.remotes[remote].entry, { preloadScripts: eager }))
      .join('');
    const rendered = await shell.renderPage(url, remotes, siteUrl);
    return { rendered, html: page(template, siteUrl, rendered, links) };
  };

  for (const [url, owner] of owners) {
    // The home page shows widgets of the blog and the quizzes, so it is regenerated with their pages too.
    const affected = owner === only || (url === '/' && content.HOME_WIDGETS.some((widget) => widget.remote === only));
    if (only && !affected) continue;
    const { rendered, html } = await render(url, owner);
    if (rendered.status !== 200) fail(`${url} rendered with status ${rendered.status}; every listed page must exist`);
    const file = fileForUrl(url);
    writeWithVariants(path.join(PRERENDER_DIR, file), html);
    written[url] = file;
    addCard(url, rendered);
  }

  if (!only) {
    const notFound = await render(NOT_FOUND_PROBE, null);
    if (notFound.rendered.status !== 404) fail(`an unknown path rendered with status ${notFound.rendered.status}, not 404`);
    writeWithVariants(path.join(PRERENDER_DIR, '404.html'), notFound.html);
    addCard(NOT_FOUND_PROBE, notFound.rendered);
  }
  const images = await writeSocialImages([...cards.values()], PRERENDER_DIR);
  if (typeof shell.logoSvg !== 'function') fail('the shell\'s Node build must export logoSvg() (shell/src/server.tsx)');
  writeLogo(shell.logoSvg(), path.join(PRERENDER_DIR, content.SITE_LOGO.path), content.SITE_LOGO.width);

  const pages = { ...previous, ...written };
  const canonical = Object.keys(pages).filter((url) => !NEWSLETTER_PAGES.includes(url));
  writeWithVariants(path.join(PRERENDER_DIR, 'sitemap.xml'), sitemap(siteUrl, canonical));
  writeWithVariants(path.join(PRERENDER_DIR, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  writeWithVariants(path.join(PRERENDER_DIR, 'rss.xml'), rss(siteUrl, content));
  writeAtomically(routesFile, `${JSON.stringify({ siteUrl, pages, redirects, notFound: '404.html' }, null, 2)}\n`);
  return { pages: Object.keys(written).length, redirects: Object.keys(redirects).length, images };
}

if (process.argv[1] === import.meta.filename) {
  const flag = process.argv.indexOf('--remote');
  try {
    const only = flag === -1 ? undefined : process.argv[flag + 1];
    const { pages, redirects, images } = await prerender({ only });
    console.log(
      `prerender: ${pages} pages${only ? ` of the ${only} remote` : ''}, ${redirects} redirects, social images ${images.drawn} drawn + ${images.cached} cached -> ${path.relative(ROOT, PRERENDER_DIR)}/`,
    );
  } catch (error) {
    console.error(`prerender: ${error.message}`);
    process.exit(1);
  }
}

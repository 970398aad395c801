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
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
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
const FEED_DESCRIPTION = 'Honest guides to the AI tools that help creators, freelancers and marketers.';
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

/** What a page needs of a remote module, from the remote's mf-manifest.json: its stylesheets and scripts. */
function remoteAssets(remote, module, entryUrl) {
  const { dist } = buildDirsFor(remote, entryUrl);
  const manifest = readJson(path.join(dist, 'mf-manifest.json'), `the ${remote} remote's mf-manifest.json`);
  const exposed = manifest.exposes?.find((expose) => expose.path === module);
  if (!exposed) fail(`the ${remote} remote's mf-manifest.json does not expose ${module}`);
  const base = new URL('.', entryUrl).href;
  const styles = [...new Set([...exposed.assets.css.sync, ...exposed.assets.css.async])].map((file) => ({
    url: new URL(file, base).href,
    file: path.join(dist, file),
  }));
  const scripts = [manifest.metaData.remoteEntry.name, ...exposed.assets.js.sync].map((file) => new URL(file, base).href);
  return { styles, scripts };
}

/** The shell's own stylesheet and app script, as the template names them. */
function templateAssets(template) {
  const style = template.match(/<link href="(\/[^"]+\.css)" rel="stylesheet">/);
  const script = template.match(/<script defer="defer" src="(\/[^"]+\.js)"><\/script>/);
  if (!style || !script) fail('shell/dist/index.html must link one stylesheet and one deferred script');
  return { style: style[1], styleTag: style[0], script: script[1], scriptTag: script[0] };
}

/** The shell's paint-first loader (shell/src/paint-first/), the one script a page names. */
function paintFirstScript() {
  const dist = path.join(ROOT, 'shell', 'dist');
  const found = readdirSync(dist).filter((file) => /^paint-first\.[0-9a-f]{8}\.js$/.test(file));
  if (found.length !== 1) fail(`shell/dist must hold one paint-first.<hash>.js (found ${found.length}); run "npm run build -w shell"`);
  return `/${found[0]}`;
}

/** Where the stylesheets merged for a page are written and served (server/src/shell.ts). */
export const STYLES_DIR = '_styles';

/**
 * The head's one stylesheet: the shell's, and the remote modules' a first paint needs, merged into
 * one content-hashed file under the prerender folder. Each remote stylesheet is also linked as it is,
 * `disabled` so the browser does not fetch it: the federation runtime and the remote's own chunk
 * loading look stylesheets up by href and find it there, instead of downloading it again.
 */
function mergedStylesheet(shellStyle, remoteStyles) {
  if (remoteStyles.length === 0) return `<link href="${shellStyle}" rel="stylesheet">`;
  const shellCss = readFileSync(path.join(ROOT, 'shell', 'dist', shellStyle), 'utf8');
  // A remote builds one Tailwind stylesheet, which two of its files may hold byte for byte.
  const css = [...new Set([shellCss, ...remoteStyles.map((style) => readFileSync(style.file, 'utf8'))])].join('\n');
  const name = `page.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  const file = path.join(PRERENDER_DIR, STYLES_DIR, name);
  if (!existsSync(file)) writeWithVariants(file, css);
  const markers = remoteStyles.map((style) => `<link rel="stylesheet" href="${style.url}" disabled>`);
  return [`<link href="/${STYLES_DIR}/${name}" rel="stylesheet">`, ...markers].join('');
}

/** /blog?category=Tool%20Battles -> blog/index.category%3DTool%2BBattles.html */
export function fileForUrl(url) {
  const { pathname, search } = new URL(url, 'http://site');
  const query = new URLSearchParams(search).toString();
  const dir = pathname.replace(/^\/+|\/+$/g, '');
  const name = query ? `index.${encodeURIComponent(query)}.html` : 'index.html';
  return dir ? `${dir}/${name}` : name;
}

/** The articles as the feeds need them, from the content build's catalogue. */
function feedArticles(content) {
  const { articles } = readJson(path.join(ROOT, 'shared-content/src/generated/article-index.json'), 'the article catalogue');
  const descriptions = readJson(path.join(ROOT, 'shared-content/src/generated/article-descriptions.json'), 'the article descriptions');
  return articles.map((article) => ({
    ...article,
    description: descriptions[article.slug] ?? '',
    category: content.categoryById(article.category)?.title ?? article.category,
  }));
}

/**
 * A page: the rendered head and body in the template, whose stylesheet and script are replaced by the
 * page's one stylesheet (`styleTag`), the paint-first loader (`scriptTag`), and a widget's stylesheets
 * at the end of the body (`lateStyles`), where they style it without holding up the first paint.
 */
function page(template, siteUrl, rendered, { styleTag, scriptTag, lateStyles }) {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>') || !template.includes('</body>')) {
    fail('shell/dist/index.html has no <div id="root"></div>, </head> or </body> to fill');
  }
  const shell = templateAssets(template);
  return template
    .replace('<html lang="en">', `<html lang="en" data-site-url="${siteUrl}"${rendered.status === 200 ? '' : ` data-status="${rendered.status}"`}>`)
    .replace(shell.scriptTag, () => scriptTag)
    .replace(shell.styleTag, () => styleTag)
    .replace('</head>', () => `${rendered.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`)
    .replace('</body>', () => `${lateStyles}</body>`);
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
  const shellAssets = templateAssets(template);
  const loader = paintFirstScript();
  const render = async (url, owner) => {
    const parts = modulesOf(url, owner).map(([remote, module, eager]) => ({ eager, ...remoteAssets(remote, module, manifest.remotes[remote].entry) }));
    const eager = parts.filter((part) => part.eager);
    // A widget that loads when it nears the viewport gets its stylesheet (its HTML is on the page)
    // but no script preloads: they would count against the page's first load.
    const late = parts.filter((part) => !part.eager).flatMap((part) => part.styles);
    const preloads = eager.flatMap((part) => part.scripts);
    const rendered = await shell.renderPage(url, remotes, siteUrl);
    const html = page(template, siteUrl, rendered, {
      styleTag: mergedStylesheet(shellAssets.style, eager.flatMap((part) => part.styles)),
      scriptTag: `<script defer src="${loader}" data-app="${shellAssets.script}"${preloads.length ? ` data-preload="${preloads.join(' ')}"` : ''}></script>`,
      // Low priority: the widget sits below the fold, and the reader's first screen comes first.
      lateStyles: late.map((style) => `<link rel="stylesheet" href="${style.url}" fetchpriority="low">`).join(''),
    });
    return { rendered, html };
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
  // feeds.ts is TypeScript: this .mjs loads it through tsx (the tooling's own move to TypeScript drops this).
  const { rssXml, sitemapXml } = await tsImport('./feeds.ts', import.meta.url);
  writeWithVariants(path.join(PRERENDER_DIR, 'sitemap.xml'), await sitemapXml(siteUrl, canonical));
  writeWithVariants(path.join(PRERENDER_DIR, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  const rss = rssXml({ siteUrl, siteName: content.SITE_NAME, description: FEED_DESCRIPTION, articles: feedArticles(content), articleUrl: content.paths.blog.article });
  writeWithVariants(path.join(PRERENDER_DIR, 'rss.xml'), rss);
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

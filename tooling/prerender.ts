// Writes the HTML of every page of the site, rendered at build time by the same components the
// browser runs: the shell's Node build renders each URL with each remote's Node build in place.
//
//   tsx tooling/prerender.ts                   every page, sitemap.xml, robots.txt, rss.xml
//   tsx tooling/prerender.ts --remote blog     only the blog's pages (after the blog team published
//                                              a new build; the shell is not rebuilt)
//   tsx tooling/prerender.ts --remotes-file <f>  with the remote manifest in <f>
//
// SITE_URL sets the public origin used in canonical links (default http://localhost:$PORT).
// The remote manifest in force (--remotes-file, else REMOTES_FILE, else the local one) says where
// each remote's stylesheets and scripts are served, for the <link>s written into each page.
// Publish calls prerender() with the manifest it has just written, as a parameter.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, REMOTES, isRemoteName, localRemoteManifest, type RemoteName } from './apps.ts';
import { prerenderDir, remotesFile as remotesFileFrom, resolvePorts, siteOrigin, type Env } from './environment.ts';
import { buildDirsFor } from './deploy.ts';
import { ROUTES_EXPOSE } from '../remotes.config.ts';
import { writeLogo, writeSocialImages, type SocialCard } from './social-images.ts';
import { writeWithVariants } from './precompress.ts';
import { writeAtomically } from './write-atomically.ts';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
export const PRERENDER_DIR = prerenderDir();
export const ROUTES_FILE = 'routes.json';
/** Where the newsletter mails' links land: pages for one reader, kept out of the sitemap (and noindex). */
const NEWSLETTER_PAGES = ['/newsletter/confirmed', '/newsletter/unsubscribed', '/newsletter/link-expired', '/newsletter/link-invalid'];
const SHELL_PAGES = ['/', '/about', '/privacy', '/terms', ...NEWSLETTER_PAGES];
/** Any path the site does not have; its render is the not-found page served with HTTP 404. */
const NOT_FOUND_PROBE = '/__toolverse-not-found__';

class PrerenderError extends Error {}

function fail(message: string): never {
  throw new PrerenderError(message);
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function readJson<T>(file: string, what: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    fail(`${what} could not be read (${path.relative(ROOT, file)}): ${messageOf(error)}`);
  }
}

/** What a remote's Node build exports for the prerender (its src/server.ts). */
interface RemoteServer {
  routes: unknown[];
  pages: string[];
  redirects?: Record<string, string>;
}

interface Rendered {
  status: number;
  head: string;
  body: string;
  /** The page's social preview, from its <PageMeta>. */
  social?: SocialCard;
}

/** What the shell's Node build exports (shell/src/server.tsx). */
interface ShellServer {
  renderPage: (url: string, remotes: Partial<Record<RemoteName, RemoteServer>>, siteUrl: string) => Promise<Rendered>;
  /** The logo mark's SVG markup, drawn as the publisher logo of structured data. */
  logoSvg?: () => string;
}

/** The parts of shared-content's Node build the prerender reads. */
interface SharedContent {
  remoteForPath: (pathname: string) => RemoteName | undefined;
  HOME_WIDGETS: readonly { remote: RemoteName; module: string; load: string }[];
  categoryById: (id: string) => { title: string } | undefined;
  SITE_NAME: string;
  paths: { blog: { article: (slug: string) => string } };
  SITE_LOGO: { path: string; width: number };
}

/** The remote manifest the site runs on (remotes.json). */
interface RemoteManifest {
  remotes?: Partial<Record<RemoteName, { entry?: string }>>;
}

/** The parts of a remote's mf-manifest.json that name its files. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  exposes?: { path: string; assets: { css: { sync: string[]; async: string[] }; js: { sync: string[] } } }[];
}

function requireBuild<T>(dir: string, what: string, distServer = path.join(ROOT, dir, 'dist-server')): T {
  const file = path.join(distServer, 'server.cjs');
  if (!existsSync(file)) fail(`${what}: ${path.relative(ROOT, file)} is missing; run "npm run build -w ${dir}" first`);
  return require(file) as T;
}

/** The remote's entry in the manifest in force; a manifest without one cannot be prerendered. */
function entryOf(remote: RemoteName, manifest: RemoteManifest): string {
  const entry = manifest.remotes?.[remote]?.entry;
  if (!entry) fail(`the remote manifest has no entry for ${remote}`);
  return entry;
}

/** The builds behind the remote's entry in the manifest in force: a published release, or the workspace's. */
function remoteBuild(remote: RemoteName, manifest: RemoteManifest) {
  try {
    return buildDirsFor(remote, manifest.remotes?.[remote]?.entry ?? '');
  } catch (error) {
    fail(messageOf(error));
  }
}

function siteUrlFrom(env: Env): string {
  try {
    return siteOrigin(env, resolvePorts(env));
  } catch (error) {
    fail(messageOf(error));
  }
}

function remoteManifest(siteUrl: string, remotesFile: string | undefined): RemoteManifest {
  return remotesFile ? readJson<RemoteManifest>(remotesFile, 'the remote manifest') : localRemoteManifest(siteUrl);
}

/** The <link>s that make a remote's region styled and its scripts early: from its mf-manifest.json. */
function remoteHeadLinks(remote: RemoteName, module: string, entryUrl: string, { preloadScripts = true } = {}): string {
  const { dist } = buildDirsFor(remote, entryUrl);
  const manifest = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'), `the ${remote} remote's mf-manifest.json`);
  const exposed = manifest.exposes?.find((expose) => expose.path === module);
  if (!exposed) fail(`the ${remote} remote's mf-manifest.json does not expose ${module}`);
  const base = new URL('.', entryUrl).href;
  const href = (file: string) => new URL(file, base).href;
  const styles = [...new Set([...exposed.assets.css.sync, ...exposed.assets.css.async])].map((file) => `<link rel="stylesheet" href="${href(file)}">`);
  // A widget that loads when it nears the viewport gets its stylesheet (its HTML is on the page)
  // but no script preloads: they would count against the page's first load.
  const scripts = (preloadScripts ? [manifest.metaData.remoteEntry.name, ...exposed.assets.js.sync] : []).map(
    (file) => `<link rel="preload" as="script" href="${href(file)}">`,
  );
  return [...styles, ...scripts].join('');
}

/** /blog?category=Tool%20Battles -> blog/index.category%3DTool%2BBattles.html */
export function fileForUrl(url: string): string {
  const { pathname, search } = new URL(url, 'http://site');
  const query = new URLSearchParams(search).toString();
  const dir = pathname.replace(/^\/+|\/+$/g, '');
  const name = query ? `index.${encodeURIComponent(query)}.html` : 'index.html';
  return dir ? `${dir}/${name}` : name;
}

const XML_ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => XML_ENTITIES[char] ?? char);
}

function sitemap(siteUrl: string, urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(siteUrl + url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

interface ArticleEntry {
  slug: string;
  title: string;
  date: string;
  category: string;
}

function rss(siteUrl: string, content: SharedContent): string {
  const { categoryById, SITE_NAME, paths } = content;
  const ARTICLES = readJson<{ articles: ArticleEntry[] }>(path.join(ROOT, 'shared-content/src/generated/article-index.json'), 'the article catalogue').articles;
  const descriptions = readJson<Record<string, string>>(path.join(ROOT, 'shared-content/src/generated/article-descriptions.json'), 'the article descriptions');
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

function page(template: string, siteUrl: string, rendered: Rendered, headLinks: string): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>')) {
    fail('shell/dist/index.html has no <div id="root"></div> or </head> to fill');
  }
  return template
    .replace('<html lang="en">', `<html lang="en" data-site-url="${siteUrl}"${rendered.status === 200 ? '' : ` data-status="${rendered.status}"`}>`)
    .replace('</head>', `${rendered.head}${headLinks}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`);
}

export interface PrerenderOptions {
  /** Only this remote's pages (and the home page, when it shows the remote's widgets). */
  only?: string;
  /** The remote manifest to render with; without it, the local one of the site's origin. */
  remotesFile?: string;
  /** The environment the site's origin and ports are read from (SITE_URL, PORT, ...). */
  env?: Env;
}

export async function prerender({ only, remotesFile, env = process.env }: PrerenderOptions = {}): Promise<{ pages: number; redirects: number; images: { drawn: number; cached: number } }> {
  if (only !== undefined && !isRemoteName(only)) fail(`--remote must be one of ${REMOTES.join(', ')}, got "${only}"`);
  const siteUrl = siteUrlFrom(env);
  const manifest = remoteManifest(siteUrl, remotesFile);
  const shell = requireBuild<ShellServer>('shell', 'the shell');
  const content = require('@toolverse/shared-content') as SharedContent;
  const template = readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');

  const remotes: Partial<Record<RemoteName, RemoteServer>> = {};
  const owners = new Map<string, RemoteName | null>(SHELL_PAGES.map((url) => [url, null]));
  let redirects: Record<string, string> = {};
  for (const remote of REMOTES) {
    const { server } = requireBuild<{ server?: RemoteServer }>(APPS[remote].dir, `the ${remote} remote`, remoteBuild(remote, manifest).distServer);
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
  const previousPages = only && existsSync(routesFile) ? readJson<{ pages: Record<string, string> }>(routesFile, ROUTES_FILE).pages : {};
  const previous = Object.fromEntries(Object.entries(previousPages).filter(([url]) => content.remoteForPath(new URL(url, 'http://site').pathname) !== only));
  if (!only) rmSync(PRERENDER_DIR, { recursive: true, force: true });
  mkdirSync(PRERENDER_DIR, { recursive: true });

  const written: Record<string, string> = {};
  /** Each written page's social preview, drawn once every page has rendered. */
  const cards = new Map<string, SocialCard>();
  const addCard = (url: string, rendered: Rendered) => {
    if (!rendered.social) fail(`${url} declared no page metadata (<PageMeta>), so it has no social preview`);
    cards.set(rendered.social.image, rendered.social);
  };
  /** The remote modules a page shows: its remote's routes, or on the home page the widgets. */
  const modulesOf = (url: string, owner: RemoteName | null): [RemoteName, string, boolean][] =>
    owner ? [[owner, ROUTES_EXPOSE, true]] : url === '/' ? content.HOME_WIDGETS.map((w): [RemoteName, string, boolean] => [w.remote, w.module, w.load === 'eager']) : [];
  const render = async (url: string, owner: RemoteName | null) => {
    const links = modulesOf(url, owner)
      .map(([remote, module, eager]) => remoteHeadLinks(remote, module, entryOf(remote, manifest), { preloadScripts: eager }))
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
  try {
    const { values } = parseArgs({ options: { remote: { type: 'string' }, 'remotes-file': { type: 'string' } } });
    const only = values.remote;
    const remotesFile = values['remotes-file'] ?? remotesFileFrom();
    const { pages, redirects, images } = await prerender({ ...(only === undefined ? {} : { only }), ...(remotesFile ? { remotesFile } : {}) });
    console.log(
      `prerender: ${pages} pages${only ? ` of the ${only} remote` : ''}, ${redirects} redirects, social images ${images.drawn} drawn + ${images.cached} cached -> ${path.relative(ROOT, PRERENDER_DIR)}/`,
    );
  } catch (error) {
    console.error(`prerender: ${messageOf(error)}`);
    process.exit(1);
  }
}

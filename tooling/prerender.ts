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
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { APPS, REMOTES, isRemoteName, localRemoteManifest, type RemoteName } from '../platform/apps.ts';
import {
  deployDir,
  prerenderDir,
  remotesFile as remotesFileFrom,
  resolvePorts,
  siteConfigFile as siteConfigFileFrom,
  siteOrigin,
  type Env,
} from '../platform/environment.ts';
import { buildDirsFor } from '../platform/layout.ts';
import { REMOTES as REGISTRY, STYLES_EXPOSE } from '../remotes.config.ts';
import { localSiteConfig, type SiteConfig } from '../platform/runtime-config.ts';
import { refuseUnsetOperator } from './site-ready.ts';
import { rssXml, sitemapXml, type FeedArticle } from './feeds.ts';
import { writeLogo, writeSocialImages, type SocialCard } from './social-images.ts';
import { writeWithVariants } from './precompress.ts';
import { ROUTES_FILE, STYLES_DIR, fileForUrl, type CheckoutDirs } from '../platform/layout.ts';
import { writeAtomically } from './write-atomically.ts';
import { inlineScriptSource } from '../platform/headers.ts';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '..');
/** Where the newsletter mails' links land: pages for one reader, kept out of the sitemap (and noindex). */
const NEWSLETTER_PAGES = ['/newsletter/confirmed', '/newsletter/unsubscribed', '/newsletter/link-expired', '/newsletter/link-invalid'];
const SHELL_PAGES = ['/', '/about', '/privacy', '/terms', ...NEWSLETTER_PAGES];
const FEED_DESCRIPTION = "Guides to the AI tools that help creators, freelancers and marketers, built from the vendors' own pages.";
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
  renderPage: (
    url: string,
    remotes: Partial<Record<RemoteName, RemoteServer>>,
    siteUrl: string,
    siteConfig: SiteConfig,
  ) => Promise<Rendered>;
  /** The logo mark's SVG markup, drawn as the publisher logo of structured data. */
  logoSvg?: () => string;
  /** The shell's own islands, by name (shell/src/islands/index.ts). */
  SHELL_ISLAND_NAMES?: readonly string[];
}

/** The parts of shared-content's Node build the prerender reads. */
interface SharedContent {
  remoteForPath: (pathname: string) => RemoteName | undefined;
  HOME_WIDGETS: readonly { remote: RemoteName; name: string; styles: 'head' | 'late' }[];
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
function remoteBuild(remote: RemoteName, manifest: RemoteManifest, dirs: CheckoutDirs) {
  try {
    return buildDirsFor(remote, manifest.remotes?.[remote]?.entry ?? '', dirs);
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

/** A remote stylesheet: where the page links it, and the file the merged stylesheet reads. */
interface RemoteStyle {
  url: string;
  file: string;
}

/** A remote's stylesheets, from its mf-manifest.json (its ./styles expose), where a page links them. */
function remoteStyles(remote: RemoteName, entryUrl: string, dirs: CheckoutDirs): RemoteStyle[] {
  const { dist } = buildDirsFor(remote, entryUrl, dirs);
  const manifest = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'), `the ${remote} remote's mf-manifest.json`);
  const exposed = manifest.exposes?.find((expose) => expose.path === STYLES_EXPOSE);
  if (!exposed) fail(`the ${remote} remote's mf-manifest.json does not expose ${STYLES_EXPOSE}`);
  const base = new URL('.', entryUrl).href;
  return [...new Set([...exposed.assets.css.sync, ...exposed.assets.css.async])].map((file) => ({
    url: new URL(file, base).href,
    file: path.join(dist, file),
  }));
}

/** The shell's stylesheet and app script, as the template names them. */
function templateAssets(template: string): { style: string; styleTag: string; script: string; scriptTag: string } {
  const style = /<link href="(\/[^"]+\.css)" rel="stylesheet">/.exec(template);
  const script = /<script defer="defer" src="(\/[^"]+\.js)"><\/script>/.exec(template);
  if (!style?.[1] || !script?.[1]) fail('shell/dist/index.html must link one stylesheet and one deferred script');
  return { style: style[1], styleTag: style[0], script: script[1], scriptTag: script[0] };
}

/** A file of the shell's build by its name before the hash (island-loader, tooltips). */
function shellScript(name: string): { file: string; url: string } {
  const dist = path.join(ROOT, 'shell', 'dist');
  const found = readdirSync(dist).filter((file) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(file));
  if (found.length !== 1) fail(`shell/dist must hold one ${name}.<hash>.js (found ${found.length}); run "npm run build -w shell"`);
  return { file: path.join(dist, found[0] as string), url: `/${found[0]}` };
}

/**
 * The shell's island loader (shell/src/islands/bootstrap.ts), the one script a page carries: inlined
 * in its head, so it holds the reader's first input from the first paint on, and fetches nothing
 * until an island is due.
 */
function islandLoader(): string {
  const { file } = shellScript('island-loader');
  const code = readFileSync(file, 'utf8').trim();
  if (/<\/script|<!--/i.test(code)) fail(`${path.relative(ROOT, file)} cannot be inlined: it holds "</script" or "<!--"`);
  return code;
}

/**
 * Speculation Rules: a same-origin link the reader points at (or presses, on a touch screen) is
 * prerendered, so following it shows the next page at once. Not the outbound redirects, the
 * newsletter's one-reader pages, or links that open elsewhere.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/go/*' } },
          { not: { href_matches: '/newsletter/*' } },
          { not: { selector_matches: '[rel~=nofollow], [target=_blank], [download]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});

/**
 * The head's one stylesheet: the shell's, and the stylesheets of the remotes whose markup the page
 * shows, merged into one content-hashed file under the prerender folder.
 */
function mergedStylesheet(shellStyle: string, remoteStyles: readonly RemoteStyle[], outDir: string): string {
  if (remoteStyles.length === 0) return `<link href="${shellStyle}" rel="stylesheet">`;
  const shellCss = readFileSync(path.join(ROOT, 'shell', 'dist', shellStyle), 'utf8');
  // A remote builds one Tailwind stylesheet, which two of its files may hold byte for byte.
  const css = [...new Set([shellCss, ...remoteStyles.map((style) => readFileSync(style.file, 'utf8'))])].join('\n');
  const name = `page.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  const file = path.join(outDir, STYLES_DIR, name);
  if (!existsSync(file)) writeWithVariants(file, css);
  return `<link href="/${STYLES_DIR}/${name}" rel="stylesheet">`;
}

/** The islands a page's HTML names (data-island="app/Name"), each checked against the app that must provide it. */
function checkIslands(url: string, html: string, shellIslands: readonly string[]): void {
  for (const [, id = ''] of html.matchAll(/ data-island="([^"]+)"/g)) {
    const [app = '', name = ''] = id.split('/');
    const known =
      app === 'shell'
        ? shellIslands.includes(name)
        : Object.hasOwn(REGISTRY, app) && Object.hasOwn(REGISTRY[app as RemoteName].exposes, `./${name}`);
    if (!known)
      fail(
        `${url} names the island ${id}, which ${app === 'shell' ? "the shell's islands" : `the ${app} remote's exposes`} do not include`,
      );
  }
}

/** The articles as the feeds need them, from the content build's catalogue. */
function feedArticles(content: SharedContent): FeedArticle[] {
  type Entry = Omit<FeedArticle, 'description' | 'category' | 'updated'> & { category: string };
  const { articles } = readJson<{ articles: Entry[] }>(
    path.join(ROOT, 'shared-content/src/generated/article-index.json'),
    'the article catalogue',
  );
  const descriptions = readJson<Record<string, string>>(
    path.join(ROOT, 'shared-content/src/generated/article-descriptions.json'),
    'the article descriptions',
  );
  const headers = readJson<Record<string, { updated: string }>>(
    path.join(ROOT, 'shared-content/src/generated/article-headers.json'),
    'the article headers',
  );
  return articles.map((article) => ({
    ...article,
    updated: headers[article.slug]?.updated ?? fail(`shared-content's article-headers.json has no ${article.slug}`),
    description: descriptions[article.slug] ?? '',
    category: content.categoryById(article.category)?.title ?? article.category,
  }));
}

/** Where a page's stylesheets and scripts go in the template. */
interface PageAssets {
  /** The page's one stylesheet. */
  styleTag: string;
  /** The island loader and the speculation rules, inline, in the head. */
  scripts: string;
  /** A widget's stylesheets, at the end of the body. */
  lateStyles: string;
}

/**
 * A page: the rendered head and body in the template, whose stylesheet and script are replaced by the
 * page's one stylesheet, the inline island loader and speculation rules, and a widget's stylesheets at
 * the end of the body, where they style it without holding up the first paint.
 */
function page(template: string, siteUrl: string, rendered: Rendered, { styleTag, scripts, lateStyles }: PageAssets): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>') || !template.includes('</body>')) {
    fail('shell/dist/index.html has no <div id="root"></div>, </head> or </body> to fill');
  }
  const shell = templateAssets(template);
  return template
    .replace(
      '<html lang="en">',
      `<html lang="en" data-site-url="${siteUrl}"${rendered.status === 200 ? '' : ` data-status="${rendered.status}"`}>`,
    )
    .replace(shell.scriptTag, '')
    .replace(shell.styleTag, () => `${scripts}${styleTag}`)
    .replace('</head>', () => `${rendered.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`)
    .replace('</body>', () => `${lateStyles}</body>`);
}

export interface PrerenderOptions {
  /** Only this remote's pages (and the home page, when it shows the remote's widgets). */
  only?: string;
  /** The remote manifest to render with; without it, the local one of the site's origin. */
  remotesFile?: string;
  /** The site configuration to render with (its social links); without it, SITE_CONFIG_FILE's or the local one. */
  siteConfigFile?: string;
  /** The environment the site's origin, ports and folders are read from (SITE_URL, PORT, PRERENDER_DIR, DEPLOY_DIR, ...). */
  env: Env;
}

export async function prerender({ only, remotesFile, siteConfigFile, env }: PrerenderOptions): Promise<{
  pages: number;
  redirects: number;
  images: { drawn: number; cached: number };
}> {
  if (only !== undefined && !isRemoteName(only)) fail(`--remote must be one of ${REMOTES.join(', ')}, got "${only}"`);
  const siteUrl = siteUrlFrom(env);
  refuseUnsetOperator(siteUrl);
  const outDir = prerenderDir(env, ROOT);
  const dirs: CheckoutDirs = { root: ROOT, deployDir: deployDir(env, ROOT) };
  const manifest = remoteManifest(siteUrl, remotesFile);
  const siteConfig = siteConfigFile ? readJson<SiteConfig>(siteConfigFile, 'the site config') : localSiteConfig(env);
  const shell = requireBuild<ShellServer>('shell', 'the shell');
  const content = require('@toolverse/shared-content') as SharedContent;
  const template = readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');

  const remotes: Partial<Record<RemoteName, RemoteServer>> = {};
  const owners = new Map<string, RemoteName | null>(SHELL_PAGES.map((url) => [url, null]));
  let redirects: Record<string, string> = {};
  for (const remote of REMOTES) {
    const { server } = requireBuild<{ server?: RemoteServer }>(
      APPS[remote].dir,
      `the ${remote} remote`,
      remoteBuild(remote, manifest, dirs).distServer,
    );
    if (!server || !Array.isArray(server.routes) || !Array.isArray(server.pages)) {
      fail(`${APPS[remote].dir}/dist-server/server.cjs must export server = { routes, pages, redirects? }`);
    }
    remotes[remote] = server;
    for (const url of server.pages) {
      if (content.remoteForPath(new URL(url, 'http://site').pathname) !== remote)
        fail(`the ${remote} remote lists ${url}, outside its base path`);
      owners.set(url, remote);
    }
    redirects = { ...redirects, ...server.redirects };
  }

  const routesFile = path.join(outDir, ROUTES_FILE);
  // Regenerating one remote: its pages are listed afresh (a page the release dropped goes), the
  // rest stay as they were.
  const previousRoutes =
    only && existsSync(routesFile) ? readJson<{ pages: Record<string, string>; inlineScripts?: string[] }>(routesFile, ROUTES_FILE) : null;
  const previousPages = previousRoutes?.pages ?? {};
  const previousInlineScripts = previousRoutes?.inlineScripts ?? [];
  const previous = Object.fromEntries(
    Object.entries(previousPages).filter(([url]) => content.remoteForPath(new URL(url, 'http://site').pathname) !== only),
  );
  if (!only) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const written: Record<string, string> = {};
  /** Each written page's social preview, drawn once every page has rendered. */
  const cards = new Map<string, SocialCard>();
  const addCard = (url: string, rendered: Rendered) => {
    if (!rendered.social) fail(`${url} declared no page metadata (<PageMeta>), so it has no social preview`);
    cards.set(rendered.social.image, rendered.social);
  };
  /**
   * The remotes whose markup a page shows: its own remote's, or on the home page the widgets'; and
   * whether each one's stylesheet joins the page's one in the head.
   */
  const remotesOf = (url: string, owner: RemoteName | null): { remote: RemoteName; headStyles: boolean }[] =>
    owner
      ? [{ remote: owner, headStyles: true }]
      : url === '/'
        ? content.HOME_WIDGETS.map((widget) => ({ remote: widget.remote, headStyles: widget.styles === 'head' }))
        : [];
  const shellAssets = templateAssets(template);
  const loader = islandLoader();
  const tooltips = shellScript('tooltips').url;
  const shellIslands = shell.SHELL_ISLAND_NAMES ?? fail("the shell's Node build must export SHELL_ISLAND_NAMES (shell/src/server.tsx)");
  const scripts =
    `<script data-app="${shellAssets.script}" data-tooltips="${tooltips}">${loader}</script>` +
    `<script type="speculationrules">${SPECULATION_RULES}</script>`;
  const render = async (url: string, owner: RemoteName | null) => {
    const parts = remotesOf(url, owner).map(({ remote, headStyles }) => ({
      headStyles,
      styles: remoteStyles(remote, entryOf(remote, manifest), dirs),
    }));
    const headStyles = parts.filter((part) => part.headStyles).flatMap((part) => part.styles);
    const late = parts.filter((part) => !part.headStyles).flatMap((part) => part.styles);
    const rendered = await shell.renderPage(url, remotes, siteUrl, siteConfig);
    checkIslands(url, rendered.body, shellIslands);
    const html = page(template, siteUrl, rendered, {
      styleTag: mergedStylesheet(shellAssets.style, headStyles, outDir),
      scripts,
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
    writeWithVariants(path.join(outDir, file), html);
    written[url] = file;
    addCard(url, rendered);
  }

  if (!only) {
    const notFound = await render(NOT_FOUND_PROBE, null);
    if (notFound.rendered.status !== 404) fail(`an unknown path rendered with status ${notFound.rendered.status}, not 404`);
    writeWithVariants(path.join(outDir, '404.html'), notFound.html);
    addCard(NOT_FOUND_PROBE, notFound.rendered);
  }
  const images = await writeSocialImages([...cards.values()], outDir);
  if (typeof shell.logoSvg !== 'function') fail("the shell's Node build must export logoSvg() (shell/src/server.tsx)");
  writeLogo(shell.logoSvg(), path.join(outDir, content.SITE_LOGO.path), content.SITE_LOGO.width);

  const pages = { ...previous, ...written };
  const canonical = Object.keys(pages).filter((url) => !NEWSLETTER_PAGES.includes(url));
  writeWithVariants(path.join(outDir, 'sitemap.xml'), await sitemapXml(siteUrl, canonical));
  writeWithVariants(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  const rss = rssXml({
    siteUrl,
    siteName: content.SITE_NAME,
    description: FEED_DESCRIPTION,
    articles: feedArticles(content),
    articleUrl: content.paths.blog.article,
  });
  writeWithVariants(path.join(outDir, 'rss.xml'), rss);
  // The hashes let the pages' Content-Security-Policy allow the loader and the speculation rules and
  // no other inline script; pages another prerender wrote keep theirs allowed until written again.
  const inlineScripts = [...new Set([...previousInlineScripts, inlineScriptSource(loader), inlineScriptSource(SPECULATION_RULES)])];
  writeAtomically(routesFile, `${JSON.stringify({ siteUrl, pages, redirects, notFound: '404.html', inlineScripts }, null, 2)}\n`);
  return { pages: Object.keys(written).length, redirects: Object.keys(redirects).length, images };
}

if (process.argv[1] === import.meta.filename) {
  try {
    const { values } = parseArgs({ options: { remote: { type: 'string' }, 'remotes-file': { type: 'string' } } });
    const only = values.remote;
    const remotesFile = values['remotes-file'] ?? remotesFileFrom(process.env, ROOT);
    const siteConfigFile = siteConfigFileFrom(process.env, ROOT);
    const { pages, redirects, images } = await prerender({
      ...(only === undefined ? {} : { only }),
      ...(remotesFile ? { remotesFile } : {}),
      ...(siteConfigFile ? { siteConfigFile } : {}),
      env: process.env,
    });
    console.log(
      `prerender: ${pages} pages${only ? ` of the ${only} remote` : ''}, ${redirects} redirects, social images ${images.drawn} drawn + ${images.cached} cached -> ${path.relative(ROOT, prerenderDir(process.env, ROOT))}/`,
    );
  } catch (error) {
    console.error(`prerender: ${messageOf(error)}`);
    process.exit(1);
  }
}

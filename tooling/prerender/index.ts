// Writes the HTML of every page of the site, rendered at build time by the same components the
// browser runs: the shell's Node build renders each URL with each remote's Node build in place.
//
//   tsx tooling/prerender/index.ts                     every page, sitemap.xml, robots.txt, rss.xml
//   tsx tooling/prerender/index.ts --remote blog       only the blog's pages (after the blog team published
//                                                      a new build; the shell is not rebuilt)
//   tsx tooling/prerender/index.ts --remotes-file <f>  with the remote manifest in <f>
//
// SITE_URL sets the public origin used in canonical links (default http://localhost:$PORT).
// The remote manifest in force (--remotes-file, else REMOTES_FILE, else the local one) says where
// each remote's stylesheets and scripts are served, for the <link>s written into each page.
// Publish calls prerender() with the manifest it has just written, as a parameter.
//
// Its parts, in prerender/: the builds it renders with (builds.ts), the route list and routes.json
// (routes.ts), what a page links and carries (assets.ts), a page as a document (document.ts), the
// sitemap (sitemap.ts), the RSS feed (rss.ts), the sitemap's dates, the feed of tool changes and
// the search index (discovery.ts), and the open data with each tool's feed and llms.txt (open-data.ts).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOADER_ATTRIBUTES as LOADER } from '@toolverse/contracts/island-protocol';
import { parseArgs } from 'node:util';
import { REMOTE_NAMES, isRemoteName, type RemoteName } from '../../platform/apps.ts';
import {
  deployDir,
  prerenderDir,
  remotesFile as remotesFileFrom,
  resolvePorts,
  siteConfigFile as siteConfigFileFrom,
  siteOrigin,
  type Env,
} from '../../platform/environment.ts';
import { localSiteConfig, type SiteConfig } from '../../platform/site-config.ts';
import { refuseUnsetOperator } from '../bundle/site-ready.ts';
import { writeLogo, writeSocialImages, type SocialCard } from './social-images.ts';
import { writeWithVariants } from '../bundle/precompress.ts';
import { fileForUrl, type CheckoutDirs } from '../../platform/layout.ts';
import { inlineSource } from '../../platform/headers.ts';
import { islandLoader, mergedStylesheet, remoteStyles, shellScript, strategyScripts, templateAssets } from './assets.ts';
import { entryOf, remoteManifest, remoteServers, requireBuild, sharedContent, type Rendered, type ShellServer } from './builds.ts';
import { checkIslands, page, strategiesIn } from './document.ts';
import { ROOT, fail } from './errors.ts';
import { messageOf, readJson } from '../../platform/read-json.ts';
import { FILE_TYPES, pageOwners, previousRoutes, redirectsOf, remoteFiles, writeRoutes } from './routes.ts';
import { writeOpenData } from './open-data.ts';
import { contentLastmod, goDestinations, writeSearchIndex, writeToolChangesFeed } from './discovery.ts';
import { writeRss } from './rss.ts';
import { writeSitemap } from './sitemap.ts';

/** Any path the site does not have; its render is the not-found page served with HTTP 404. */
const NOT_FOUND_PROBE = '/__toolverse-not-found__';

function siteUrlFrom(env: Env): string {
  try {
    return siteOrigin(env, resolvePorts(env));
  } catch (error) {
    fail(messageOf(error));
  }
}

export interface PrerenderOptions {
  /** Only this remote's pages (and the home page, when it shows the remote's widgets). */
  only?: string;
  /** The remote manifest to render with; without it, the local one of the site's origin. */
  remotesFile?: string;
  /** The site configuration to render with (its social links); without it, SITE_CONFIG_FILE's or the local one. */
  siteConfigFile?: string;
  /** The environment the site's origin, ports and folders are read from (SITE_URL, PORT, outDir, DEPLOY_DIR, ...). */
  env: Env;
}

export async function prerender({ only, remotesFile, siteConfigFile, env }: PrerenderOptions): Promise<{
  pages: number;
  redirects: number;
  images: { drawn: number; cached: number };
}> {
  if (only !== undefined && !isRemoteName(only)) fail(`--remote must be one of ${REMOTE_NAMES.join(', ')}, got "${only}"`);
  const siteUrl = siteUrlFrom(env);
  refuseUnsetOperator(siteUrl);
  const outDir = prerenderDir(env, ROOT);
  const dirs: CheckoutDirs = { root: ROOT, deployDir: deployDir(env, ROOT) };
  const manifest = remoteManifest(siteUrl, remotesFile);
  const siteConfig = siteConfigFile ? readJson<SiteConfig>(siteConfigFile, 'the site config') : localSiteConfig(env);
  const shell = requireBuild<ShellServer>('shell', 'the shell');
  const content = sharedContent();
  const template = readFileSync(path.join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');

  const remotes = remoteServers(manifest, content, dirs);
  const shellPages = shell.SHELL_PAGE_PATHS ?? fail("the shell's Node build must export SHELL_PAGE_PATHS (shell/src/server.tsx)");
  const owners = pageOwners(shellPages, remotes, content);
  const redirects = redirectsOf(remotes);

  // Regenerating one remote: its pages are listed afresh (a page the release dropped goes), the
  // rest stay as they were.
  const previous = previousRoutes(only, content, outDir);
  if (!only) rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });

  const written: Record<string, string> = {};
  /** Each written page's social preview, drawn once every page has rendered. */
  const cards = new Map<string, SocialCard>();
  const addCard = (url: string, rendered: Rendered) => {
    if (!rendered.social) fail(`${url} declared no page metadata (<PageMeta>), so it has no social preview`);
    cards.set(rendered.social.image, rendered.social);
  };
  const homeWidgets = Object.values(content.HOME_WIDGETS);
  /**
   * The remotes whose markup a page shows: its own remote's, or on the home page the widgets'; and
   * whether each one's stylesheet joins the page's one in the head.
   */
  const remotesOf = (url: string, owner: RemoteName | null): { remote: RemoteName; headStyles: boolean }[] =>
    owner
      ? [{ remote: owner, headStyles: true }]
      : url === '/'
        ? homeWidgets.map((widget) => ({ remote: widget.remote, headStyles: widget.styles === 'head' }))
        : [];
  const shellAssets = templateAssets(template);
  const loader = islandLoader();
  const tooltips = shellScript('tooltips').url;
  const titleSearch = shellScript('title-search').url;
  const pageChrome = shellScript('page-chrome').url;
  const shellIslands = shell.SHELL_ISLAND_NAMES ?? fail("the shell's Node build must export SHELL_ISLAND_NAMES (shell/src/server.tsx)");
  const speculationRules = shell.SPECULATION_RULES ?? fail("the shell's Node build must export SPECULATION_RULES (shell/src/server.tsx)");
  const strategies = strategyScripts();
  const loaderScript = `<script ${LOADER.islands}="${shellAssets.script}" ${LOADER.tooltips}="${tooltips}" ${LOADER.titleSearch}="${titleSearch}" ${LOADER.pageChrome}="${pageChrome}">${loader}</script>`;
  /** The page's inline scripts: the loader, the strategies its islands use that the loader lacks, the speculation rules. */
  const scriptsFor = (body: string) => {
    const used = strategiesIn(body);
    const pageStrategies = [...strategies].filter(([load]) => used.has(load)).map(([, code]) => `<script>${code}</script>`);
    return `${loaderScript}${pageStrategies.join('')}<script type="speculationrules">${speculationRules}</script>`;
  };
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
      scripts: scriptsFor(rendered.body),
      // Low priority: the widget sits below the fold, and the reader's first screen comes first.
      lateStyles: late.map((style) => `<link rel="stylesheet" href="${style.url}" fetchpriority="low">`).join(''),
    });
    return { rendered, html };
  };

  for (const [url, owner] of owners) {
    // The home page shows widgets of the blog and the quizzes, so it is regenerated with their pages too.
    const affected = owner === only || (url === '/' && homeWidgets.some((widget) => widget.remote === only));
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

  const pages = { ...previous.pages, ...written };
  await writeSitemap(siteUrl, pages, contentLastmod(content), outDir);
  writeRss(siteUrl, content, outDir);
  writeToolChangesFeed(siteUrl, content, outDir);
  writeSearchIndex(outDir);
  const ownFiles = remoteFiles(remotes, content, only as RemoteName | undefined);
  for (const [url, json] of ownFiles) writeWithVariants(path.join(outDir, url.slice(1)), json);
  // Every file the servers answer besides the pages, with its type: one list for the Node server,
  // nginx and the static hosts.
  const files: Record<string, string> = {
    ...previous.files,
    '/sitemap.xml': FILE_TYPES.xml,
    '/robots.txt': FILE_TYPES.text,
    '/rss.xml': FILE_TYPES.rss,
    [content.paths.tools.changesFeed]: FILE_TYPES.atom,
    '/search-index.json': FILE_TYPES.json,
    ...Object.fromEntries(ownFiles.map(([url]) => [url, FILE_TYPES.json])),
    ...(await writeOpenData(siteUrl, content, outDir)),
  };
  // The hashes let the pages' Content-Security-Policy allow the loader, its strategies and the
  // speculation rules and no other inline script; pages another prerender wrote keep theirs allowed
  // until written again.
  const inlineScripts = [
    ...new Set([
      ...previous.inlineScripts,
      inlineSource(loader),
      ...[...strategies.values()].map(inlineSource),
      inlineSource(speculationRules),
    ]),
  ];
  writeRoutes({ siteUrl, pages, files, redirects, notFound: '404.html', inlineScripts, go: goDestinations() }, outDir);
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

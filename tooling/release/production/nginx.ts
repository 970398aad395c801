// The nginx server block that serves the built site as the Node server does (server/src/):
// pages by URL (query variants too), the not-found page with 404, alias 301s, the trailing-slash
// redirect, the run-time configuration, sitemap/robots/RSS, the shell's assets, and every remote
// (and its published releases) under /_remotes/<remote>/ of the same origin; the header and cache
// policy of the Node server; precompressed files (brotli_static, gzip_static); GET and HEAD only.
// Pure: the caller reads and checks the inputs (site-input.ts) and writes the text; how nginx's
// syntax is written (quoting, patterns, blocks) is nginx-syntax.ts.
import type { HeaderPolicy } from './header-policy.ts';
import type { Routes } from './site-input.ts';
import {
  block,
  headerLines,
  pageVariantPattern,
  proxyLines,
  quote,
  quoteRegex,
  quoteWithVariables,
  realIp,
  regexEscape,
  sitePath,
  unlogged,
} from './nginx-syntax.ts';
import { STYLES_DIR } from '../../../platform/layout.ts';
import { WATCH_FORM_PATH } from '@toolverse/shared-content/site/newsletter';
import { paths } from '@toolverse/shared-content/site/paths';

/** Where each part of the site lies on the machine nginx runs on. */
export interface SiteLayout {
  /** The prerendered pages (prerendered/). */
  pages: string;
  /** The shell's browser build (shell/dist). */
  shell: string;
  /** Per remote: its browser build, and the folder of its published releases (<id>/dist/ inside). */
  remotes: Record<string, { dist: string; releases: string }>;
  /** The run-time configuration files the shell fetches. */
  remotesJson: string;
  siteConfigJson: string;
}

export interface NginxSiteInput {
  /** nginx `listen` value: "80", "127.0.0.1:8080". */
  listen: string;
  serverName: string;
  layout: SiteLayout;
  routes: Routes;
  policy: HeaderPolicy;
  /** A release id (platform/layout.ts RELEASE_ID), anchored. */
  releaseId: RegExp;
  /** The first lines of the file: where it came from. */
  banner: string[];
  /** The outbound redirects: /go/ passed to the click service, each tool's destination when it is down. */
  go: GoInput;
  /**
   * The addresses or CIDRs of the CDN or load balancer in front (NGINX_REAL_IP_FROM): requests from
   * them name the reader's address in X-Forwarded-For, which nginx then takes as the client's.
   * Empty: nginx is the edge, and the connection's address is the client's.
   */
  realIpFrom?: readonly string[];
}

export interface GoInput {
  /** The click service's origin (http://127.0.0.1:3005). */
  service: string;
  /** Tool id -> where /go/{id} leads (shared-content's outboundDestination). */
  destinations: Record<string, string>;
}

/** The click service's answers after which nginx sends the reader on itself: every error but 400 and 404. */
export const GO_SEND_ON = [401, 403, 405, 406, 408, 409, 410, 413, 414, 415, 429, 431, 500, 501, 502, 503, 504] as const;

/** Where the social previews live on the site (server/src/shell.ts serves the same folder). */
export const SOCIAL_PATH = '/social/';

/** The URL prefix of a remote on the site's origin. */
export const remotePath = (remote: string) => `/_remotes/${remote}/`;

export function nginxServerBlock(input: NginxSiteInput): string {
  const { layout, routes, policy } = input;
  const i1 = '    ';
  const i2 = i1.repeat(2);
  const i3 = i1.repeat(3);
  // add_header in a location replaces every add_header of the levels above it, so each location
  // lists its full set.
  const common = (indent: string) => headerLines(policy.common, indent);
  const html = (indent: string) => [...common(indent), ...headerLines({ 'Cache-Control': policy.revalidate, ...policy.html }, indent)];
  const revalidated = (indent: string) => [...common(indent), ...headerLines({ 'Cache-Control': policy.revalidate }, indent)];
  const asset = (indent: string) => [...common(indent), ...headerLines({ 'Cache-Control': '$toolverse_cache_control' }, indent)];
  const remoteAsset = (indent: string) => [...asset(indent), ...headerLines(policy.remoteCors, indent)];
  const immutable = policy.cacheControlFor('/x.0123abcd.js');

  const variants = Object.entries(routes.pages).filter(([url]) => url.includes('?'));
  const releaseId = input.releaseId.source.replace(/^\^|\$$/g, '');
  const notFound = sitePath(`/${routes.notFound}`, 'the not-found page');

  // The prerender's files besides the pages, with their types (routes.json's `files`); nginx adds the
  // charset itself (charset_types), so the type goes without it.
  const files = Object.entries(routes.files).map(([url, type]) => [sitePath(url, 'a file'), type.replace(/; charset=utf-8/, '')] as const);

  const goDestinations = Object.entries(input.go.destinations);
  for (const [id] of goDestinations) sitePath(`/go/${id}`, 'a tool id');
  const goService = new URL(input.go.service);
  if (goService.protocol !== 'http:' || goService.pathname !== '/' || goService.search)
    throw new Error(`the click service "${input.go.service}" must be an http:// origin`);

  // Every location that passes a request to the service logs nothing of the reader (unlogged).
  const toService = (indent: string) => [...unlogged(indent), ...proxyLines(goService.origin, policy.timeouts.requestSeconds, indent)];

  const lines = [
    ...input.banner.map((line) => `# ${line}`),
    '',
    "# Each tool's destination, for /go/{id} while the click service is not answering.",
    ...block('', 'map $uri $toolverse_go', [
      `${i1}default "";`,
      ...goDestinations.map(([id, url]) => `${i1}${quote(`/go/${id}`)} ${quote(url)};`),
    ]),
    '',
    '# The prerendered page of a URL: its query variant when one was prerendered, else its path.',
    ...block('', 'map "$uri?$args" $toolverse_page', [
      `${i1}default $uri/index.html;`,
      ...variants.map(([url, file]) => `${i1}${quoteRegex(`~${pageVariantPattern(url)}`)} ${quote(`/${file}`)};`),
    ]),
    '',
    `# GET and HEAD everywhere; POST only for the watch form (${WATCH_FORM_PATH}), passed to the newsletter service.`,
    ...block('', 'map "$request_method $uri" $toolverse_method_refused', [
      `${i1}default 1;`,
      `${i1}"~^(GET|HEAD) " 0;`,
      `${i1}${quote(`POST ${WATCH_FORM_PATH}`)} 0;`,
    ]),
    '',
    '# Content-hashed files never change; everything else is revalidated.',
    ...block('', 'map $uri $toolverse_cache_control', [
      `${i1}default ${quote(policy.revalidate)};`,
      `${i1}${quoteRegex(`~${policy.hashedFile.source}`)} ${quote(immutable)};`,
    ]),
    '',
    ...block('', 'server', [
      `${i1}listen ${input.listen};`,
      `${i1}server_name ${input.serverName};`,
      `${i1}server_tokens off;`,
      `${i1}# The Node servers' limits: a request arrives whole within ${policy.timeouts.requestSeconds} s, an idle keep-alive`,
      `${i1}# connection closes after ${policy.timeouts.keepAliveSeconds} s (nginx's defaults: 60 s and 75 s).`,
      `${i1}client_header_timeout ${policy.timeouts.requestSeconds}s;`,
      `${i1}client_body_timeout ${policy.timeouts.requestSeconds}s;`,
      `${i1}send_timeout ${policy.timeouts.requestSeconds}s;`,
      `${i1}keepalive_timeout ${policy.timeouts.keepAliveSeconds}s;`,
      `${i1}# Redirects name a path, as the Node server's do, whatever host or port the request used.`,
      `${i1}absolute_redirect off;`,
      `${i1}charset utf-8;`,
      `${i1}charset_types text/css text/plain text/csv text/xml application/javascript application/json application/schema+json application/xml application/rss+xml application/atom+xml image/svg+xml;`,
      '',
      `${i1}# The build wrote a .br and a .gz beside every text file; files without one (remotes.json`,
      `${i1}# after an edit) are compressed on the fly.`,
      `${i1}brotli_static on;`,
      `${i1}gzip_static on;`,
      `${i1}gzip on;`,
      `${i1}gzip_vary on;`,
      `${i1}gzip_types text/css text/plain text/csv text/xml application/javascript application/json application/schema+json application/xml application/rss+xml application/atom+xml image/svg+xml;`,
      '',
      `${i1}# Pages and files answer GET and HEAD; anything else is refused here, before a location.`,
      ...headerLines({ ...policy.common, Allow: 'GET, HEAD' }, i1),
      ...block(i1, 'if ($toolverse_method_refused)', [`${i2}return 405;`]),
      '',
      `${i1}error_page 404 ${notFound};`,
      ...realIp(input.realIpFrom ?? [], i1),
      ...block(i1, `location = ${notFound}`, [`${i2}internal;`, `${i2}root ${quote(layout.pages)};`, ...html(i2)]),
      '',
      `${i1}# Source maps stay private.`,
      ...block(i1, 'location ~ "\\.map$"', [`${i2}return 404;`]),
      '',
      `${i1}# Pages: the prerendered HTML of each URL, a trailing slash redirected away, else the`,
      `${i1}# shell's assets, else the not-found page.`,
      ...block(i1, 'location /', [
        `${i2}root ${quote(layout.pages)};`,
        ...html(i2),
        // $request_uri is the raw target: no decoded CR/LF can reach the Location header, and
        // leading slashes and backslashes are folded so the target stays on this site.
        ...block(i2, `if ($request_uri ~ ${quoteRegex('^[/\\\\]+([^?/\\\\][^?]*?)/+(\\?.*)?$')})`, [
          ...common(i3),
          `${i3}return 308 /$1$2;`,
        ]),
        `${i2}try_files $toolverse_page $uri/index.html @shell;`,
      ]),
      ...block(i1, 'location @shell', [`${i2}root ${quote(layout.shell)};`, ...asset(i2), `${i2}try_files $uri =404;`]),
      `${i1}# Each page's social preview (og:image), drawn by the prerender beside the pages: named by`,
      `${i1}# the page, not hashed, so revalidated; a PNG is sent as it is (no .br/.gz, no compression).`,
      ...block(i1, `location ${SOCIAL_PATH}`, [
        `${i2}root ${quote(layout.pages)};`,
        ...asset(i2),
        `${i2}brotli_static off;`,
        `${i2}gzip_static off;`,
        `${i2}gzip off;`,
        `${i2}try_files $uri =404;`,
      ]),
      `${i1}# The stylesheets the prerender merged for its pages, content-hashed, beside the pages.`,
      ...block(i1, `location /${STYLES_DIR}/`, [`${i2}root ${quote(layout.pages)};`, ...asset(i2), `${i2}try_files $uri =404;`]),
      `${i1}# The prerendered pages answer for HTML; the build's index.html is only their template.`,
      ...block(i1, 'location = /index.html', [`${i2}return 404;`]),
      '',
      `${i1}# Outbound tool links: the click service counts each and answers the 302 (the not-found page`,
      `${i1}# for an unknown tool, 400 for a link the site never writes). Whatever else it answers (a 429,`,
      `${i1}# a 500), and while it is down, the tool's destination is sent from here, uncounted.`,
      ...block(i1, 'location /go/', [
        ...toService(i2),
        `${i2}# An unknown tool gets this site's own not-found page, whatever the service would send.`,
        `${i2}proxy_intercept_errors on;`,
        `${i2}error_page 404 @go_not_found;`,
        `${i2}error_page ${GO_SEND_ON.join(' ')} = @go_direct;`,
      ]),
      ...block(i1, 'location @go_not_found', [
        ...unlogged(i2),
        `${i2}root ${quote(layout.pages)};`,
        ...html(i2),
        `${i2}try_files ${notFound} =404;`,
      ]),
      `${i1}# The watch form: the service answers with a redirect to the page saying what happened; while`,
      `${i1}# it is down, the reader lands on the page saying the request was not taken.`,
      ...block(i1, `location = ${WATCH_FORM_PATH}`, [
        ...block(i2, 'if ($request_method != POST)', [`${i3}return 404;`]),
        ...toService(i2),
        `${i2}client_max_body_size 1k;`,
        `${i2}proxy_intercept_errors on;`,
        `${i2}error_page 500 502 503 504 = @watch_down;`,
      ]),
      ...block(i1, 'location @watch_down', [
        ...unlogged(i2),
        ...common(i2),
        `${i2}add_header Cache-Control "no-store" always;`,
        `${i2}return 303 ${sitePath(paths.watch.problem, 'the watch problem page')};`,
      ]),
      ...block(i1, 'location @go_direct', [
        ...unlogged(i2),
        ...common(i2),
        `${i2}add_header Cache-Control "no-store" always;`,
        ...block(i2, 'if ($toolverse_go = "")', [`${i3}return 404;`]),
        `${i2}return 302 $toolverse_go;`,
      ]),
      '',
      `${i1}# Alias slugs: permanent redirects to the canonical page.`,
      ...Object.entries(routes.redirects).flatMap(([from, to]) =>
        block(i1, `location = ${sitePath(from, 'an alias')}`, [
          ...revalidated(i2),
          `${i2}return 301 ${sitePath(to, 'a redirect target')};`,
        ]),
      ),
      '',
      `${i1}# The feeds, the sitemap, the search index, the remotes' data files and the open data: public files.`,
      ...files.flatMap(([url, type]) =>
        block(i1, `location = ${url}`, [
          `${i2}alias ${quote(`${layout.pages}${url}`)};`,
          `${i2}types { }`,
          `${i2}default_type ${quote(type)};`,
          ...revalidated(i2),
          ...headerLines(policy.openFiles, i2),
        ]),
      ),
      '',
      `${i1}# The run-time configuration the shell fetches.`,
      ...(
        [
          ['/remotes.json', layout.remotesJson],
          ['/site-config.json', layout.siteConfigJson],
        ] as const
      ).flatMap(([url, file]) =>
        block(i1, `location = ${url}`, [
          `${i2}alias ${quote(file)};`,
          `${i2}types { }`,
          `${i2}default_type application/json;`,
          ...revalidated(i2),
        ]),
      ),
      '',
      `${i1}# Each remote on this origin: its build, and its published releases (immutable, kept so a page`,
      `${i1}# opened before a switch still finds its chunks). A missing file is a plain 404, as from the`,
      `${i1}# remote's own server.`,
      ...Object.entries(layout.remotes).flatMap(([remote, dirs]) => [
        ...block(i1, `location ${remotePath(remote)}`, [
          `${i2}alias ${quote(`${dirs.dist}/`)};`,
          ...remoteAsset(i2),
          `${i2}error_page 404 = @remote_not_found;`,
        ]),
        ...block(i1, `location ~ ${quoteRegex(`^${regexEscape(remotePath(remote))}releases/(?<release>${releaseId})/(?<file>.+)$`)}`, [
          `${i2}alias ${quoteWithVariables(`${dirs.releases}/$release/dist/$file`, ['$release', '$file'])};`,
          ...remoteAsset(i2),
          `${i2}error_page 404 = @remote_not_found;`,
        ]),
      ]),
      ...block(i1, 'location @remote_not_found', [
        ...revalidated(i2),
        `${i2}types { }`,
        `${i2}default_type text/plain;`,
        `${i2}return 404 "Not found\\n";`,
      ]),
    ]),
    '',
  ];
  return lines.join('\n');
}

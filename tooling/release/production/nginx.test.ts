// Unit tests of the production configuration generator (`npm run test:tooling`); the generated
// nginx configuration itself is exercised by tests/e2e/operations/nginx.spec.ts on a running nginx.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { variable } from '../../../platform/environment.ts';
import { RELEASE_ID } from '../../../platform/layout.ts';
import { fileForUrl } from '../../../platform/layout.ts';
import { assembleStaticSite, checkCachePolicy } from './emit.ts';
import { headerPolicy, type HeaderPolicy } from './header-policy.ts';
import { nginxServerBlock, type NginxSiteInput } from './nginx.ts';
import { pageVariantPattern, quote } from './nginx-syntax.ts';
import { readRuntimeConfig, type Routes } from './site-input.ts';
import { goPages, headersFile, redirectsFile } from './static-host.ts';

const config = readRuntimeConfig({}, {});
const policy = headerPolicy(config);

const routes: Routes = {
  siteUrl: 'https://toolverse.example',
  pages: {
    '/': 'index.html',
    '/blog': 'blog/index.html',
    '/blog?category=Tool%20Battles': fileForUrl('/blog?category=Tool%20Battles'),
    '/blog?category=Psych%20Hack%20%26%20Stories': fileForUrl('/blog?category=Psych%20Hack%20%26%20Stories'),
  },
  files: { '/sitemap.xml': 'application/xml; charset=utf-8', '/data/plans.csv': 'text/csv; charset=utf-8' },
  redirects: { '/blog/old-slug': '/blog/new-slug' },
  notFound: '404.html',
  inlineScripts: [],
  go: { chatgpt: 'https://chatgpt.com' },
};

function site(overrides: Partial<NginxSiteInput> = {}): NginxSiteInput {
  return {
    listen: '80',
    serverName: 'toolverse.example',
    layout: {
      pages: '/srv/t/pages',
      shell: '/srv/t/shell',
      remotes: { blog: { dist: '/srv/t/remotes/blog', releases: '/srv/t/releases/blog' } },
      remotesJson: '/srv/t/config/remotes.json',
      siteConfigJson: '/srv/t/config/site-config.json',
    },
    routes,
    policy,
    releaseId: RELEASE_ID,
    banner: ['test'],
    go: {
      service: 'http://127.0.0.1:3005',
      destinations: { chatgpt: 'https://chatgpt.com', jasper: 'https://partner.example/jasper?ref=tv' },
    },
    ...overrides,
  };
}

test('a query variant matches every way a link or a browser writes its query, and only its own', () => {
  const battles = new RegExp(pageVariantPattern('/blog?category=Tool%20Battles'));
  for (const args of ['category=Tool%20Battles', 'category=Tool+Battles']) assert.match(`/blog?${args}`, battles);
  for (const args of ['category=Tool', 'category=Tool%20Battles&x=1', 'category=Tool%20Battlesx', 'x=1&category=Tool%20Battles']) {
    assert.doesNotMatch(`/blog?${args}`, battles);
  }
  const stories = new RegExp(pageVariantPattern('/blog?category=Psych%20Hack%20%26%20Stories'));
  for (const args of ['category=Psych%20Hack%20%26%20Stories', 'category=Psych+Hack+%26+Stories', 'category=Psych%20Hack+%26%20Stories']) {
    assert.match(`/blog?${args}`, stories);
    // The prerender names the file the same way for each of these.
    assert.equal(fileForUrl(`/blog?${args}`), routes.pages['/blog?category=Psych%20Hack%20%26%20Stories']);
  }
  assert.doesNotMatch('/blog?category=Psych%20Hack%20&%20Stories', stories);
  const slash = new RegExp(pageVariantPattern('/x?q=a%2Fb'));
  for (const args of ['q=a%2Fb', 'q=a%2fb']) {
    assert.match(`/x?${args}`, slash);
    assert.equal(fileForUrl(`/x?${args}`), fileForUrl('/x?q=a%2Fb'));
  }
  assert.match("/x?q=it's", new RegExp(pageVariantPattern("/x?q=it's")));
  assert.match('/x?q=it%27s', new RegExp(pageVariantPattern("/x?q=it's")));
});

test('the server block maps each query variant to its prerendered file', () => {
  const conf = nginxServerBlock(site());
  assert.match(conf, /"~\^\/blog\\\\\?category=Tool\(\?:%20\|\\\\\+\)Battles\$" "\/blog\/index\.category%3DTool%2BBattles\.html";/);
  assert.match(conf, /location = \/blog\/old-slug \{[^}]*return 301 \/blog\/new-slug;/);
  assert.match(conf, /error_page 404 \/404\.html;/);
});

test('every location that sets headers sets the whole policy: nginx drops the outer add_header lines', () => {
  const conf = nginxServerBlock(site());
  const locations = [...conf.matchAll(/\n {4}location ([^{]+)\{([\s\S]*?)\n {4}\}/g)];
  assert.ok(locations.length > 10);
  for (const [, where, body] of locations) {
    if (!body?.includes('add_header')) continue;
    for (const name of Object.keys(policy.common)) assert.ok(body.includes(`add_header ${name} `), `${where} lacks ${name}`);
  }
  const page = locations.find(([, where]) => where?.trim() === '/');
  for (const [name, value] of Object.entries(policy.html))
    assert.ok(page?.[2]?.includes(`add_header ${name} ${quote(value)} always;`), `the pages lack ${name}`);
});

test("the pages' merged stylesheets are served from the pages' folder, cached as the hashed files they are", () => {
  const conf = nginxServerBlock(site());
  const styles = [...conf.matchAll(/\n {4}location ([^{]+)\{([\s\S]*?)\n {4}\}/g)].find(([, where]) => where?.trim() === '/_styles/');
  assert.ok(styles, 'a location for /_styles/');
  assert.match(styles[2] ?? '', /root "\/srv\/t\/pages";/);
  assert.match(styles[2] ?? '', /add_header Cache-Control \$toolverse_cache_control always;/);
  assert.match(styles[2] ?? '', /try_files \$uri =404;/);
});

test('values nginx would read differently are refused with the value named, not written', () => {
  assert.equal(quote('say "hi" \\ there'), '"say \\"hi\\" \\\\ there"');
  assert.throws(() => quote('costs $5'), /cannot be written into an nginx configuration: "costs \$5"/);
  assert.throws(() => quote('a\nb'), /cannot be written/);
  assert.throws(
    () => nginxServerBlock(site({ routes: { ...routes, redirects: { '/old slug': '/new' } } })),
    /an alias "\/old slug" is not a plain site path/,
  );
  const dollarPolicy: HeaderPolicy = { ...policy, html: { 'Content-Security-Policy': "script-src 'self' $x" } };
  assert.throws(() => nginxServerBlock(site({ policy: dollarPolicy })), /cannot be written/);
});

test('the hashed-file pattern must agree with the cache policy on every served file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  for (const name of ['main.0123abcd.js', 'remoteEntry.js', 'mf-manifest.json', 'main.0123abcd.js.map'])
    writeFileSync(path.join(dir, name), '');
  const layout = { ...site().layout, shell: dir, remotes: { blog: { dist: dir, releases: dir } } };
  assert.deepEqual(checkCachePolicy(policy, layout).sort(), [
    '/_remotes/blog/main.0123abcd.js',
    '/_remotes/blog/mf-manifest.json',
    '/_remotes/blog/remoteEntry.js',
    '/main.0123abcd.js',
    '/mf-manifest.json',
    '/remoteEntry.js',
  ]);
  const drifted: HeaderPolicy = {
    ...policy,
    cacheControlFor: (pathname) => (pathname.endsWith('.json') ? 'max-age=60' : policy.cacheControlFor(pathname)),
  };
  assert.throws(
    () => checkCachePolicy(drifted, layout),
    /mf-manifest\.json: the hashed-file pattern gives "no-cache", the server's policy "max-age=60"/,
  );
});

test('a remote manifest of the wrong shape stops the generator, naming the entry', () => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'config-')), 'remotes.json');
  writeFileSync(file, JSON.stringify({ remotes: { blog: { entry: 'not a url' } } }));
  assert.throws(
    () => readRuntimeConfig({ remotesFile: file }, {}),
    /remotes\.json is invalid:\n {2}remotes\.blog\.entry: must be an absolute http\(s\) URL/,
  );
  writeFileSync(file, '{');
  assert.throws(() => readRuntimeConfig({ remotesFile: file }, {}), /is not valid JSON/);
});

test('static hosts: the policy for every file, immutable only for hashed ones, aliases as 301s', () => {
  const headers = headersFile(policy, ['/main.0123abcd.js', '/remoteEntry.js', '/_remotes/blog/12.89abcdef.css']);
  assert.match(headers, /^\/\*\n {2}X-Content-Type-Options: nosniff\n/);
  assert.ok(headers.includes(`  Content-Security-Policy: ${policy.html['Content-Security-Policy']}`));
  assert.match(headers, /\/_remotes\/\*\n {2}Access-Control-Allow-Origin: \*/);
  assert.match(headers, /\/main\.0123abcd\.js\n {2}Cache-Control: public, max-age=31536000, immutable/);
  assert.match(headers, /\/_remotes\/blog\/12\.89abcdef\.css\n {2}Cache-Control: public, max-age=31536000, immutable/);
  assert.ok(!headers.includes('/remoteEntry.js'));
  assert.equal(redirectsFile(routes), '/blog/old-slug /blog/new-slug 301\n');
});

test("static hosts: each tool's /go/ is a page that sends the reader to the destination alone, no query, no referrer", () => {
  const pages = goPages({ chatgpt: 'https://chatgpt.com', jasper: 'https://partner.example/jasper?ref=tv&x="y"' });
  assert.deepEqual(Object.keys(pages), ['go/chatgpt.html', 'go/jasper.html']);
  const page = pages['go/chatgpt.html'] as string;
  assert.match(page, /<meta http-equiv="refresh" content="0; url=https:\/\/chatgpt\.com">/);
  assert.match(page, /<meta name="referrer" content="no-referrer">/);
  assert.match(page, /<meta name="robots" content="noindex, nofollow">/);
  assert.match(page, /<a href="https:\/\/chatgpt\.com" rel="nofollow noreferrer">chatgpt\.com<\/a>/);
  assert.doesNotMatch(page, /<script/);
  assert.match(pages['go/jasper.html'] as string, /url=https:\/\/partner\.example\/jasper\?ref=tv&amp;x=&quot;y&quot;">/);
});

test("/go/ is passed to the click service, with each tool's destination sent from nginx while the service is down or refusing", () => {
  const conf = nginxServerBlock(site());
  const location = /location \/go\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  assert.match(location, /proxy_pass http:\/\/127\.0\.0\.1:3005;/);
  assert.match(location, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  const sentOn = /error_page ([\d ]+) = @go_direct;/.exec(location)?.[1]?.split(' ') ?? [];
  for (const status of ['429', '500', '502', '503', '504']) assert.ok(sentOn.includes(status), status);
  assert.ok(
    !sentOn.includes('400') && !sentOn.includes('404'),
    "a link the site never writes, and an unknown tool, keep the service's answer",
  );
  assert.ok(!conf.includes('real_ip'), 'without a CDN in front, the connection is the client');
  assert.match(
    conf,
    /map \$uri \$toolverse_go \{\n {4}default "";\n {4}"\/go\/chatgpt" "https:\/\/chatgpt\.com";\n {4}"\/go\/jasper" "https:\/\/partner\.example\/jasper\?ref=tv";/,
  );
  assert.match(conf, /location @go_direct \{[^]*?return 302 \$toolverse_go;/);
  assert.throws(
    () => nginxServerBlock(site({ go: { service: 'http://127.0.0.1:3005', destinations: { 'a b': 'https://x.example' } } })),
    /a tool id/,
  );
  assert.throws(
    () => nginxServerBlock(site({ go: { service: 'https://svc.example/path', destinations: {} } })),
    /must be an http:\/\/ origin/,
  );
});

test("behind a CDN, the reader's address comes from X-Forwarded-For, believed only from the operator's ranges", () => {
  const conf = nginxServerBlock(site({ realIpFrom: ['173.245.48.0/20', '2400:cb00::/32'] }));
  assert.match(
    conf,
    /set_real_ip_from 173\.245\.48\.0\/20;\n {4}set_real_ip_from 2400:cb00::\/32;\n {4}real_ip_header X-Forwarded-For;\n {4}real_ip_recursive on;/,
  );
  assert.throws(() => nginxServerBlock(site({ realIpFrom: ['0.0.0.0/0; include /etc/passwd'] })), /is not an IP address or CIDR/);
});

test('NGINX_REAL_IP_FROM wider than a /8 of IPv4 or a /16 of IPv6 in total is refused, naming the accepted forms', () => {
  assert.deepEqual(variable({ NGINX_REAL_IP_FROM: '173.245.48.0/20, 2400:cb00::/32' }, 'NGINX_REAL_IP_FROM'), [
    '173.245.48.0/20',
    '2400:cb00::/32',
  ]);
  assert.deepEqual(variable({ NGINX_REAL_IP_FROM: '10.0.0.0/8,fd00::/16' }, 'NGINX_REAL_IP_FROM'), ['10.0.0.0/8', 'fd00::/16']);
  // Every client, in one range or in pieces, or through the IPv4-mapped range a dual-stack nginx matches IPv4 clients with.
  for (const value of ['0.0.0.0/0', '::/0', '0.0.0.0/1,128.0.0.0/1', '10.0.0.0/8,192.168.1.7', '::ffff:0:0/96', 'fd00::/16,fe80::/10']) {
    assert.throws(
      () => variable({ NGINX_REAL_IP_FROM: value }, 'NGINX_REAL_IP_FROM'),
      /^ConfigError: NGINX_REAL_IP_FROM must list the CDN's or load balancer's addresses or CIDRs covering no more than a \/8 of IPv4 and a \/16 of IPv6 in total .*; this one covers \d+ IPv[46] addresses/,
      value,
    );
    assert.throws(
      () => nginxServerBlock(site({ realIpFrom: value.split(',') })),
      /NGINX_REAL_IP_FROM\) covers \d+ IPv[46] addresses/,
      value,
    );
  }
  for (const value of ['fe80::1%eth0', '10.0.0.0/08', '1.2.3.4/33', ' , ']) {
    assert.throws(
      () => variable({ NGINX_REAL_IP_FROM: value }, 'NGINX_REAL_IP_FROM'),
      /^ConfigError: NGINX_REAL_IP_FROM must list .*; this one lists/,
      value,
    );
  }
});

test("the service's proxy-list rule is the site's, word for word (the service is deployed alone and imports none of the site)", () => {
  const rule = (file: string) => {
    const text = readFileSync(path.join(import.meta.dirname, '../../..', file), 'utf8');
    return text.slice(text.indexOf('/** The widest a list may be'));
  };
  assert.equal(rule('service/src/http/trusted-proxies.ts'), rule('platform/proxy-ranges.ts'));
});

test('the static-host folder holds what each URL answers: pages, shell assets, remotes under /_remotes/, the configuration', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-'));
  const files: Record<string, string> = {
    'pages/index.html': 'home',
    'pages/index.html.br': 'x',
    'pages/blog/index.html': 'blog',
    [`pages/${routes.pages['/blog?category=Tool%20Battles']}`]: 'variant',
    'pages/404.html': 'not found',
    'pages/routes.json': '{}',
    'pages/sitemap.xml': '<urlset/>',
    'pages/data/plans.csv': 'tool_id\r\n',
    'pages/data/unlisted.csv': 'not in routes.json',
    'shell/index.html': 'template',
    'shell/main.0123abcd.js': 'js',
    'shell/main.0123abcd.js.map': 'map',
    'blog/remoteEntry.js': 'entry',
    'releases/20260101T000000Z-0123abcd/dist/remoteEntry.js': 'released entry',
    'config/remotes.json': '{"remotes":{}}',
    'config/site-config.json': '{}',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const layout = {
    pages: path.join(root, 'pages'),
    shell: path.join(root, 'shell'),
    remotes: { blog: { dist: path.join(root, 'blog'), releases: path.join(root, 'releases') } },
    remotesJson: path.join(root, 'config/remotes.json'),
    siteConfigJson: path.join(root, 'config/site-config.json'),
  };
  const published = assembleStaticSite(path.join(root, 'out'), layout, routes);
  assert.deepEqual(published.sort(), [
    '/404.html',
    '/_remotes/blog/releases/20260101T000000Z-0123abcd/remoteEntry.js',
    '/_remotes/blog/remoteEntry.js',
    '/blog/index.html',
    '/data/plans.csv',
    '/index.html',
    '/main.0123abcd.js',
    '/remotes.json',
    '/site-config.json',
    '/sitemap.xml',
  ]);
  assert.equal(readFileSync(path.join(root, 'out/index.html'), 'utf8'), 'home');
});

test("the prerender's files (routes.json's `files`): each at its own path, with its own type, revalidated, readable from any origin", () => {
  const conf = nginxServerBlock(site());
  const csv = /\n {4}location = \/data\/plans\.csv \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
  assert.ok(csv, 'a location for /data/plans.csv');
  assert.ok(csv.includes('alias "/srv/t/pages/data/plans.csv";'), csv);
  assert.ok(csv.includes('default_type "text/csv";'), csv);
  assert.ok(csv.includes(`add_header Cache-Control "${policy.revalidate}" always;`), csv);
  assert.ok(csv.includes('add_header Access-Control-Allow-Origin "*" always;'), csv);
  assert.match(conf, /charset_types [^;]*text\/csv/);
  const headers = headersFile(policy, ['/data/plans.csv', '/index.html'], Object.keys(routes.files));
  assert.match(headers, /\n\/data\/plans\.csv\n {2}Access-Control-Allow-Origin: \*\n/);
  assert.doesNotMatch(headers, /\n\/sitemap\.xml\n/, 'a file the folder does not hold gets no rule');
});

test('social previews: served from the pages folder as they are (no precompressed variant, no compression), revalidated, a missing one the 404 page', () => {
  const conf = nginxServerBlock(site());
  const social = /\n {4}location \/social\/ \{([\s\S]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
  assert.ok(social, 'a location for /social/');
  assert.match(social, /root "[^"]*";/);
  for (const directive of ['brotli_static off;', 'gzip_static off;', 'gzip off;', 'try_files $uri =404;'])
    assert.ok(social.includes(directive), directive);
  assert.ok(
    social.includes('add_header Cache-Control $toolverse_cache_control always;'),
    'the cache policy by name: not hashed, so revalidated',
  );
  assert.equal(policy.cacheControlFor('/social/tools/chatgpt.png'), policy.revalidate);
});

test("the CSP allowlist is the operator's, never taken from the remote manifest", () => {
  const elsewhere = readRuntimeConfig({}, { SITE_URL: 'https://toolverse.example' });
  elsewhere.remotes.remotes.tools = { entry: 'https://cdn.attacker.example/mf-manifest.json' };
  assert.throws(
    () => headerPolicy(elsewhere, [], { SITE_URL: 'https://toolverse.example' }),
    /ASSET_ORIGINS is not set.*tools on https:\/\/cdn\.attacker\.example/s,
  );
  assert.throws(
    () => headerPolicy(elsewhere, [], { SITE_URL: 'https://toolverse.example', ASSET_ORIGINS: 'https://toolverse.example' }),
    /ASSET_ORIGINS \(https:\/\/toolverse\.example\) does not list .*tools on https:\/\/cdn\.attacker\.example/,
  );
  const listed = headerPolicy(elsewhere, [], {
    SITE_URL: 'https://toolverse.example',
    ASSET_ORIGINS: 'https://toolverse.example,https://cdn.attacker.example',
  });
  assert.match(
    listed.html['Content-Security-Policy'] ?? '',
    /script-src 'self' https:\/\/toolverse\.example https:\/\/cdn\.attacker\.example/,
  );
  const local = headerPolicy(readRuntimeConfig({}, {}), [], {});
  assert.match(local.html['Content-Security-Policy'] ?? '', /script-src 'self' http:\/\/localhost:3000[ ;]/);
});

test('the watch form posts to /watch, passed to the newsletter service; POST nowhere else', () => {
  const conf = nginxServerBlock(site());
  assert.match(
    conf,
    /map "\$request_method \$uri" \$toolverse_method_refused \{\n {4}default 1;\n {4}"~\^\(GET\|HEAD\) " 0;\n {4}"POST \/watch" 0;\n\}/,
  );
  assert.match(conf, /if \(\$toolverse_method_refused\) \{\n {8}return 405;/);
  const location = /location = \/watch \{([^]*?)\n {4}\}/.exec(conf)?.[1] ?? '';
  assert.match(location, /proxy_pass http:\/\/127\.0\.0\.1:3005;/);
  assert.match(location, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  assert.match(location, /error_page 500 502 503 504 = @watch_down;/);
  assert.match(conf, /location @watch_down \{[^]*?return 303 \/watch\/problem;/);
});

test('every location that passes to the service, and every page it falls back on, logs nothing of the reader', () => {
  const conf = nginxServerBlock(site());
  const locations = new Map(
    [...conf.matchAll(/\n {4}location ([^{]+?) \{([\s\S]*?)\n {4}\}/g)].map(([, where, body]) => [where, body ?? '']),
  );
  const proxied = [...locations].filter(([, body]) => body.includes('proxy_pass'));
  // A location added for the service later is held to the same rule.
  for (const where of ['/go/', '= /watch'])
    assert.ok(
      proxied.some(([name]) => name === where),
      where,
    );
  const fallbacks = proxied.flatMap(([, body]) => [...body.matchAll(/error_page [\d ]+ (?:= )?(\S+);/g)].map(([, target]) => target));
  for (const where of ['@go_direct', '@go_not_found', '@watch_down']) assert.ok(fallbacks.includes(where), where);
  for (const where of [...proxied.map(([name]) => name), ...fallbacks]) {
    const body = locations.get(where as string) ?? '';
    assert.match(body, /\n {8}access_log off;/, `${where} keeps nginx's access log (address, browser, referring page)`);
    assert.match(body, /\n {8}error_log \/dev\/null;/, `${where} keeps nginx's error log (address, referring page)`);
  }
});

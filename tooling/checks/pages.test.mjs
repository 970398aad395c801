// The prerendered pages (npm run build) checked by the tools the web uses: the W3C Nu HTML Checker
// (vnu-jar) on every page, and structured-data-testing-tool's Google and social presets on one page
// of every route type. Run by `npm run test:tooling`, after the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureJava } from './ensure-java.mjs';
import { prerenderDir } from '../../platform/environment.ts';
import { fileForUrl } from '../../platform/layout.ts';

const require = createRequire(import.meta.url);
const { structuredDataTest } = require('structured-data-testing-tool');
const { Google, SocialMedia } = require('structured-data-testing-tool/presets');
/** The pages the build wrote (PRERENDER_DIR, as the build read it). */
const PRERENDER_DIR = prerenderDir(process.env, path.resolve(import.meta.dirname, '../..'));

function prerenderedPages() {
  if (!existsSync(path.join(PRERENDER_DIR, 'routes.json'))) throw new Error(`${PRERENDER_DIR} has no pages: run "npm run build" first`);
  return readdirSync(PRERENDER_DIR, { recursive: true })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(PRERENDER_DIR, name));
}

test('the W3C Nu HTML Checker finds no error on any prerendered page', async () => {
  ensureJava();
  const pages = prerenderedPages();
  assert.ok(pages.length > 100, `expected every page of the site, found ${pages.length}`);
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  // vnu writes its report to stderr and exits 1 when it found errors: both are read, not thrown.
  const { stderr } = await promisify(execFile)('java', ['-jar', jar, '--errors-only', '--format', 'json', ...pages], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error) => (error.stderr ? error : Promise.reject(error)));
  const { messages } = JSON.parse(stderr);
  // The checker's speculation-rules grammar predates the `immediate` eagerness (Speculation Rules,
  // WICG; Chromium prerenders with it, as the bench shows): the pages' one rule prerenders the link
  // the page's chrome marks at once (shell/src/speculation-rules.ts). That exact message is
  // the checker's gap, not the page's; any other value, or any other error, still fails.
  const olderGrammar = (message) =>
    message.message === 'The “eagerness” property in a speculation rule must be one of “eager”, “moderate”, or “conservative”.' &&
    // The checker quotes a few characters around it: they must be the end of that one value.
    '"eagerness":"immediate"}]}</script>'.endsWith(`${(message.extract ?? '').split('</script>')[0]}</script>`);
  const errors = messages
    .filter((message) => !olderGrammar(message))
    .map((message) => `${path.relative(PRERENDER_DIR, new URL(message.url).pathname)}: ${message.message} (${message.extract ?? ''})`);
  assert.deepEqual(errors, []);
});

/** One page of every route type, and the schema.org types its structured data must hold. */
const ROUTE_TYPES = [
  { url: '/', schemas: ['WebSite', 'Organization'] },
  { url: '/blog', schemas: [] },
  { url: '/blog?category=Tool Battles', schemas: [] },
  { url: '/blog/ai-seo-tools-hack-google', schemas: ['Article', 'BreadcrumbList'] },
  { url: '/tools', schemas: ['CollectionPage'] },
  { url: '/tools/automation', schemas: ['CollectionPage'] },
  { url: '/tools/chatgpt', schemas: ['SoftwareApplication', 'BreadcrumbList'] },
  { url: '/tools/changes', schemas: ['CollectionPage'] },
  { url: '/search', schemas: ['SearchResultsPage'] },
  { url: '/tools?sort=price', schemas: ['CollectionPage'] },
  { url: '/tools/jasper/alternatives', schemas: ['WebPage', 'BreadcrumbList'] },
  { url: '/tools/compare', schemas: ['WebPage', 'BreadcrumbList'] },
  { url: '/tools/compare/jasper-vs-copy-ai', schemas: ['WebPage', 'BreadcrumbList'] },
  { url: '/quizzes', schemas: ['ItemList'] },
  { url: '/guide', schemas: ['HowTo'] },
  { url: '/privacy', schemas: [] },
  { url: '/terms', schemas: [] },
  { url: '/about', schemas: [] },
  { url: '/newsletter/confirmed', schemas: [] },
];

for (const { url, schemas } of ROUTE_TYPES) {
  test(`${url} passes structured-data-testing-tool's Google and social presets`, async () => {
    prerenderedPages();
    const html = readFileSync(path.join(PRERENDER_DIR, fileForUrl(url)), 'utf8');
    const result = await structuredDataTest(html, { presets: [Google, SocialMedia], schemas }).catch((error) => {
      const failed = error.res?.failed?.map((check) => `${check.test}: ${check.error?.message ?? 'failed'}`) ?? [error.message];
      assert.fail(`${url}: ${failed.join('; ')}`);
    });
    assert.deepEqual(result.failed, []);
    for (const schema of schemas)
      assert.ok(result.schemas.includes(schema), `${url} has ${schema} structured data (found ${result.schemas.join(', ')})`);
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    const file = path.join(PRERENDER_DIR, new URL(image).pathname);
    assert.ok(existsSync(file), `${url}: its og:image ${image} was drawn`);
  });
}

import path from 'node:path';
import sax from 'sax';
import { expect, test } from '../support/fixtures';
import { ARTICLES, TOOLS } from '../support/content';
import { readJson } from '../../platform/read-json.ts';

// The dates the page, the feed and the sitemap must carry, read from the content.
const ROOT = path.resolve(import.meta.dirname, '../..');
/** A JSON file of the checkout, by its path from the root. */
const checkoutJson = <T>(file: string): T => readJson<T>(path.join(ROOT, file));
const TOOL_DATES = checkoutJson<{ id: string; name: string; added: string; check?: { on: string } }[]>('shared-content/content/tools.json');
const CHECKS = TOOL_DATES.flatMap((tool) => (tool.check ? [{ id: tool.id, name: tool.name, on: tool.check.on }] : []));
const ADDITION_DAYS = [...new Set(TOOL_DATES.map((tool) => tool.added))];
const UPDATED = checkoutJson<Record<string, { updated: string; changes?: { date: string }[] }>>(
  'shared-content/src/generated/article-headers.json',
);
const ARTICLE_CHANGES = Object.values(UPDATED).flatMap((header) => header.changes ?? []);
/** What each check changed (price, free plan, owner), from the tools' price history. */
const FACTS = checkoutJson<{ id: string; on: string; what: string; from: string; to: string }[]>(
  'shared-content/src/generated/tool-fact-changes.json',
);
const NEWEST_CHANGE = [...CHECKS.map((check) => check.on), ...FACTS.map((fact) => fact.on), ...ARTICLE_CHANGES.map((change) => change.date)]
  .sort()
  .at(-1);

interface Element {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: Element[];
}

/** A strict XML parse: anything not well-formed throws. */
function parseXml(xml: string): Element {
  const parser = sax.parser(true, { trim: true });
  const root: Element = { name: '#document', attributes: {}, text: '', children: [] };
  const open = [root];
  parser.onopentag = (tag) => {
    const element: Element = { name: tag.name, attributes: tag.attributes as Record<string, string>, text: '', children: [] };
    open.at(-1)?.children.push(element);
    open.push(element);
  };
  parser.onclosetag = () => void open.pop();
  parser.ontext = (text) => void (open.at(-1)!.text += text);
  parser.onerror = (error) => {
    throw error;
  };
  parser.write(xml).close();
  return root.children[0]!;
}
const child = (element: Element, name: string) => element.children.find((item) => item.name === name);

test("/tools/changes lists the tools added and every tool's last check under their day, each linking to the tool, with its feed", async ({
  page,
}) => {
  expect(CHECKS.length).toBeGreaterThan(0);
  await page.goto('/tools/changes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's new in The Arsenal");
  const sectionOf = (day: string) => page.getByRole('region').filter({ has: page.locator(`h2 time[datetime="${day}"]`) });
  for (const day of new Set(CHECKS.map((check) => check.on))) {
    const count = CHECKS.filter((check) => check.on === day).length;
    await expect(sectionOf(day).getByRole('heading', { level: 2 })).toContainText(`${count} ${count === 1 ? 'tool' : 'tools'} re-checked`);
    await expect(sectionOf(day).getByRole('list', { name: 'Re-checked' }).getByRole('listitem')).toHaveCount(count);
  }
  for (const day of ADDITION_DAYS) {
    const added = TOOL_DATES.filter((tool) => tool.added === day);
    await expect(sectionOf(day).getByRole('heading', { level: 2 })).toContainText(
      `${added.length} ${added.length === 1 ? 'tool' : 'tools'} added`,
    );
    const list = sectionOf(day).getByRole('list', { name: 'Added' });
    await expect(list.getByRole('link')).toHaveText(added.map((tool) => tool.name));
    await expect(list.getByRole('link', { name: added[0]!.name, exact: true })).toHaveAttribute('href', `/tools/${added[0]!.id}`);
  }
  const first = CHECKS[0]!;
  await expect(
    sectionOf(first.on).getByRole('list', { name: 'Re-checked' }).getByRole('link', { name: first.name, exact: true }),
  ).toHaveAttribute('href', `/tools/${first.id}`);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/tools\/changes\.xml$/);
  await expect(page.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/tools/changes.xml');
});

test('the directory and the footer link to what is new', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('link', { name: "What's new: tools added, facts re-checked, articles updated" })).toHaveAttribute(
    'href',
    '/tools/changes',
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: "What's new in The Arsenal" })).toHaveAttribute(
    'href',
    '/tools/changes',
  );
});

test('the changes feed is valid Atom whose entries are the content’s additions and checks with their dates', async ({ request }) => {
  const response = await request.get('/tools/changes.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const feed = parseXml(await response.text());
  expect(feed.name).toBe('feed');
  expect(child(feed, 'updated')?.text).toBe(`${NEWEST_CHANGE}T00:00:00.000Z`);
  const entries = feed.children
    .filter((item) => item.name === 'entry')
    .map((entry) => ({
      id: child(entry, 'id')?.text ?? '',
      link: child(entry, 'link')?.attributes.href ?? '',
      updated: child(entry, 'updated')?.text ?? '',
    }));
  // One entry per check, one per day on which tools were added, one per fact a check changed and one per article change.
  expect(entries).toHaveLength(CHECKS.length + ADDITION_DAYS.length + FACTS.length + ARTICLE_CHANGES.length);
  expect(FACTS.length).toBeGreaterThan(0);
  for (const check of CHECKS) {
    const entry = entries.find(({ link }) => new URL(link).pathname === `/tools/${check.id}` && !link.endsWith('#history'));
    expect(entry?.updated, check.id).toBe(`${check.on}T00:00:00.000Z`);
  }
  // Each fact change links to its tool's price history, dated by the check that found it.
  for (const fact of FACTS) {
    const ofTool = entries.filter(({ link }) => link.endsWith(`/tools/${fact.id}#history`));
    expect(ofTool, fact.id).toHaveLength(FACTS.filter((other) => other.id === fact.id).length);
    expect(
      ofTool.map(({ updated }) => updated),
      fact.id,
    ).toContain(`${fact.on}T00:00:00.000Z`);
  }
  // One entry a day for the tools added that day (its id names the day), the same day as a check of one of them or not.
  for (const day of ADDITION_DAYS) {
    const ofDay = entries.filter(({ id }) => /#(added|changes)-/.test(id) && id.endsWith(`-${day}`));
    expect(ofDay, day).toHaveLength(1);
    expect(ofDay[0]?.updated, day).toBe(`${day}T00:00:00.000Z`);
  }
});

test('the sitemap dates articles by their Updated date and tools by their last check or addition, and lists /search and /tools/changes', async ({
  request,
}) => {
  const urlset = parseXml(await (await request.get('/sitemap.xml')).text());
  const lastmod = new Map(
    urlset.children.map((url) => [
      new URL(child(url, 'loc')?.text ?? '').pathname + new URL(child(url, 'loc')?.text ?? '').search,
      child(url, 'lastmod')?.text,
    ]),
  );
  for (const article of ARTICLES) expect(lastmod.get(`/blog/${article.slug}`), article.slug).toBe(UPDATED[article.slug]?.updated);
  for (const tool of TOOLS) {
    const dates = TOOL_DATES.find((item) => item.id === tool.id)!;
    expect(lastmod.get(`/tools/${tool.id}`), tool.id).toBe([dates.added, dates.check?.on ?? ''].sort().at(-1));
  }
  expect(lastmod.get('/tools/changes')).toBe(NEWEST_CHANGE);
  expect(lastmod.has('/search')).toBe(true);
  // A page whose content carries no date has none.
  expect(lastmod.get('/')).toBeUndefined();
  expect(lastmod.get('/privacy')).toBeUndefined();
});

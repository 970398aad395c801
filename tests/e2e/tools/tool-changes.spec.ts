import path from 'node:path';
import sax from 'sax';
import { correctionEntries, type FactChangeEntry } from '../../../shared-content/src/domain/plans/history.ts';
import type { Correction } from '../../../shared-content/src/content/schemas/plans.ts';
import { dayLabel, toolChanges, type ReadingDay } from '../../../shared-content/src/domain/tool-changes.ts';
import { expect, test } from '../../support/fixtures';
import { ARTICLES, TOOLS, historyOf } from '../../support/content';
import { readJson } from '../../../platform/read-json.ts';

// What the page, the feed and the sitemap must carry, from the content and what the content build
// derived from the tools' histories, put together by the same function as the page.
const ROOT = path.resolve(import.meta.dirname, '../../..');
/** A JSON file of the checkout, by its path from the root. */
const checkoutJson = <T>(file: string): T => readJson<T>(path.join(ROOT, file));
const HEADERS = checkoutJson<Record<string, { updated: string; changes?: { date: string; what: string }[] }>>(
  'shared-content/src/content/generated/article-headers.json',
);
/** Each day's readings of each tool's plans, by their sources' publishers (from content/tool-history.json). */
const READINGS = checkoutJson<ReadingDay[]>('shared-content/src/content/generated/tool-readings.json');
/** What each day's readings changed in a tool's record: its cheapest paid plan or its free plan, old → new. */
const FACTS = checkoutJson<FactChangeEntry[]>('shared-content/src/content/generated/tool-fact-changes.json');
/** The corrections log (content/corrections.json), each with what the record said once it was made. */
const CORRECTIONS = correctionEntries(
  checkoutJson<Correction[]>('shared-content/content/corrections.json'),
  new Map(TOOLS.map((tool) => [tool.id, tool])),
  new Map(TOOLS.map((tool) => [tool.id, historyOf(tool)])),
);
const DAYS = toolChanges(
  TOOLS,
  ARTICLES.map(({ slug, title }) => ({ slug, title, changes: HEADERS[slug]?.changes })),
  { readings: READINGS, facts: FACTS, corrections: CORRECTIONS },
);
const ADDITION_DAYS = DAYS.filter((day) => day.added.length > 0);
const ARTICLE_CHANGES = Object.values(HEADERS).flatMap((header) => header.changes ?? []);
/**
 * The days a tool's page changed: it was added, its owner and links were checked, its history gained
 * an entry (a reading of its plans, a search) and the corrections log one about it.
 */
const toolDays = (tool: (typeof TOOLS)[number]) => [
  tool.added,
  ...(tool.check ? [tool.check.on] : []),
  ...historyOf(tool).map((entry) => entry.on),
  ...CORRECTIONS.filter((correction) => correction.id === tool.id).map((correction) => correction.on),
];
const newest = (days: readonly string[]) => [...days].sort().at(-1);
const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

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

test('/tools/changes lists, day by day, the tools added, whose plans we read from which sources and what that changed, each linking to the tool, with its feed', async ({
  page,
}) => {
  expect(READINGS.length).toBeGreaterThan(0);
  await page.goto('/tools/changes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("What's new in The Arsenal");
  for (const day of DAYS) {
    const section = page.getByRole('region', { name: new RegExp(`^${dayLabel(day.date)}: `) });
    const heading = section.getByRole('heading', { level: 2 });
    if (day.added.length > 0) await expect(heading).toContainText(`${plural(day.added.length, 'tool')} added`);
    if (day.readings.length > 0) await expect(heading).toContainText(`${plural(day.readings.length, 'tool’s', 'tools’')} plans read`);
    if (day.facts.length > 0) await expect(heading).toContainText(`${plural(day.facts.length, 'fact')} changed`);
    if (day.corrections.length > 0) await expect(heading).toContainText(`${plural(day.corrections.length, 'fact')} corrected`);
    if (day.articles.length > 0) await expect(heading).toContainText(`${plural(day.articles.length, 'article')} updated`);

    const added = section.getByRole('list', { name: 'Added' });
    await expect(added.getByRole('link')).toHaveText(day.added.map((tool) => tool.name));
    for (const tool of day.added)
      await expect(added.getByRole('link', { name: tool.name, exact: true })).toHaveAttribute('href', `/tools/${tool.id}`);

    // Each tool whose plans were read that day, with its sources, linking to its price history.
    const read = section.getByRole('list', { name: 'Plans read' }).getByRole('listitem');
    await expect(read).toHaveCount(day.readings.length);
    for (const [index, reading] of day.readings.entries()) {
      await expect(read.nth(index).getByRole('link')).toHaveText(reading.name);
      await expect(read.nth(index).getByRole('link')).toHaveAttribute('href', `/tools/${reading.id}#history`);
      await expect(read.nth(index)).toContainText(`${plural(reading.sources.length, 'source')}: ${reading.sources.join(', ')}`);
    }
    // What those readings changed in the record, old → new.
    const changed = section.getByRole('list', { name: 'Changed in our records' }).getByRole('listitem');
    await expect(changed).toHaveCount(day.facts.length);
    for (const [index, fact] of day.facts.entries()) {
      await expect(changed.nth(index)).toContainText(`${fact.name} · `);
      await expect(changed.nth(index)).toContainText(`${fact.from} → ${fact.to}`);
    }
  }
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/tools\/changes\.xml$/);
  await expect(page.getByRole('link', { name: 'Atom feed' })).toHaveAttribute('href', '/tools/changes.xml');
});

// The first corrections: the day the record of plans replaced the facts typed by hand. The log is
// append-only, so that day stays in it, beside any later one.
const FIRST_CORRECTIONS = '2026-11-28';

test(`/tools/changes lists every correction under its day, those of ${FIRST_CORRECTIONS} among them: what we said, what the record says since and why, leading to the tool's corrections`, async ({
  page,
}) => {
  const days = [...new Set(CORRECTIONS.map((correction) => correction.on))];
  expect(days).toContain(FIRST_CORRECTIONS);
  await page.goto('/tools/changes');
  for (const day of days) {
    const corrected = page.getByRole('region', { name: new RegExp(`^${dayLabel(day)}: `) }).getByRole('list', { name: 'Corrected' });
    const ofDay = CORRECTIONS.filter((correction) => correction.on === day);
    const tools = [...new Set(ofDay.map((correction) => correction.id))];
    // One item per tool, with a link to its corrections and each of its facts corrected that day.
    const items = corrected.locator(':scope > li');
    await expect(items).toHaveCount(tools.length);
    for (const id of tools) {
      const corrections = ofDay.filter((correction) => correction.id === id);
      const item = items.filter({ has: page.getByRole('link', { name: corrections[0]!.name, exact: true }) });
      await expect(item.getByRole('link', { name: corrections[0]!.name, exact: true })).toHaveAttribute(
        'href',
        `/tools/${id}#tool-corrections`,
      );
      const entries = item.getByRole('listitem');
      await expect(entries).toHaveCount(corrections.length);
      for (const [index, correction] of corrections.entries()) {
        await expect(entries.nth(index)).toContainText(`${correction.from} → ${correction.to}`);
        await expect(entries.nth(index)).toContainText(`Why: ${correction.why}.`);
      }
    }
  }
  // The tool's page keeps the same correction.
  const first = CORRECTIONS.find((correction) => correction.on === FIRST_CORRECTIONS)!;
  await page
    .getByRole('region', { name: new RegExp(`^${dayLabel(FIRST_CORRECTIONS)}: `) })
    .getByRole('list', { name: 'Corrected' })
    .getByRole('link', { name: first.name, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tools/${first.id}#tool-corrections$`));
  await expect(page.getByRole('region', { name: 'Corrections' }).getByRole('listitem').first()).toContainText(
    `${first.from} → ${first.to}`,
  );
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

test('the changes feed is valid Atom whose entries are the additions, readings, record changes, corrections and article updates with their dates', async ({
  request,
}) => {
  const response = await request.get('/tools/changes.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/atom\+xml/);
  const feed = parseXml(await response.text());
  expect(feed.name).toBe('feed');
  expect(child(feed, 'updated')?.text).toBe(`${DAYS[0]?.date}T00:00:00.000Z`);
  const entries = feed.children
    .filter((item) => item.name === 'entry')
    .map((entry) => {
      const link = new URL(child(entry, 'link')?.attributes.href ?? '');
      return { id: child(entry, 'id')?.text ?? '', at: link.pathname + link.hash, updated: child(entry, 'updated')?.text ?? '' };
    });
  // One entry per day on which tools were added, per tool whose plans were read on a day, per fact a
  // reading changed, per correction and per article change.
  expect(entries).toHaveLength(ADDITION_DAYS.length + READINGS.length + FACTS.length + CORRECTIONS.length + ARTICLE_CHANGES.length);
  const dated = (day: string) => `${day}T00:00:00.000Z`;
  for (const reading of READINGS) {
    const ofReading = entries.filter(({ at, id }) => at === `/tools/${reading.id}#history` && id.endsWith(`-read-${reading.on}`));
    expect(
      ofReading.map(({ updated }) => updated),
      reading.id,
    ).toEqual([dated(reading.on)]);
  }
  // Each record change links to its tool's price history, dated by the readings that made it.
  for (const fact of FACTS) {
    const ofFact = entries.filter(
      ({ at, id }) => at === `/tools/${fact.id}#history` && id.endsWith(`-${fact.what.replace(' ', '-')}-${fact.on}`),
    );
    expect(
      ofFact.map(({ updated }) => updated),
      fact.id,
    ).toEqual([dated(fact.on)]);
  }
  // Each correction links to its tool's corrections, dated by the day it was made.
  for (const correction of CORRECTIONS) {
    const ofTool = entries.filter(
      ({ at, updated }) => at === `/tools/${correction.id}#tool-corrections` && updated === dated(correction.on),
    );
    expect(ofTool, correction.id).toHaveLength(
      CORRECTIONS.filter((other) => other.id === correction.id && other.on === correction.on).length,
    );
  }
  // One entry a day for the tools added that day (its id names the day).
  for (const { date } of ADDITION_DAYS) {
    const ofDay = entries.filter(({ id }) => /#(added|changes)-/.test(id) && id.endsWith(`-${date}`));
    expect(
      ofDay.map(({ updated }) => updated),
      date,
    ).toEqual([dated(date)]);
  }
});

test('the sitemap dates articles by their Updated date and tools by the newest of their addition, check, history and corrections, and lists /search and /tools/changes', async ({
  request,
}) => {
  const urlset = parseXml(await (await request.get('/sitemap.xml')).text());
  const lastmod = new Map(
    urlset.children.map((url) => {
      const loc = new URL(child(url, 'loc')?.text ?? '');
      return [loc.pathname + loc.search, child(url, 'lastmod')?.text];
    }),
  );
  for (const article of ARTICLES) expect(lastmod.get(`/blog/${article.slug}`), article.slug).toBe(HEADERS[article.slug]?.updated);
  for (const tool of TOOLS) expect(lastmod.get(`/tools/${tool.id}`), tool.id).toBe(newest(toolDays(tool)));
  expect(lastmod.get('/tools/changes')).toBe(
    newest([...TOOLS.map((tool) => newest(toolDays(tool))!), ...Object.values(HEADERS).map((header) => header.updated)]),
  );
  expect(lastmod.has('/search')).toBe(true);
  // A page whose content carries no date has none.
  expect(lastmod.get('/')).toBeUndefined();
  expect(lastmod.get('/privacy')).toBeUndefined();
});

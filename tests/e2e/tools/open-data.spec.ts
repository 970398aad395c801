import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load } from 'cheerio';
import { parse } from 'csv-parse/sync';
import type { APIRequestContext } from '@playwright/test';
import type { OpenDataset, OpenTool } from '../../../shared-content/src/content/schemas/open-data.ts';
import { PLANS_CSV_COLUMNS } from '../../../shared-content/src/site/open-data.ts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { expect, test } from '../../support/fixtures';
import { MAIN_SITE_PORT, sitePorts } from '../../support/ports';
import { checkAtom } from '../../support/atom';
import { TOOLS } from '../../support/content';

// The open data as the site serves it: every file follows the schema the site publishes, every figure
// in it is the figure its tool's page shows, the CSV says what the JSON says, and each tool's feed is
// Atom that lists its corrections.

async function fetched(request: APIRequestContext, url: string, type: RegExp): Promise<string> {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  expect(answer.headers()['content-type'], `${url}'s type`).toMatch(type);
  expect(answer.headers()['access-control-allow-origin'], `${url} is readable from any origin`).toBe('*');
  return answer.text();
}

const json = async (request: APIRequestContext, url: string) =>
  JSON.parse(await fetched(request, url, /^application\/json; charset=utf-8$/)) as OpenDataset;

test('tools.json and every tool’s own file follow the JSON Schema the site publishes, and list every tool of The Arsenal', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const schema = JSON.parse(await fetched(request, '/data/schema.json', /^application\/schema\+json/)) as { $id: string };
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  const validate = ajv.compile(schema);
  const explain = () => ajv.errorsText(validate.errors, { separator: '\n' });

  const all = await json(request, '/data/tools.json');
  expect(validate(all), explain()).toBe(true);
  expect(all.$schema).toBe(schema.$id);
  expect(all.tools.map((tool) => tool.id)).toEqual(TOOLS.map((tool) => tool.id));
  expect(all.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  for (const tool of all.tools) {
    const own = await json(request, `/data/tools/${tool.id}.json`);
    expect(validate(own), `${tool.id}.json:\n${explain()}`).toBe(true);
    expect(own.tools, `${tool.id}.json holds the tool as tools.json does`).toEqual([tool]);
  }

  // The schema refuses what the files must never hold: a figure without its source's date.
  const broken = structuredClone(all);
  delete (broken.tools[0]?.sources[0] as Partial<OpenTool['sources'][number]>).read;
  expect(validate(broken)).toBe(false);
});

test('every figure in the open data is the figure its tool’s page shows, plan by plan, for every tool', async ({ request }) => {
  test.setTimeout(300_000);
  const all = await json(request, '/data/tools.json');
  let plans = 0;
  for (const tool of all.tools) {
    const answer = await request.get(`/tools/${tool.id}`);
    expect(answer.status(), `/tools/${tool.id}`).toBe(200);
    const $ = load(await answer.text());
    const rows = $('#plans table tbody tr')
      .toArray()
      .map((row) => ({
        name: $(row).find('th').contents().first().text().trim(),
        prices: $(row)
          .find('td')
          .first()
          .find('ul li')
          .toArray()
          .map((item) => $(item).text().trim()),
        cell: $(row).find('td').first().contents().first().text().trim(),
        cheapest: $(row).find('th').text().includes('Cheapest paid plan'),
      }));
    expect(
      rows.map((row) => row.name),
      `${tool.id}: the page's plans`,
    ).toEqual(tool.plans.map((plan) => plan.name));
    tool.plans.forEach((plan, index) => {
      const row = rows[index];
      if (plan.prices.length === 0) expect(row?.cell, `${tool.id} ${plan.name}`).toBe('No figure in its source');
      else expect(row?.prices, `${tool.id} ${plan.name}`).toEqual(plan.prices);
      expect(row?.cheapest, `${tool.id} ${plan.name} is the cheapest paid plan`).toBe(tool.summary.cheapestPlan === index);
      plans += 1;
    });
    const glance = $('section[aria-labelledby="tool-price"]')
      .find('dt:contains("Cheapest paid plan")')
      .next('dd')
      .text()
      .replace(/^Last seen: /, '');
    if (tool.summary.model !== 'free') expect(glance, `${tool.id}: the price at a glance`).toBe(tool.summary.price ?? 'No dated figure');
  }
  expect(plans, 'plans compared').toBeGreaterThan(300);
});

test('plans.csv holds the plans tools.json holds, one row each, with its source and the day it was read', async ({ request }) => {
  const all = await json(request, '/data/tools.json');
  const csv = await fetched(request, '/data/plans.csv', /^text\/csv; charset=utf-8$/);
  const [header, ...rows] = parse(csv) as string[][];
  expect(header).toEqual(Object.keys(PLANS_CSV_COLUMNS));
  const expected = all.tools.flatMap((tool) =>
    tool.plans.map((plan) => {
      const source = tool.sources[plan.source];
      const cell = (value: unknown) => (value === undefined ? '' : String(value));
      return [tool.id, plan.name, cell(plan.monthly), cell(plan.yearly), cell(plan.unstated), cell(plan.once), source?.read, source?.url];
    }),
  );
  const column = (name: keyof typeof PLANS_CSV_COLUMNS) => header?.indexOf(name) ?? -1;
  const picked = rows.map((row) =>
    (['tool_id', 'plan', 'monthly', 'yearly', 'unstated', 'once', 'source_read', 'source_url'] as const).map((name) => row[column(name)]),
  );
  expect(picked).toEqual(expected);
});

test('llms.txt says what the site is and links the open data on this origin; its full variant gives every tool', async ({
  request,
  baseURL,
}) => {
  const llms = await fetched(request, '/llms.txt', /^text\/plain; charset=utf-8$/);
  expect(llms).toMatch(/^# Toolverse\n\n> /);
  for (const path of ['/data/tools.json', '/data/plans.csv', '/data/schema.json', '/data', '/llms-full.txt'])
    expect(llms, path).toContain(`](${baseURL}${path})`);
  const full = await fetched(request, '/llms-full.txt', /^text\/plain/);
  for (const tool of TOOLS) expect(full, tool.name).toContain(`\n## ${tool.name}\n`);
});

test('each tool’s feed is Atom (RFC 4287), links its page, and lists every correction of its facts', async ({ request, page }) => {
  test.setTimeout(180_000);
  const all = await json(request, '/data/tools.json');
  for (const tool of all.tools) {
    const feed = checkAtom(await fetched(request, `/tools/${tool.id}/feed.xml`, /^application\/atom\+xml; charset=utf-8$/));
    expect(feed.problems, `${tool.id}'s feed`).toEqual([]);
    expect(feed.title).toContain(tool.name);
    expect(feed.entries.length, `${tool.id}'s feed has its addition at least`).toBeGreaterThan(0);
    for (const entry of feed.entries) expect(entry.link, entry.title).toMatch(new RegExp(`/tools/${tool.id}(#|$)`));
    const titles = feed.entries.map((entry) => entry.title);
    for (const correction of tool.corrections)
      expect(titles, `${tool.id}: the correction of ${correction.fact} on ${correction.on}`).toContain(
        `Corrected: ${tool.name}, ${correction.fact}: ${correction.from} → ${correction.to}`,
      );
  }
  expect(
    all.tools.some((tool) => tool.corrections.length > 0),
    'some tool has a correction',
  ).toBe(true);

  // The tool's page links its feed and its data where the watch form is, and names the feed in its head.
  const [first] = all.tools;
  await page.goto(`/tools/${first?.id}`);
  await expect(page.getByRole('link', { name: `Follow ${first?.name}’s feed` })).toHaveAttribute('href', `/tools/${first?.id}/feed.xml`);
  await expect(page.getByRole('link', { name: 'its data' })).toHaveAttribute('href', `/data/tools/${first?.id}.json`);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/tools\/[a-z0-9-]+\/feed\.xml$/,
  );
});

test('the open data page explains every field the schema has, and every file it names is served', async ({ page, request }) => {
  await page.goto('/data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open data: plans, prices and their history');
  const schema = JSON.parse(await (await request.get('/data/schema.json')).text()) as { properties: Record<string, unknown> };
  const terms = await page.locator('dt').allTextContents();
  for (const field of Object.keys(schema.properties)) expect(terms, field).toContain(field);
  for (const href of await page
    .locator('main a[href^="/data/"], main a[href^="/llms"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
    expect((await request.get(href ?? '')).status(), href ?? '').toBe(200);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/data');
});

test('the MCP server of the site npm start runs answers from the data the site publishes, and says so where there is no figure', async ({
  request,
}) => {
  const all = await json(request, '/data/tools.json');
  const priced = all.tools.find((tool) => tool.summary.price !== null);
  const unpriced = all.tools.find((tool) => tool.summary.price === null && tool.summary.model !== 'free');
  expect(priced && unpriced, 'a tool with a figure and one without').toBeTruthy();
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${sitePorts(MAIN_SITE_PORT).NEWSLETTER_PORT}/mcp`)));
  try {
    const answer = (await client.callTool({ name: 'get_tool', arguments: { id: priced?.id } })) as CallToolResult;
    const cheapest = priced?.plans[priced.summary.cheapestPlan ?? -1];
    const source = priced?.sources[cheapest?.source ?? -1];
    expect(answer.structuredContent).toMatchObject({
      page: priced?.page,
      cheapestPaidPlan: { price: priced?.summary.price, url: source?.url, read: source?.read },
      dataUpdated: all.updated,
    });
    const none = (await client.callTool({ name: 'get_tool', arguments: { id: unpriced?.id } })) as CallToolResult;
    expect(none.isError).toBeUndefined();
    expect((none.content[0] as { text: string }).text).toContain('No figure');
    expect(none.structuredContent).toMatchObject({ cheapestPaidPlan: null });
  } finally {
    await client.close();
  }
});

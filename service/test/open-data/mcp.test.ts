// The read-only MCP server over the open data, driven by the SDK's own client over both transports:
// stdio (the built entry as a child process) and Streamable HTTP (the service's /mcp).
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { OPEN_DATA_FILE, openDataFile } from '../../src/open-data/dataset.js';
import { DEFAULT_MCP_RATE_LIMIT, mcpSettings } from '../../src/open-data/settings.js';
import { request, startApp, startService, tempDir, type RunningApp } from '../helpers.js';

const STDIO_JS = fileURLToPath(new URL('../../dist/open-data/stdio.js', import.meta.url));
const COMMIT = 'c'.repeat(40);
const source = (publisher: string, read: string) => ({
  kind: 'vendor-page-copy',
  publisher,
  url: `https://github.com/example/${publisher.toLowerCase()}/blob/${COMMIT}/plans.json`,
  read,
  datedBy: 'source',
  currency: 'USD',
});
const tool = (id: string, name: string, rest: object) => ({
  id,
  name,
  page: `https://toolverse.example/tools/${id}`,
  feed: `https://toolverse.example/tools/${id}/feed.xml`,
  category: 'writing',
  added: '2026-10-01',
  website: `https://${id}.example`,
  pricingPage: `https://${id}.example/pricing`,
  owner: null,
  status: { state: 'active', words: 'Active' },
  updated: '2026-11-20',
  readings: [],
  corrections: [],
  ...rest,
});
const OLD = source('Copies', '2026-09-01');
const NEW = source('Plans', '2026-11-18');
const DATA = {
  $schema: 'https://toolverse.example/data/schema.json',
  title: 'Toolverse open data: AI tools’ plans, prices and their history',
  version: '1.0.0',
  updated: '2026-11-20',
  site: 'https://toolverse.example/',
  documentation: 'https://toolverse.example/data',
  licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  attribution: 'Toolverse, “AI tools’ plans, prices and their history”, https://toolverse.example/data, CC BY 4.0',
  credits: [],
  tools: [
    tool('quill', 'Quill', {
      summary: {
        model: 'freemium',
        freePlan: true,
        trial: null,
        budget: 'free',
        cheapestPlan: 1,
        price: 'Pro: $20/month, billed monthly',
        noFigure: null,
      },
      plans: [
        { name: 'Free', free: true, contactSales: false, perSeat: false, monthly: 0, currency: 'USD', prices: ['Free'], source: 0 },
        {
          name: 'Pro',
          free: false,
          contactSales: false,
          perSeat: false,
          monthly: 20,
          currency: 'USD',
          prices: ['$20/month, billed monthly'],
          source: 0,
        },
      ],
      sources: [NEW],
      readings: [
        { recorded: '2026-09-02', source: OLD, plans: [{ name: 'Pro', free: false, contactSales: false, perSeat: false, monthly: 25 }] },
        { recorded: '2026-11-20', source: NEW, plans: [{ name: 'Pro', free: false, contactSales: false, perSeat: false, monthly: 20 }] },
      ],
      corrections: [
        {
          on: '2026-11-20',
          fact: 'price',
          from: 'Pro: $30/month',
          to: 'Pro: $20/month, billed monthly',
          why: 'the source we cited says otherwise',
        },
      ],
    }),
    tool('inkwell', 'Inkwell', {
      summary: {
        model: null,
        freePlan: null,
        trial: null,
        budget: null,
        cheapestPlan: null,
        price: null,
        noFigure: 'No dated copy of Inkwell’s plans turned up.',
      },
      plans: [],
      sources: [],
    }),
  ],
};

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;

/** What every transport must answer alike. */
async function answersAlike(client: Client): Promise<void> {
  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((listed) => listed.name).sort(), ['changes_since', 'compare', 'get_tool', 'price_history', 'search_tools']);
  assert.ok(tools.every((listed) => listed.annotations?.readOnlyHint === true && listed.annotations.destructiveHint === false));

  const quill = await client.callTool({ name: 'get_tool', arguments: { id: 'quill' } });
  assert.match(
    text(quill),
    /Cheapest paid plan: Pro: \$20\/month, billed monthly \(Plans, read 2026-11-18: https:\/\/github\.com\/example\/plans\/blob\//,
  );
  assert.deepEqual((quill.structuredContent as { cheapestPaidPlan: unknown }).cheapestPaidPlan, {
    price: 'Pro: $20/month, billed monthly',
    source: 'Plans',
    url: NEW.url,
    read: '2026-11-18',
    kind: 'vendor-page-copy',
  });
  assert.equal((quill.structuredContent as { dataUpdated: string }).dataUpdated, '2026-11-20');

  // No figure in the record: the answer says so, with why, and gives none.
  const inkwell = await client.callTool({ name: 'get_tool', arguments: { id: 'inkwell' } });
  assert.equal(inkwell.isError, undefined);
  assert.match(text(inkwell), /^Inkwell .*\nFree plan: not known\.\nNo figure: No dated copy of Inkwell’s plans turned up\./);
  assert.equal((inkwell.structuredContent as { cheapestPaidPlan: unknown }).cheapestPaidPlan, null);
  assert.doesNotMatch(text(inkwell), /\$|\.\./);

  const missing = await client.callTool({ name: 'get_tool', arguments: { id: 'nope' } });
  assert.equal(missing.isError, true);
  assert.match(text(missing), /No tool with the id "nope"/);

  const history = await client.callTool({ name: 'price_history', arguments: { id: 'quill' } });
  assert.match(
    text(history),
    /read 2026-09-01 by Copies .*Pro 25 USD monthly\n- read 2026-11-18 by Plans .*Pro 20 USD monthly\nCorrected 2026-11-20/,
  );

  const search = await client.callTool({ name: 'search_tools', arguments: { query: 'ink' } });
  assert.deepEqual(
    (search.structuredContent as { tools: { id: string }[] }).tools.map((found) => found.id),
    ['inkwell'],
  );
  const compared = await client.callTool({ name: 'compare', arguments: { ids: ['quill', 'inkwell'] } });
  assert.match(
    text(compared),
    /- Quill: free plan yes; Pro: \$20\/month, billed monthly \(Plans, read 2026-11-18.*\n- Inkwell: free plan not known; no figure/,
  );
  const since = await client.callTool({ name: 'changes_since', arguments: { since: '2026-11-01' } });
  assert.match(text(since), /^Since 2026-11-01: 1 readings recorded, 1 corrections\./);
  const bad = await client.callTool({ name: 'changes_since', arguments: { since: 'last week' } });
  assert.equal(bad.isError, true);
}

describe('the MCP server over the open data', () => {
  const folder = tempDir('open-data-');
  const file = path.join(folder.dir, 'tools.json');
  let running: RunningApp;
  before(async () => {
    writeFileSync(file, JSON.stringify(DATA));
    running = await startApp({ mcp: { data: openDataFile(file), rateLimit: 0 } });
  });
  after(async () => {
    await running.close();
    folder.remove();
  });

  it('answers the SDK client over stdio', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [STDIO_JS],
      env: { OPEN_DATA_FILE: file },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      await client.connect(transport);
      await answersAlike(client);
    } catch (error) {
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nthe server said:\n${stderr}`, { cause: error });
    } finally {
      await client.close();
    }
  });

  it('answers the SDK client over Streamable HTTP at /mcp, and only POST there', async () => {
    const client = new Client({ name: 'test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${running.base}/mcp`)));
    try {
      await answersAlike(client);
    } finally {
      await client.close();
    }
    const get = await request(running.base, { method: 'GET', path: '/mcp' });
    assert.equal(get.status, 405);
    assert.equal(get.headers.allow, 'POST');
  });

  it("holds each client to the service's per-minute limit", async () => {
    const limited = await startApp({ mcp: { data: openDataFile(file), rateLimit: 3 } });
    const call = (id: number) =>
      request(limited.base, {
        path: '/mcp',
        body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'get_tool', arguments: { id: 'quill' } } }),
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      });
    try {
      for (const id of [1, 2, 3]) {
        const answer = await call(id);
        assert.equal(answer.status, 200, answer.text);
        assert.match(answer.text, /Pro: \$20\/month/);
      }
      assert.equal((await call(4)).status, 429);
    } finally {
      await limited.close();
    }
  });

  it('says the data is not published rather than answering from nothing', async () => {
    const gone = await startApp({ mcp: { data: openDataFile(path.join(folder.dir, 'missing.json')), rateLimit: 0 } });
    const client = new Client({ name: 'test', version: '1.0.0' });
    try {
      await client.connect(new StreamableHTTPClientTransport(new URL(`${gone.base}/mcp`)));
      const answer = await client.callTool({ name: 'get_tool', arguments: { id: 'quill' } });
      assert.equal(answer.isError, true);
      assert.match(text(answer), /the open data is not published here yet/);
    } finally {
      await client.close();
      await gone.close();
    }
  });

  it('is part of the built service, reading OPEN_DATA_FILE; a bad MCP_RATE_LIMIT is named', async () => {
    assert.deepEqual(mcpSettings({}), { file: OPEN_DATA_FILE, rateLimit: DEFAULT_MCP_RATE_LIMIT });
    assert.deepEqual(mcpSettings({ OPEN_DATA_FILE: 'data.json', INIT_CWD: '/srv/site', MCP_RATE_LIMIT: '0' }), {
      file: '/srv/site/data.json',
      rateLimit: 0,
    });
    assert.throws(() => mcpSettings({ MCP_RATE_LIMIT: 'lots' }), /^ConfigError: MCP_RATE_LIMIT must be a whole number/);
    const db = tempDir('mcp-service-');
    const service = await startService({ NEWSLETTER_DB: path.join(db.dir, 'service.sqlite'), OPEN_DATA_FILE: file });
    try {
      const client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${service.base}/mcp`)));
      assert.match(text(await client.callTool({ name: 'get_tool', arguments: { id: 'quill' } })), /Pro: \$20\/month/);
      await client.close();
    } finally {
      service.child.kill('SIGTERM');
      await service.exited;
      db.remove();
    }
  });
});

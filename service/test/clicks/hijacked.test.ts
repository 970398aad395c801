import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readHijacked } from '../../src/clicks/destinations.js';
import { readToolFacts } from '../../src/watches/facts.js';
import { READER_NAVIGATION, request, startApp, tempDir, type RunningApp } from '../helpers.js';

const NOT_FOUND_HTML = '<!doctype html><title>Page not found | Toolverse</title><h1>Page not found</h1>';
const FACTS = {
  chatgpt: {
    name: 'ChatGPT',
    freePlan: 'Free plan',
    price: 'Plus: $20/month, billed monthly',
    priceSource: null,
    owner: null,
    status: 'Active',
  },
  quill: {
    name: 'Quill',
    freePlan: 'No free plan',
    price: 'no dated figure',
    priceSource: null,
    owner: null,
    status: 'We no longer link to its domain (since December 1, 2026)',
    hijacked: true,
  },
};

describe('/go/ of a tool whose domain is hijacked', () => {
  let tmp: ReturnType<typeof tempDir>;
  let running: RunningApp;
  let hijacked: Set<string>;
  before(async () => {
    tmp = tempDir();
    const file = join(tmp.dir, 'tool-facts.json');
    writeFileSync(file, JSON.stringify(FACTS));
    // The service reads the published facts as it does at start: checked as facts, then the mark.
    assert.equal(readToolFacts(file).get('quill')?.status, FACTS.quill.status);
    hijacked = readHijacked(file);
    const destinations = new Map([
      ['chatgpt', 'https://chatgpt.com'],
      ['quill', 'https://quill.example'],
    ]);
    running = await startApp({ go: { destinations, hijacked, notFoundHtml: NOT_FOUND_HTML, rateLimit: 0, operatorToken: undefined } });
  });
  after(async () => {
    await running.close();
    tmp.remove();
  });

  it('learns the hijacked tools from the published facts, and only those', () => {
    assert.deepEqual([...hijacked], ['quill']);
  });

  it("answers with the site's not-found page and 404, as for a tool the site does not have, sending no one on and counting nothing", async () => {
    const answer = await request(running.base, { method: 'GET', path: '/go/quill?from=tool', headers: { ...READER_NAVIGATION } });
    assert.equal(answer.status, 404);
    assert.equal(answer.headers.location, undefined);
    assert.equal(answer.text, NOT_FOUND_HTML);
    assert.deepEqual(await running.store.clickCounts(), []);
  });

  it('still sends a reader on to every other tool', async () => {
    const answer = await request(running.base, { method: 'GET', path: '/go/chatgpt?from=tool', headers: { ...READER_NAVIGATION } });
    assert.equal(answer.status, 302);
    assert.equal(answer.headers.location, 'https://chatgpt.com');
  });
});

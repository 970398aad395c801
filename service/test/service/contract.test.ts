import assert from 'node:assert/strict';
import { it } from 'node:test';
import * as site from '../../../shared-content/src/site/newsletter.js';
import { EMAIL_PATTERN, GO_PATH, NEWSLETTER_MESSAGES, NEWSLETTER_PATH, OUTBOUND_PAGE_KINDS } from '../../src/contract.js';

// The service keeps its own copy of the form's contract (it runs without the site's code); this
// test fails if the two drift apart.
it('agrees with the site form on the path, the pattern and the messages', () => {
  assert.equal(NEWSLETTER_PATH, site.NEWSLETTER_PATH);
  assert.equal(EMAIL_PATTERN.source, site.EMAIL_PATTERN.source);
  assert.equal(EMAIL_PATTERN.flags, site.EMAIL_PATTERN.flags);
  for (const [key, message] of Object.entries(NEWSLETTER_MESSAGES)) {
    assert.equal(message, site.NEWSLETTER_MESSAGES[key as keyof typeof NEWSLETTER_MESSAGES], key);
  }
});

it('agrees with the site on the /go/ path and the kinds of page a link may name', async () => {
  const outbound = await import('../../../shared-content/src/site/outbound.js');
  assert.equal(GO_PATH, outbound.GO_PATH);
  assert.deepEqual([...OUTBOUND_PAGE_KINDS], [...outbound.OUTBOUND_PAGE_KINDS]);
});

it("agrees with the site on the watch form's path", async () => {
  const { WATCH_PATH } = await import('../../src/watches/links.js');
  assert.equal(WATCH_PATH, site.WATCH_FORM_PATH);
});

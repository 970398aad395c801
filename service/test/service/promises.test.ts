// The privacy page states these figures from shared-content's NEWSLETTER_RETENTION; the service keeps
// its own. A change to either side without the other fails here, before a reader is told a wrong one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NEWSLETTER_RETENTION } from '../../../shared-content/src/site/newsletter.js';
import { SUPPRESSION_MS } from '../../src/mailboxes/suppression.js';
import { MAILBOX_DAILY_CAP, MAILBOX_HOURLY_CAP, SEND_COUNT_MS } from '../../src/mailboxes/throttle.js';
import { MAIL_LINK_VALID_MS } from '../../src/subscriptions/links.js';
import { WATCH_COLLECT_MS } from '../../src/watches/store.js';

const HOUR_MS = 3_600_000;

describe("the privacy page's figures", () => {
  it('are the ones the service keeps to', () => {
    assert.equal(MAILBOX_HOURLY_CAP, NEWSLETTER_RETENTION.mailsPerHour);
    assert.equal(MAILBOX_DAILY_CAP, NEWSLETTER_RETENTION.mailsPerDay);
    assert.equal(SEND_COUNT_MS, NEWSLETTER_RETENTION.mailCountHours * HOUR_MS);
    assert.equal(SUPPRESSION_MS, NEWSLETTER_RETENTION.optOutDays * 24 * HOUR_MS);
    assert.equal(MAIL_LINK_VALID_MS, NEWSLETTER_RETENTION.mailLinkDays * 24 * HOUR_MS);
    assert.equal(WATCH_COLLECT_MS, NEWSLETTER_RETENTION.watchCollectMinutes * 60_000);
  });
});

// The privacy page states these figures from shared-content's NEWSLETTER_RETENTION, and the About page
// its word on the price monitor from PRICE_MONITOR; the service keeps its own. A change to either side
// without the other fails here, before a reader is told a wrong one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NEWSLETTER_RETENTION } from '../../../shared-content/src/site/newsletter.js';
import { PRICE_MONITOR } from '../../../shared-content/src/site/price-monitor.js';
import { SUPPRESSION_MS } from '../../src/mailboxes/suppression.js';
import { DEFAULT_HOST_GAP_MS, MONITOR_AGENT, monitorSettings } from '../../src/monitor/settings.js';
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

describe("the About page's word on the price monitor", () => {
  it('is what the monitor sends and keeps to by default', () => {
    assert.deepEqual(MONITOR_AGENT, { agent: PRICE_MONITOR.agent, version: PRICE_MONITOR.version, aboutAnchor: PRICE_MONITOR.aboutAnchor });
    assert.equal(DEFAULT_HOST_GAP_MS, PRICE_MONITOR.hostGapSeconds * 1000);
    const settings = monitorSettings({ NEWSLETTER_SITE_URL: 'https://toolverse.example' });
    assert.equal(
      settings.userAgent,
      `${PRICE_MONITOR.agent}/${PRICE_MONITOR.version} (+https://toolverse.example/about#${PRICE_MONITOR.aboutAnchor})`,
    );
    assert.equal(settings.hostGapMs, PRICE_MONITOR.hostGapSeconds * 1000);
  });
});

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePrice, readPrice } from '../../src/monitor/extract/price-text.js';

describe('parsePrice', () => {
  const cases: [string, string | undefined, ReturnType<typeof parsePrice>][] = [
    // A price a month that does not say how it is billed is `unstated`: the record never guesses billing.
    ['$20/mo', undefined, { unstated: 20 }],
    ['$16 per month, billed annually', undefined, { yearly: 16 }],
    ['$16', 'per month, billed annually', { yearly: 16 }],
    ['$24', 'per month, billed monthly', { monthly: 24 }],
    ['$192/year', undefined, { annual: 192 }],
    ['$1,200/yr', undefined, { annual: 1200 }],
    ['US$ 9.99', undefined, { unstated: 9.99 }],
    ['$19.999/mo', undefined, { unstated: 20 }],
    ['Free forever', undefined, { monthly: 0 }],
    ['$0', undefined, { monthly: 0 }],
    ['$0/month billed annually', undefined, { monthly: 0 }],
    ['Contact sales', undefined, { sales: true }],
    ['Custom', undefined, { sales: true }],
    ["Let's talk", undefined, { sales: true }],
    ['From $100 / month', undefined, { unstated: 100 }],
    ['$12 per user/month', undefined, { unstated: 12, perSeat: true }],
    ['$8 /seat/mo', 'billed yearly', { yearly: 8, perSeat: true }],
    ['$49 one-time', undefined, { once: 49 }],
    ['€15/month', undefined, { unstated: 15 }],
    ['2 for $10', undefined, { unstated: 10 }],
  ];
  for (const [text, billing, figure] of cases)
    it(`reads "${text}"${billing ? ` with "${billing}"` : ''}`, () => assert.deepEqual(parsePrice(text, billing), figure));

  it('gives null for a text with no price, no free plan and no "contact sales"', () => {
    assert.equal(parsePrice('Most popular'), null);
    // A free trial of a paid plan is not a free plan.
    assert.equal(parsePrice('Start your free trial'), null);
    assert.equal(parsePrice('per user'), null);
  });
});

describe('readPrice', () => {
  it('is exact for one figure in dollars with nothing else in the text', () => {
    for (const text of ['$20/mo', '$16 per month, billed annually', 'US$ 9.99', 'Free forever', 'Contact sales', '$12 per user/month'])
      assert.equal(readPrice(text)?.exact, true, text);
  });

  it('is not exact when the text has a number that is not the price', () => {
    const read = readPrice('2 for $10');
    assert.equal(read?.exact, false);
    assert.equal(readPrice('Up to 5 users, $20/mo')?.exact, false);
  });

  it('reads a price in another currency without converting it, and says so', () => {
    const read = readPrice('€15/month');
    assert.equal(read?.currency, 'EUR');
    assert.equal(read?.exact, false);
    assert.match(read?.problems.join() ?? '', /EUR, not US dollars/);
    assert.deepEqual(readPrice('15,99 € / month')?.figure, { unstated: 15.99 });
    assert.equal(readPrice('£8/mo')?.currency, 'GBP');
  });

  it('reads a month price and the year total of one yearly price as one, exactly', () => {
    const read = readPrice('$16/mo billed annually ($192/year)');
    assert.deepEqual(read?.figure, { yearly: 16, annual: 192 });
    assert.equal(read?.exact, true);
  });

  it('gives both prices of a text that shows two, not exact', () => {
    const read = readPrice('$20/mo or $192/yr');
    assert.deepEqual(read?.figure, { unstated: 20, annual: 192 });
    assert.equal(read?.exact, false);
  });

  it('says when "billed yearly" leaves open whether the figure is the month or the year', () => {
    const read = readPrice('$192 billed yearly');
    assert.equal(read?.exact, false);
    assert.match(read?.problems.join() ?? '', /billed yearly without saying/);
  });
});

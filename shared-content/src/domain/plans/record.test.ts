import type { Plan, Reading } from '../../content/schemas/plans';
import { cheapestText } from './words';
import { CURRENT_FOR_DAYS, cheapestPaid, figureAge, planKey } from './figures';
import { cheapestPlan, planRecord } from './record';
import { leadFigure, monthlyCost, planSummary } from './summary';
import { standingReading } from './readings';

const COMMIT = 'a'.repeat(40);
const source = (kind: Reading['source']['kind'], publisher: string) => ({
  kind,
  url: `https://github.com/example/${publisher.toLowerCase().replace(/\W+/g, '-')}/blob/${COMMIT}/plans.json`,
  publisher,
  ...(kind === 'licensed-dataset' ? { licence: 'CC BY 4.0' } : {}),
});
const reading = (
  read: string,
  kind: Reading['source']['kind'],
  publisher: string,
  plans: Plan[],
  extra: Partial<Reading> = {},
): Reading => ({
  on: '2026-11-28',
  read,
  source: source(kind, publisher),
  plans,
  ...extra,
});
const COPY = 'vendor-page-copy';
const DATASET = 'licensed-dataset';
const REPORT = 'third-party-report';

describe('the standing reading', () => {
  it('is the newest, unless a more trusted kind of source read the plans at most 90 days before it', () => {
    const report = reading('2026-10-01', REPORT, 'Reviews', [{ name: 'Pro', monthly: 20 }]);
    const copy89 = reading('2026-07-04', COPY, 'Mirror', [{ name: 'Pro', monthly: 18 }]);
    const copy91 = reading('2026-07-02', COPY, 'Mirror', [{ name: 'Pro', monthly: 18 }]);
    expect(standingReading([report, copy89])).toBe(copy89);
    expect(standingReading([report, copy91])).toBe(report);
    // Among the more trusted ones, the most trusted kind, then the newest.
    const dataset = reading('2026-09-01', DATASET, 'Dataset', [{ name: 'Pro', monthly: 19 }]);
    expect(standingReading([report, dataset, copy89])).toBe(copy89);
    expect(standingReading([report, dataset])).toBe(dataset);
  });

  it("is the vendor's own page read by our monitor over a copy of it, and among readings of one day the one recorded last", () => {
    const snapshot = 'ab'.repeat(32);
    const vendor = {
      on: '2026-11-29',
      read: '2026-11-29',
      source: { kind: 'vendor-page' as const, url: 'https://quill.example/pricing', publisher: 'Quill pricing page', snapshot },
      plans: [{ name: 'Pro', monthly: 24 }],
    };
    const copy = reading('2026-11-29', COPY, 'Mirror', [{ name: 'Pro', monthly: 20 }], { on: '2026-11-29' });
    expect(standingReading([copy, vendor])).toBe(vendor);
    expect(planRecord([copy, vendor]).plans[0]).toMatchObject({ name: 'Pro', monthly: 24 });
    // A copy read 30 days earlier does not stand over it either way round; a later vendor reading replaces an earlier one.
    const older = reading('2026-10-30', COPY, 'Mirror', [{ name: 'Pro', monthly: 20 }]);
    expect(standingReading([vendor, older])).toBe(vendor);
    const recheck = { ...vendor, on: '2026-12-01', read: '2026-12-01', plans: [{ name: 'Pro', monthly: 26 }] };
    expect(standingReading([vendor, recheck])).toBe(recheck);
    const sameDayLater = { ...reading('2026-11-29', REPORT, 'Reviews', [{ name: 'Pro', monthly: 22 }]), on: '2026-11-30' };
    const sameDayEarlier = { ...reading('2026-11-29', REPORT, 'Notes', [{ name: 'Pro', monthly: 21 }]), on: '2026-11-29' };
    expect(standingReading([sameDayLater, sameDayEarlier])).toBe(sameDayLater);
  });

  it('is never a list of plan names without a figure while a reading gives one', () => {
    const names = reading('2026-11-01', COPY, 'Mirror', [{ name: 'Free', monthly: 0 }, { name: 'Pro' }]);
    const priced = reading('2026-06-01', REPORT, 'Reviews', [{ name: 'Pro', monthly: 20 }]);
    expect(standingReading([names, priced])).toBe(priced);
    expect(standingReading([names])).toBe(names);
  });
});

describe('a record of plans', () => {
  it('holds every plan the standing reading lists, with its source, and says where no reading gives a figure', () => {
    const record = planRecord([
      reading('2026-10-01', COPY, 'Mirror', [
        { name: 'Free', monthly: 0 },
        { name: 'Pro', monthly: 20, yearly: 16 },
        { name: 'Enterprise', sales: true },
      ]),
    ]);
    expect(record.plans.map((plan) => [plan.name, plan.source])).toEqual([
      ['Free', 0],
      ['Pro', 0],
      ['Enterprise', 0],
    ]);
    expect(record).toMatchObject({ freePlan: true, model: 'freemium', bracket: 'free', cheapest: 1, noFigure: null });
    const unread = planRecord([{ on: '2026-11-28', searched: 'No dated copy of the plan page was found in any corpus.' }]);
    expect(unread).toMatchObject({
      plans: [],
      freePlan: null,
      model: null,
      bracket: null,
      noFigure: 'No dated copy of the plan page was found in any corpus.',
    });
  });

  it("adds the plans other current sources list, each with its source, after the standing reading's own", () => {
    const record = planRecord([
      reading('2026-10-01', COPY, 'Mirror', [{ name: 'Free', monthly: 0 }, { name: 'Pro' }, { name: 'Business', perSeat: true }]),
      reading('2026-10-10', REPORT, 'Reviews', [
        { name: 'Pro', unstated: 15 },
        { name: 'Team', yearly: 10, perSeat: true },
      ]),
    ]);
    // The copy names plans but prices none, so the report stands; the copy's plans follow, and its free plan leads.
    expect(record.plans.map((plan) => `${plan.name}:${record.sources[plan.source]!.publisher}`)).toEqual([
      'Free:Mirror',
      'Pro:Reviews',
      'Team:Reviews',
      'Business:Mirror',
    ]);
    expect(cheapestPlan(record)?.plan.name).toBe('Team');
  });

  it('does not bring back a plan from an older, less trusted source that the standing one no longer lists', () => {
    const record = planRecord([
      reading('2026-10-05', COPY, 'Mirror', [
        { name: 'Free', monthly: 0 },
        { name: 'Max', monthly: 24.99 },
      ]),
      reading('2026-07-24', REPORT, 'Reviews', [{ name: 'Pro', monthly: 9.99 }]),
    ]);
    expect(record.plans.map((plan) => plan.name)).toEqual(['Free', 'Max']);
    expect(cheapestPlan(record)?.plan.name).toBe('Max');
  });

  it('states a figure on the basis another source gives the same figure for the same plan', () => {
    const record = planRecord([
      reading('2026-10-01', COPY, 'Mirror', [{ name: 'Pro', unstated: 19.99 }]),
      reading('2026-06-01', REPORT, 'Reviews', [{ name: 'Pro', yearly: 19.99, monthly: 29.99 }]),
    ]);
    expect(record.plans[0]).toMatchObject({ name: 'Pro', yearly: 19.99, monthly: 29.99 });
    expect(record.sources[record.plans[0]!.source]!.publisher).toBe('Reviews');
  });

  it('names current sources that disagree on a plan, but not a price rounded two ways, nor another currency', () => {
    const record = planRecord([
      reading('2026-09-25', REPORT, 'Help centre', [{ name: 'Pro', monthly: 22, yearly: 17 }]),
      reading('2026-09-25', REPORT, 'Pricing page', [{ name: 'Pro', monthly: 25, yearly: 20 }]),
      reading('2026-09-20', REPORT, 'Rounded', [{ name: 'Pro', yearly: 17.1 }]),
      reading('2026-09-20', REPORT, 'Euros', [{ name: 'Pro', monthly: 19 }], { currency: 'EUR' }),
    ]);
    expect(record.plans[0]!.others?.map((other) => [other.basis, other.amount, other.source.publisher])).toEqual([
      ['monthly', 25, 'Pricing page'],
    ]);
  });

  it('names a source whose figure does not state its billing as disagreeing when it is none of the other source’s figures', () => {
    const unstated = reading('2026-10-01', COPY, 'Mirror', [{ name: 'Plus', unstated: 4.99 }]);
    const stated = reading('2026-09-07', REPORT, 'Notes', [{ name: 'Plus', monthly: 7.99 }]);
    expect(planRecord([stated, unstated]).plans[0]!.others?.map((other) => [other.basis, other.amount, other.against])).toEqual([
      ['monthly', 7.99, 'unstated'],
    ]);
    // The other way round: the record's figure is stated, another source's is not.
    const statedNewer = reading('2026-10-05', COPY, 'Mirror', [{ name: 'Plus', monthly: 7.99, yearly: 6.66 }]);
    const unstatedOlder = reading('2026-09-07', REPORT, 'Notes', [{ name: 'Plus', unstated: 4.99 }]);
    expect(planRecord([unstatedOlder, statedNewer]).plans[0]!.others?.map((other) => [other.basis, other.amount, other.against])).toEqual([
      ['unstated', 4.99, 'monthly'],
    ]);
    // An unstated figure that is one of the other's (here the yearly one, a month's worth) agrees.
    const yearlyWorth = reading('2026-09-07', REPORT, 'Notes', [{ name: 'Plus', unstated: 6.66 }]);
    expect(planRecord([yearlyWorth, statedNewer]).plans[0]!.others).toBeUndefined();
  });

  it('states on the basis another source gives the figure of a plan that a less central source adds, too', () => {
    const standing = reading('2026-10-10', COPY, 'Daily fetch', [{ name: 'Pro', unstated: 19.99 }]);
    const adds = reading('2026-10-01', COPY, 'Mirror', [{ name: 'Ultra 5×', unstated: 99.99 }]);
    const says = reading('2026-09-07', REPORT, 'Notes', [{ name: 'Ultra 5x', monthly: 99.99 }]);
    const record = planRecord([says, adds, standing]);
    expect(record.plans.map((plan) => [plan.name, plan.monthly ?? plan.unstated])).toEqual([
      ['Pro', 19.99],
      ['Ultra 5×', 99.99],
    ]);
    expect(record.plans[1]).toMatchObject({ monthly: 99.99 });
    expect(record.sources[record.plans[1]!.source]!.publisher).toBe('Notes');
  });

  it('takes the free plan from the newest reading that speaks of one: a plan at 0, or a source that says there is none', () => {
    const paidOnly = reading('2026-10-01', COPY, 'Mirror', [{ name: 'Pro', monthly: 20 }]);
    const withFree = reading('2026-09-15', REPORT, 'Reviews', [
      { name: 'Free', monthly: 0 },
      { name: 'Pro', monthly: 20 },
    ]);
    const record = planRecord([paidOnly, withFree]);
    expect(record.freePlan).toBe(true);
    expect(record.plans[0]).toMatchObject({ name: 'Free', monthly: 0 });
    const saysNone = reading('2026-10-20', REPORT, 'Newer', [{ name: 'Pro', monthly: 20 }], { freePlan: false, trial: 14 });
    const closed = planRecord([paidOnly, withFree, saysNone]);
    expect(closed).toMatchObject({ freePlan: false, model: 'free-trial', trial: 14 });
    expect(closed.plans.some((plan) => plan.monthly === 0)).toBe(false);
  });

  it('sets the budget bracket from the cheapest paid plan as the pages show it, or "free" with a free plan', () => {
    const bracket = (plans: Plan[]) => planRecord([reading('2026-10-01', COPY, 'Mirror', plans)]).bracket;
    expect(bracket([{ name: 'Pro', monthly: 49.99 }])).toBe('under-50');
    expect(bracket([{ name: 'Pro', monthly: 50 }])).toBe('50-200');
    expect(bracket([{ name: 'Pro', annual: 2400 }])).toBe('50-200');
    expect(bracket([{ name: 'Pro', monthly: 200.01 }])).toBe('200-plus');
    expect(
      bracket([
        { name: 'Free', monthly: 0 },
        { name: 'Pro', monthly: 500 },
      ]),
    ).toBe('free');
    expect(bracket([{ name: 'Enterprise', sales: true }])).toBeNull();
  });

  it('gives a bundled plan its bundle and keeps the tool name out of plan names when matching', () => {
    expect(planKey('Canva Pro', 'Canva')).toBe('pro');
    expect(planKey('Basic Plan')).toBe('basic');
    expect(planKey('Motion', 'Motion')).toBe('');
    expect(planKey('Google AI Ultra 5×')).toBe(planKey('Google AI Ultra 5x'));
  });
});

describe('the cheapest paid plan', () => {
  it('is the one that costs least over a year of use: a recurring plan at its cheapest way of paying, a one-time price once', () => {
    expect(
      cheapestPaid([
        { name: 'Free', monthly: 0 },
        { name: 'Pro', monthly: 20, yearly: 16 },
        { name: 'Lite', yearly: 17 },
      ]),
    ).toBe(1);
    expect(
      cheapestPaid([
        { name: 'Brand Kit', yearly: 8 },
        { name: 'Logo', once: 35 },
      ]),
    ).toBe(1);
    expect(
      cheapestPaid([
        { name: 'Premium', yearly: 3.33 },
        { name: 'Lifetime', once: 99.5 },
      ]),
    ).toBe(0);
    expect(cheapestPaid([{ name: 'Free', monthly: 0 }, { name: 'Pro' }])).toBeNull();
  });

  it('costs, a month, its figure on the page (its cheapest way of paying), a one-time price as a twelfth; a free tool costs nothing', () => {
    const summary = (plans: Plan[]) => planSummary(planRecord([reading('2026-10-01', COPY, 'Mirror', plans)]));
    expect(monthlyCost(summary([{ name: 'Pro', monthly: 20, yearly: 16 }]))).toBe(16);
    // The plan chosen, its figure and its cost agree: Team paid yearly undercuts Basic, and is said so.
    const agreeing = summary([
      { name: 'Basic', monthly: 25 },
      { name: 'Team', monthly: 30, yearly: 20 },
    ]);
    expect(agreeing.cheapest?.plan.name).toBe('Team');
    expect(cheapestText(agreeing)).toBe('Team: $20/month, billed yearly');
    expect(monthlyCost(agreeing)).toBe(20);
    expect(monthlyCost(summary([{ name: 'Logo', once: 36 }]))).toBe(3);
    expect(monthlyCost(summary([{ name: 'Free', monthly: 0 }]))).toBe(0);
    expect(monthlyCost(summary([{ name: 'Pro' }]))).toBeNull();
    const free = summary([{ name: 'Free', monthly: 0 }]);
    expect(leadFigure(free)?.source.publisher).toBe('Mirror');
    expect(leadFigure(summary([{ name: 'Pro' }]))).toBeNull();
  });
});

describe('the age of a figure', () => {
  it('is current for a year after its source read it', () => {
    expect(figureAge('2026-01-01', '2026-12-31')).toEqual({ days: 364, current: true });
    expect(figureAge('2025-11-01', '2026-11-28').current).toBe(false);
    expect(CURRENT_FOR_DAYS).toBe(365);
  });
});

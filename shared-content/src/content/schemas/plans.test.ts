import { historyEntrySchema, isPinnedUrl, LegacyCheckSchema, PlanSchema, ReadingSchema, SearchSchema, StatusEntrySchema } from './plans';

const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const READING = {
  on: '2026-11-28',
  read: '2026-10-07',
  source: {
    kind: 'third-party-report',
    url: `https://github.com/api-evangelist/zapier/blob/${COMMIT}/plans/zapier-plans-pricing.yml`,
    publisher: 'API Evangelist',
  },
  plans: [
    { name: 'Free', monthly: 0 },
    { name: 'Professional', monthly: 29.99, yearly: 19.99 },
    { name: 'Enterprise', sales: true },
  ],
};

describe('a source a reader can open at the version read', () => {
  it('is a file at a commit or a dated archive capture', () => {
    expect(isPinnedUrl(`https://github.com/o/r/blob/${COMMIT}/data/plans.json`)).toBe(true);
    expect(isPinnedUrl(`https://raw.githubusercontent.com/o/r/${COMMIT}/data/plans.json`)).toBe(true);
    expect(isPinnedUrl(`https://huggingface.co/datasets/o/r/blob/${COMMIT}/plans.csv`)).toBe(true);
    expect(isPinnedUrl('https://web.archive.org/web/20261007120000/https://zapier.com/pricing')).toBe(true);
  });

  it('is never a branch, a bare repository or a live page', () => {
    expect(isPinnedUrl('https://github.com/o/r/blob/main/data/plans.json')).toBe(false);
    expect(isPinnedUrl('https://raw.githubusercontent.com/wjf1/coding-plan-radar/main/data/auto/price-history.json')).toBe(false);
    expect(isPinnedUrl('https://github.com/o/r')).toBe(false);
    expect(isPinnedUrl('https://zapier.com/pricing')).toBe(false);
    expect(isPinnedUrl('https://web.archive.org/web/2026/https://zapier.com/pricing')).toBe(false);
    const branch = { ...READING, source: { ...READING.source, url: 'https://github.com/o/r/blob/main/plans.yml' } };
    expect(ReadingSchema.safeParse(branch).error?.issues[0]?.message).toMatch(/must open the version read/);
  });
});

describe('a reading', () => {
  it('holds every plan its source lists: a free plan at 0, contact sales, a figure on each basis the source gives', () => {
    expect(ReadingSchema.parse(READING)).toEqual(READING);
  });

  it('refuses a source read after the day it was recorded, or more than a year before it', () => {
    expect(ReadingSchema.safeParse({ ...READING, read: '2026-12-01' }).success).toBe(false);
    const old = ReadingSchema.safeParse({ ...READING, read: '2025-11-27' });
    expect(old.error?.issues[0]?.message).toMatch(/older than 365 days cannot be added as current/);
    expect(ReadingSchema.safeParse({ ...READING, read: '2025-11-28' }).success).toBe(true);
  });

  it('refuses a plan listed twice, a licensed dataset without its licence, and a currency it does not know', () => {
    expect(ReadingSchema.safeParse({ ...READING, plans: [...READING.plans, { name: 'free', monthly: 0 }] }).success).toBe(false);
    const dataset = { ...READING, source: { ...READING.source, kind: 'licensed-dataset' } };
    expect(ReadingSchema.safeParse(dataset).success).toBe(false);
    expect(ReadingSchema.safeParse({ ...dataset, source: { ...dataset.source, licence: 'CC BY 4.0' } }).success).toBe(true);
    expect(ReadingSchema.safeParse({ ...READING, currency: 'TRY' }).success).toBe(false);
  });
});

describe('a plan', () => {
  it('is free with no other figure, and gives yearly billing as a month or a year that agree', () => {
    expect(PlanSchema.safeParse({ name: 'Free', monthly: 0, yearly: 5 }).success).toBe(false);
    expect(PlanSchema.safeParse({ name: 'Pro', yearly: 17, annual: 204 }).success).toBe(true);
    expect(PlanSchema.safeParse({ name: 'Pro', yearly: 17, annual: 240 }).success).toBe(false);
    expect(PlanSchema.safeParse({ name: 'Pro', monthly: 19.999 }).success).toBe(false);
    expect(PlanSchema.safeParse({ name: 'Pro', monthly: -1 }).success).toBe(false);
  });
});

describe('an entry of the history', () => {
  it('is read as a reading, a search or a check recorded before readings, by its shape', () => {
    expect(historyEntrySchema(READING)).toBe(ReadingSchema);
    expect(historyEntrySchema({ on: '2026-11-28', searched: 'No copy of the plan page turned up.' })).toBe(SearchSchema);
    expect(historyEntrySchema({ on: '2026-11-25', model: 'paid', price: null })).toBe(LegacyCheckSchema);
    expect(SearchSchema.safeParse({ on: '2026-11-28', searched: 'short' }).success).toBe(false);
  });
});

describe("a reading of the vendor's page by our monitor", () => {
  const SNAPSHOT = '0f'.repeat(32);
  const VENDOR = {
    on: '2026-11-29',
    read: '2026-11-29',
    source: { kind: 'vendor-page', url: 'https://zapier.com/pricing', publisher: 'Zapier pricing page', snapshot: SNAPSHOT },
    plans: [{ name: 'Professional', monthly: 29.99 }],
    freePlan: false,
  };

  it('cites the live page, pinned by the snapshot of what was read', () => {
    expect(ReadingSchema.parse(VENDOR)).toEqual(VENDOR);
  });

  it('is refused without a snapshot, or with one that is not a sha256 in lower-case hex', () => {
    const { snapshot: _, ...unpinned } = VENDOR.source;
    expect(ReadingSchema.safeParse({ ...VENDOR, source: unpinned }).error?.issues[0]).toMatchObject({
      path: ['source', 'snapshot'],
      message: expect.stringMatching(/names the monitor's snapshot/),
    });
    expect(ReadingSchema.safeParse({ ...VENDOR, source: { ...VENDOR.source, snapshot: SNAPSHOT.toUpperCase() } }).success).toBe(false);
    expect(ReadingSchema.safeParse({ ...VENDOR, source: { ...VENDOR.source, snapshot: SNAPSHOT.slice(1) } }).success).toBe(false);
  });

  it('does not let a snapshot turn a copy or a report into a live page', () => {
    const copy = { ...VENDOR, source: { ...VENDOR.source, kind: 'vendor-page-copy' } };
    expect(ReadingSchema.safeParse(copy).error?.issues[0]?.message).toMatch(/must open the version read/);
    expect(ReadingSchema.safeParse({ ...READING, source: { ...READING.source, snapshot: SNAPSHOT } }).success).toBe(true);
  });
});

describe('a status entry', () => {
  const ACQUIRED = { on: '2026-11-29', status: 'acquired', by: 'Bigco', note: 'Bigco bought Quill and sells it as Bigco Write.' };

  it('is read as one by the history, and holds the acquirer, the evidence page and its snapshot', () => {
    expect(historyEntrySchema(ACQUIRED)).toBe(StatusEntrySchema);
    const entry = { ...ACQUIRED, url: 'https://bigco.example/news/quill', snapshot: 'c'.repeat(64) };
    expect(StatusEntrySchema.parse(entry)).toEqual(entry);
  });

  it('names the acquirer of an acquisition and of nothing else, and says something readers can read', () => {
    const { by: _, ...nobody } = ACQUIRED;
    expect(StatusEntrySchema.safeParse(nobody).error?.issues[0]?.path).toEqual(['by']);
    expect(StatusEntrySchema.safeParse({ ...ACQUIRED, status: 'discontinued' }).success).toBe(false);
    expect(StatusEntrySchema.safeParse({ ...nobody, status: 'discontinued' }).success).toBe(true);
    expect(StatusEntrySchema.safeParse({ ...nobody, status: 'may-be-gone', note: 'Gone?' }).success).toBe(false);
    expect(StatusEntrySchema.safeParse({ ...nobody, status: 'sold' }).success).toBe(false);
    expect(StatusEntrySchema.safeParse({ ...nobody, status: 'hijacked', url: 'http://quill.example/' }).success).toBe(false);
  });
});

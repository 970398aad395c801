import { report, runAudit } from '../scripts/audit/run';
import { check as freshness } from '../scripts/audit/freshness';
import { check } from '../scripts/audit/tools';
import type { AuditArticle, AuditContent } from '../scripts/audit/types';
import { ToolSchema } from './schemas/tool';

/** A tool entry that passes every check on 2025-06-01, as tools.json would hold it. */
const entry = (id: string, name: string, pricing: Record<string, unknown> = {}) => ({
  id,
  name,
  description: `${name} is a tool used here only to test the editor's audit of The Arsenal.`,
  category: 'video',
  userTypes: ['marketers'],
  pricing: {
    model: 'freemium',
    from: {
      amount: 10,
      currency: 'USD',
      period: 'month',
      plan: 'Pro',
      source: { kind: 'third-party-report', url: `https://reviews.example/${id}`, publisher: 'Reviews Example', read: '2025-05' },
    },
    page: `https://${id}.example/pricing`,
    ...pricing,
  },
  hook: 'A hook long enough',
  benefits: ['First benefit here', 'Second benefit here', 'Third benefit here'],
  url: `https://${id}.example`,
  trending: false,
  topPick: false,
  goals: ['create'],
  budget: 'free',
  added: '2023-01-02',
});
/** The same entry as the content build hands it to the audit: through the schema. */
const tool = (...args: Parameters<typeof entry>) => ToolSchema.parse(entry(...args));

/** An article as the audit reads it: its prose, its cards' names and its body. */
const article = (body: string, cards: AuditArticle['cards'] = []): AuditArticle => ({
  file: 'articles/a.mdx',
  prose: { title: 'An article' },
  cards,
  body,
  bodyLine: 1,
});

function fixture(change: Partial<AuditContent> = {}): AuditContent {
  return {
    today: '2025-06-01',
    problems: [],
    tools: [tool('opus-clip', 'OpusClip'), tool('reclaim-ai', 'Reclaim.ai'), tool('make', 'Make')],
    toolsData: [],
    articles: [article('Clips.', [{ id: 'opus-clip', name: 'OpusClip' }])],
    quizzes: {
      summaries: [{ id: 'q', title: 'Make something with OpusClip' }],
      questions: { q: [{ question: 'Do you make videos later?', options: [] }] },
    },
    guide: { paths: [{ intro: 'Plan your week with Reclaim.ai', quickPicks: ['reclaim-ai'] }] },
    ...change,
  };
}

describe("the editor's audit of the tools", () => {
  it('finds nothing in sound content, whatever words happen to be tool names in another case', () => {
    expect(check(fixture())).toEqual([]);
  });

  it('warns of a home page given as the pricing page (the schema requires a page, not that it shows prices)', () => {
    expect(check(fixture({ tools: [tool('ifttt', 'IFTTT', { page: 'https://ifttt.example' })], articles: [] }))).toEqual([
      {
        level: 'warning',
        where: 'shared-content/content/tools.json: ifttt.pricing.page',
        message: "is the vendor's home page: link its pricing page if it has one",
      },
    ]);
  });

  it('holds the "Current prices" link to the pricing page the check read', () => {
    const checked = (page: string, read: string) => ({
      ...tool('make', 'Make', { page }),
      check: { on: '2025-05-20', sources: [{ url: read, kind: 'pricing' as const }], summary: 'The vendor page lists the plans.' },
    });
    expect(check(fixture({ tools: [checked('https://make.example/pricing', 'https://make.example/en/pricing')] }))).toEqual([]);
    expect(check(fixture({ tools: [checked('https://make.example/pricing', 'https://other.example/pricing')] }))).toEqual([
      {
        level: 'error',
        where: 'shared-content/content/tools.json: make.pricing.page',
        message: 'is on make.example, but the check read the pricing page at https://other.example/pricing',
      },
    ]);
    expect(check(fixture({ tools: [checked('https://make.example/pricing', 'https://make.example/help/billing')] }))).toMatchObject([
      { level: 'error', message: 'https://make.example/help/billing is a help or billing article, not a pricing page' },
    ]);
  });

  it('reports a tool named two ways in a tool card, a quiz or the guide', () => {
    const findings = check(
      fixture({
        articles: [article('Clips.', [{ id: 'opus-clip', name: 'Opus Clip' }])],
        quizzes: { summaries: [], questions: { q: [{ options: [{ text: 'Cut clips with Opus Clip' }] }] } },
        guide: { paths: [{ intro: 'Plan with Reclaim AI' }] },
      }),
    );
    expect(findings).toEqual([
      {
        level: 'error',
        where: 'articles/a.mdx: ToolCard[0] (opus-clip)',
        message: 'names the tool "Opus Clip", tools.json names it "OpusClip"',
      },
      {
        level: 'error',
        where: 'mfe-quizzes/src/data/quizzes.json + questions.json: questions.q.0.options.0.text',
        message: 'spells OpusClip "Opus Clip": use the name tools.json gives it',
      },
      {
        level: 'error',
        where: 'mfe-guide/src/data/guide.json: paths.0.intro',
        message: 'spells Reclaim.ai "Reclaim AI": use the name tools.json gives it',
      },
    ]);
  });

  it('warns of a bare price in a recap-table row about a tool, and of another spelling in the prose, leaving ids and earnings alone', () => {
    const body = [
      'Cut clips with Opus Clip, or make them later.',
      '| Tool | Best for | Price |',
      '| OpusClip | Clips | From $15/month (May 2025) |',
      '| Agency | Make | $500-$5,000/month per client |',
    ].join('\n');
    expect(check(fixture({ articles: [{ ...article(body), bodyLine: 4 }] }))).toEqual([
      { level: 'warning', where: 'articles/a.mdx:4', message: 'spells OpusClip "Opus Clip"' },
      {
        level: 'warning',
        where: 'articles/a.mdx:6',
        message: '"$15/month" for OpusClip: a tool\'s price shows with its date and source (tools.json), not as a bare figure',
      },
    ]);
  });
});

describe('the age of the prices', () => {
  const source = (kind: string, read: string) => ({ kind, url: 'https://mirror.example/plans', publisher: 'Plan Mirror', read });
  const priced = (id: string, kind: string, read: string) =>
    tool(id, id.toUpperCase(), { from: { amount: 10, currency: 'USD', period: 'month', plan: 'Pro', source: source(kind, read) } });

  it('lists figures read more than twelve months ago as warnings, counted from the day given', () => {
    const dated = (today: string) => freshness(fixture({ today })).filter((finding) => finding.level !== 'note');
    expect(dated('2026-05-31')).toEqual([]);
    const stale = dated('2026-11-25');
    expect(stale).toHaveLength(3);
    expect(stale[0]).toEqual({
      level: 'warning',
      where: 'shared-content/content/tools.json: opus-clip.pricing.from.source.read',
      message:
        'price read May 2025, 18 months before 2026-11-25: pages show it only as "Last seen" (older than 12 months) until a newer source is found',
    });
  });

  it('fails on a figure read more than 24 months ago, naming the tool and its date', () => {
    const findings = freshness(
      fixture({ today: '2027-06-01', tools: [tool('make', 'Make'), priced('fresh', 'vendor-page-copy', '2026-11-02')] }),
    );
    expect(findings.filter((finding) => finding.level === 'error')).toEqual([
      {
        level: 'error',
        where: 'shared-content/content/tools.json: make.pricing.from.source.read',
        message:
          "Make's price was read May 2025 (2025-05), 25 months before 2027-06-01: older than 24 months, find a newer source or remove the figure",
      },
    ]);
    // Twenty-four months to the month is still only stale.
    expect(freshness(fixture({ today: '2027-05-31' })).filter((finding) => finding.level === 'error')).toEqual([]);
  });

  it('counts the tools with a figure read since July 2025 by source kind, and reports the oldest re-check', () => {
    const checked = (entry: ReturnType<typeof tool>, on: string) => ({
      ...entry,
      check: {
        on,
        sources: [{ url: `https://${entry.id}.example/pricing`, kind: 'pricing' as const }],
        summary: 'The vendor page lists the plans.',
      },
    });
    const { from: _from, ...unpriced } = tool('delta', 'Delta').pricing;
    const tools = [
      checked(priced('alpha', 'vendor-page-copy', '2026-10-20'), '2026-11-20'),
      checked(priced('beta', 'third-party-report', '2025-07'), '2026-10-02'),
      checked(priced('gamma', 'third-party-report', '2025-06-30'), '2026-09-01'),
      { ...tool('delta', 'Delta'), pricing: unpriced },
    ];
    expect(freshness(fixture({ today: '2026-11-25', tools })).filter((finding) => finding.level === 'note')).toEqual([
      {
        level: 'note',
        where: 'shared-content/content/tools.json',
        message:
          '2 of 4 tools show a price read on or after 2025-07-01: 0 vendor-page, 1 vendor-page-copy, 1 third-party-report; 2 show "No public figure found" or an older figure',
      },
      {
        level: 'note',
        where: 'shared-content/content/tools.json',
        message: 'oldest re-check of plans and owner 2026-09-01 (gamma); 1 tool(s) never re-checked',
      },
    ]);
  });
});

describe('the audit runner', () => {
  it('turns a check that throws into an error finding and keeps running the others', () => {
    const findings = runAudit(fixture(), {
      broken: () => {
        throw new Error('boom');
      },
      fine: () => [{ level: 'warning', where: 'x', message: 'y' }],
    });
    expect(findings).toEqual([
      { level: 'error', where: 'audit check "broken"', message: 'failed: boom' },
      { level: 'warning', where: 'x', message: 'y' },
    ]);
    expect(report(findings)).toBe('ERROR   audit check "broken": failed: boom\nwarning x: y\ncontent audit: 1 error(s), 1 warning(s)');
    expect(report(findings, true)).toBe('ERROR   audit check "broken": failed: boom\ncontent audit: 1 error(s), 1 warning(s)');
  });
});

import { report, runAudit } from '../../scripts/audit/run';
import { check as freshness } from '../../scripts/audit/freshness';
import { check } from '../../scripts/audit/tools';
import type { AuditArticle, AuditContent } from '../../scripts/audit/types';
import { planRecord } from '../domain/plans/record';
import { ToolSchema, type Plan, type Reading } from './schemas/tool';

/** A tool entry that passes every check, as tools.json would hold it. */
const entry = (id: string, name: string, pricingPage = `https://${id}.example/pricing`) => ({
  id,
  name,
  description: `${name} is a tool used here only to test the editor's audit of The Arsenal.`,
  category: 'video',
  userTypes: ['marketers'],
  pricingPage,
  hook: 'A hook long enough',
  benefits: ['First benefit here', 'Second benefit here', 'Third benefit here'],
  url: `https://${id}.example`,
  trending: false,
  topPick: false,
  goals: ['create'],
  added: '2023-01-02',
});
/** The same entry as the content build hands it to the audit: through the schema. */
const tool = (...args: Parameters<typeof entry>) => ToolSchema.parse(entry(...args));

/** A record from one reading of a source of `kind` that read `plans` on `read`. */
const recordOf = (read: string, plans: Plan[], kind: Reading['source']['kind'] = 'third-party-report') =>
  planRecord([
    {
      on: '2026-11-28',
      read,
      source: { kind, url: `https://github.com/example/plans/blob/${'b'.repeat(40)}/plans.json`, publisher: 'Plan Notes' },
      plans,
    },
  ]);
const PRICED = recordOf('2025-05', [{ name: 'Pro', monthly: 10 }]);

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
    records: new Map(['opus-clip', 'reclaim-ai', 'make'].map((id) => [id, PRICED])),
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
    expect(check(fixture({ tools: [tool('ifttt', 'IFTTT', 'https://ifttt.example')], articles: [] }))).toEqual([
      {
        level: 'warning',
        where: 'shared-content/content/tools.json: ifttt.pricingPage',
        message: "is the vendor's home page: link its pricing page if it has one",
      },
    ]);
  });

  it('holds the "Current prices" link to the pricing page the check read', () => {
    const checked = (page: string, read: string) => ({
      ...tool('make', 'Make', page),
      check: { on: '2025-05-20', sources: [{ url: read, kind: 'pricing' as const }] },
    });
    expect(check(fixture({ tools: [checked('https://make.example/pricing', 'https://make.example/en/pricing')] }))).toEqual([]);
    expect(check(fixture({ tools: [checked('https://make.example/pricing', 'https://other.example/pricing')] }))).toEqual([
      {
        level: 'error',
        where: 'shared-content/content/tools.json: make.pricingPage',
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

  it('warns of another spelling of a tool in the prose, leaving ids and earnings alone', () => {
    const body = [
      'Cut clips with Opus Clip, or make them later.',
      '| Tool | Best for | Price |',
      '| OpusClip | Clips | <Plans id="opus-clip" /> |',
      '| Agency | Make | $500-$5,000/month per client |',
    ].join('\n');
    expect(check(fixture({ articles: [{ ...article(body), bodyLine: 4 }] }))).toEqual([
      { level: 'warning', where: 'articles/a.mdx:4', message: 'spells OpusClip "Opus Clip"' },
    ]);
  });
});

describe('the age of the figures', () => {
  const notes = (content: AuditContent) => freshness(content).filter((finding) => finding.level === 'note');

  it('warns when pages show a figure’s age (past 180 days) and when they say "last seen" (past a year), counted from the day given', () => {
    const dated = (today: string) => freshness(fixture({ today })).filter((finding) => finding.level === 'warning');
    expect(dated('2025-06-01')).toEqual([]);
    expect(dated('2026-01-01').map((finding) => finding.message)).toEqual([
      "OpusClip's figure was read May 2025: pages show its age (245 days)",
      "Reclaim.ai's figure was read May 2025: pages show its age (245 days)",
      "Make's figure was read May 2025: pages show its age (245 days)",
    ]);
    expect(dated('2026-11-25')[0]).toEqual({
      level: 'warning',
      where: 'shared-content/content/tool-history.json: opus-clip',
      message:
        'OpusClip\'s figure was read May 2025, 573 days before 2026-11-25: pages say "last seen" (older than 365 days) until a newer reading is added',
    });
  });

  it('counts the tools with a dated figure, by kind of source and by whether the billing is stated, and names each tool without one and why', () => {
    const records = new Map([
      ['opus-clip', recordOf('2026-10-20', [{ name: 'Pro', monthly: 10 }], 'vendor-page-copy')],
      ['reclaim-ai', recordOf('2026-09-01', [{ name: 'Free', monthly: 0 }])],
      ['make', planRecord([{ on: '2026-11-28', searched: 'No dated copy of Make’s plan page was found in the corpora.' }])],
    ]);
    expect(notes(fixture({ today: '2026-11-25', records }))).toEqual([
      {
        level: 'note',
        where: 'shared-content/content/tool-history.json',
        message:
          '2 of 3 tools show a dated figure (2 in a stated billing basis, 0 whose source does not say how it is billed): 0 vendor-page, 1 vendor-page-copy, 0 licensed-dataset, 1 third-party-report; median age 36 days, 0 older than 180 days',
      },
      {
        level: 'note',
        where: 'shared-content/content/tool-history.json: make',
        message: 'no figure: No dated copy of Make’s plan page was found in the corpora.',
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

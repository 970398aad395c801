import { CHECKS, loadContent, report, runAudit } from '../scripts/audit';
import { check } from '../scripts/audit/tools';
import type { AuditContent } from '../scripts/audit/types';

/** A tool entry that passes every check on 2025-06-01. */
const tool = (id: string, name: string, pricing: Record<string, unknown> = {}) => ({
  id,
  name,
  description: `${name} is a tool used here only to test the editor's audit of The Arsenal.`,
  category: 'video',
  userTypes: ['marketers'],
  pricing: { model: 'freemium', asOf: '2025-05', source: `https://${id}.example/pricing`, ...pricing },
  hook: 'A hook long enough',
  benefits: ['First benefit here', 'Second benefit here', 'Third benefit here'],
  url: `https://${id}.example`,
  trending: false,
  topPick: false,
  goals: ['create'],
  budget: 'free',
});

function fixture(change: Partial<AuditContent> = {}): AuditContent {
  return {
    today: '2025-06-01',
    tools: [tool('opus-clip', 'OpusClip'), tool('reclaim-ai', 'Reclaim.ai'), tool('make', 'Make')],
    articles: [
      {
        slug: 'a',
        file: 'articles/a.mdx',
        text: '<ToolCard rank={1} id="opus-clip" name="OpusClip" category="Video" url="https://opus-clip.example">',
      },
    ],
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

  it('reports a missing source as an error, and a home page as the source as a warning', () => {
    const findings = check(
      fixture({ tools: [tool('make', 'Make', { source: undefined }), tool('ifttt', 'IFTTT', { source: 'https://ifttt.example' })] }),
    );
    expect(findings).toEqual(
      expect.arrayContaining([
        {
          level: 'error',
          where: 'shared-content/content/tools.json: make.pricing.source',
          message: "missing: give the vendor's pricing page the facts come from",
        },
        {
          level: 'warning',
          where: 'shared-content/content/tools.json: ifttt.pricing.source',
          message: "is the vendor's home page: link its pricing page if it has one",
        },
      ]),
    );
  });

  it('lists facts older than twelve months as warnings, counted from the day given', () => {
    expect(check(fixture({ today: '2026-05-31' }))).toEqual([]);
    const stale = check(fixture({ today: '2026-11-23' }));
    expect(stale).toHaveLength(3);
    expect(stale[0]).toEqual({
      level: 'warning',
      where: 'shared-content/content/tools.json: opus-clip.pricing.asOf',
      message: 'facts as of May 2025, 18 months before 2026-11-23: pages mark them "may be out of date" until re-checked',
    });
  });

  it('reports a tool named two ways in a tool card, a quiz or the guide', () => {
    const findings = check(
      fixture({
        articles: [
          {
            slug: 'a',
            file: 'articles/a.mdx',
            text: '<ToolCard rank={1} id="opus-clip" name="Opus Clip" category="Video" url="https://opus-clip.example">',
          },
        ],
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
    const text = [
      '---',
      'sidebarTools: [opus-clip, make]',
      '---',
      'Cut clips with Opus Clip, or make them later.',
      '| Tool | Best for | Price |',
      '| OpusClip | Clips | From $15/month (May 2025) |',
      '| Agency | Make | $500-$5,000/month per client |',
    ].join('\n');
    expect(check(fixture({ articles: [{ slug: 'a', file: 'articles/a.mdx', text }] }))).toEqual([
      { level: 'warning', where: 'articles/a.mdx:4', message: 'spells OpusClip "Opus Clip"' },
      {
        level: 'warning',
        where: 'articles/a.mdx:6',
        message: '"$15/month" for OpusClip: a tool\'s price shows with its date and source (tools.json), not as a bare figure',
      },
    ]);
  });

  it("reports an entry the schema refuses, such as a budget that contradicts the tool's price", () => {
    const findings = check(fixture({ tools: [{ ...tool('writerzen', 'WriterZen', { model: 'paid' }), budget: 'free' }] }));
    expect(findings).toEqual([
      {
        level: 'error',
        where: 'shared-content/content/tools.json: writerzen.budget',
        message: 'is "free", but a paid tool has no free plan',
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

  it('finds no error in the real content', () => {
    const findings = runAudit(loadContent('2026-11-23'), CHECKS);
    expect(findings.filter((finding) => finding.level === 'error')).toEqual([]);
  });
});

import { dayLabel, toolChanges, type RecordChanges } from './tool-changes';

const TOOLS = [
  { id: 'alpha', name: 'Alpha', added: '2026-11-01' },
  { id: 'beta', name: 'Beta', added: '2026-11-01' },
  { id: 'gamma', name: 'Gamma', added: '2026-11-20' },
];

const ARTICLES = [
  {
    slug: 'revised-twice',
    title: 'Revised Twice',
    changes: [
      { date: '2026-11-25', what: 'Beta now follows its help center.' },
      { date: '2026-11-10', what: 'A price range we could not date removed.' },
    ],
  },
  { slug: 'never-revised', title: 'Never Revised' },
];

const CHANGES: RecordChanges = {
  readings: [
    { id: 'beta', name: 'Beta', on: '2026-11-25', sources: ['Plan Mirror'] },
    { id: 'alpha', name: 'Alpha', on: '2026-11-25', sources: ['Plan Mirror', 'Reviews'] },
  ],
  facts: [
    {
      id: 'alpha',
      name: 'Alpha',
      on: '2026-11-25',
      what: 'price',
      from: 'Pro: $8/month, billed monthly',
      to: 'Pro: $10/month, billed monthly',
    },
  ],
  corrections: [
    {
      id: 'beta',
      name: 'Beta',
      on: '2026-11-25',
      fact: 'free plan',
      from: 'Free plan',
      to: 'No free plan',
      why: 'the source we cited says otherwise',
    },
  ],
};

describe('toolChanges', () => {
  it('groups the additions by day, newest day first, tools in their order within a day', () => {
    expect(toolChanges(TOOLS, []).map((day) => [day.date, day.added.map((entry) => entry.id)])).toEqual([
      ['2026-11-20', ['gamma']],
      ['2026-11-01', ['alpha', 'beta']],
    ]);
  });

  it("lists the plans read, the facts they changed and the corrections under their day, in the tools' order", () => {
    const day = toolChanges(TOOLS, [], CHANGES).find((entry) => entry.date === '2026-11-25');
    expect(day?.readings.map((entry) => entry.id)).toEqual(['alpha', 'beta']);
    expect(day?.facts).toEqual(CHANGES.facts);
    expect(day?.corrections.map((entry) => [entry.id, entry.fact, entry.from, entry.to])).toEqual([
      ['beta', 'free plan', 'Free plan', 'No free plan'],
    ]);
  });

  it("lists every change of an article under its own day, beside the tools', and none for an article never revised", () => {
    const days = toolChanges(TOOLS, ARTICLES, CHANGES);
    expect(days.map((day) => [day.date, day.readings.map((entry) => entry.id), day.articles.map((entry) => entry.what)])).toEqual([
      ['2026-11-25', ['alpha', 'beta'], ['Beta now follows its help center.']],
      ['2026-11-20', [], []],
      ['2026-11-10', [], ['A price range we could not date removed.']],
      ['2026-11-01', [], []],
    ]);
  });

  it('writes a day as readers read it', () => {
    expect(dayLabel('2026-11-05')).toBe('November 5, 2026');
  });
});

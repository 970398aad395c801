import type { HistoryEntry, Reading } from '../../content/schemas/plans';
import { correctionEntries, historyChanges, historyRows, recordOn } from './history';

const reading = (on: string, read: string, plans: Reading['plans'], publisher = 'Plan Notes'): Reading => ({
  on,
  read,
  source: { kind: 'third-party-report', url: `https://github.com/example/notes/blob/${'c'.repeat(40)}/${publisher}.md`, publisher },
  plans,
});
const LEGACY = { on: '2026-11-01', model: 'freemium', price: null } as const;

const HISTORY: HistoryEntry[] = [
  LEGACY,
  reading('2026-11-10', '2026-11-01', [
    { name: 'Free', monthly: 0 },
    { name: 'Pro', monthly: 8 },
  ]),
  { ...reading('2026-11-20', '2026-11-15', [{ name: 'Pro', monthly: 10 }], 'Newer Notes'), freePlan: false },
  { on: '2026-11-21', searched: 'Searched the vendor page copies again; nothing newer than November 15.' },
];

describe("a tool's history", () => {
  it('lists every reading by the day its source read the plans, with what it found; a check of the old kind is not a reading', () => {
    const rows = historyRows(HISTORY);
    expect(rows.map((row) => [row.read, row.cheapest, row.freePlan, row.source.publisher])).toEqual([
      ['2026-11-01', 'Pro: $8/month, billed monthly', true, 'Plan Notes'],
      ['2026-11-15', 'Pro: $10/month, billed monthly', false, 'Newer Notes'],
    ]);
    expect(rows.map((row) => row.monthly)).toEqual([8, 10]);
  });

  it('says what each later day of readings changed in the record, and nothing for the first', () => {
    expect(historyChanges({ id: 'tool', name: 'Tool' }, HISTORY)).toEqual([
      {
        id: 'tool',
        name: 'Tool',
        on: '2026-11-20',
        what: 'price',
        from: 'Pro: $8/month, billed monthly',
        to: 'Pro: $10/month, billed monthly',
      },
      { id: 'tool', name: 'Tool', on: '2026-11-20', what: 'free plan', from: 'Free plan', to: 'No free plan' },
    ]);
    // A later reading that lists paid plans only says nothing of the free plan: the earlier one still speaks.
    const silent = HISTORY.map((entry) => ('freePlan' in entry ? { ...entry, freePlan: undefined } : entry));
    expect(historyChanges({ id: 'tool', name: 'Tool' }, silent).map((change) => change.what)).toEqual(['price']);
  });

  it('gives a correction what the fact read as in the record on its day', () => {
    const history = new Map([['tool', HISTORY]]);
    const [early, late] = correctionEntries(
      [
        { tool: 'tool', on: '2026-11-10', fact: 'price', from: 'Pro: $5/month (billing not stated)', why: 'source-says-otherwise' },
        { tool: 'tool', on: '2026-11-20', fact: 'budget', from: 'Free', why: 'hand-copy', note: 'The bracket was typed by hand.' },
      ],
      new Map([['tool', { name: 'Tool' }]]),
      history,
    );
    expect(early).toMatchObject({ to: 'Pro: $8/month, billed monthly', why: 'the source we cited says otherwise' });
    expect(late).toMatchObject({ to: 'Under $50 a month', note: 'The bracket was typed by hand.' });
    expect(recordOn(HISTORY, '2026-11-01').plans).toEqual([]);
  });
});

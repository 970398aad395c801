import { render, screen, within } from '@testing-library/react';
import { historyChanges } from '@toolverse/shared-content/domain/plans/history';
import { freePlanText } from '@toolverse/shared-content/domain/plans/words';
import type { HistoryEntry } from '@toolverse/shared-content/content/schemas/tool';
import { dayLabel, type RecordChanges } from '@toolverse/shared-content/domain/tool-changes';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
// What the content build derives from the fixture content (shared-content/fixtures/): its tools, the
// readings recorded each day, what they changed and the corrections log with what each fact reads as since.
import fixtureCorrections from '../../../shared-content/fixtures/generated/tool-corrections.json';
import fixtureFacts from '../../../shared-content/fixtures/generated/tool-fact-changes.json';
import fixtureReadings from '../../../shared-content/fixtures/generated/tool-readings.json';
import fixtureTools from '../../../shared-content/fixtures/generated/tools.json';
import { fixtureTool } from '../common/arsenal-fixtures';
import { ChangesPage } from './changes-page';

const TOOLS = [fixtureTool('quill', 'Quill', { added: '2026-11-25' }), fixtureTool('inkwell', 'Inkwell', { added: '2026-11-01' })];
const ARTICLES = [
  {
    slug: 'jasper-vs-copy-ai',
    title: 'Jasper vs Copy.ai',
    changes: [
      { date: '2026-11-25', what: "Jasper's plans now follow its help center." },
      { date: '2026-11-10', what: 'A price range we could not date removed.' },
    ],
  },
  { slug: 'never-revised', title: 'Never Revised' },
];

// A day's section is named by its heading, whose date is a <time> (some name computations add a space after it).
const dayRegion = (name: RegExp) => screen.getByRole('region', { name });
const NONE: RecordChanges = { readings: [], facts: [], corrections: [] };

describe("What's new in The Arsenal", () => {
  it("lists each article update under its day, beside the day's tools, with the article's link and what changed", () => {
    render(<ChangesPage tools={TOOLS} articles={ARTICLES} changes={NONE} />);
    const day = dayRegion(/^November 25, 2026 ?: 1 tool added, 1 article updated$/);
    expect(within(day).getByRole('list', { name: 'Added' })).toHaveTextContent('Quill');
    const [update] = within(within(day).getByRole('list', { name: 'Articles updated' })).getAllByRole('listitem');
    expect(within(update!).getByRole('link', { name: 'Jasper vs Copy.ai' })).toHaveAttribute('href', '/blog/jasper-vs-copy-ai');
    expect(update).toHaveTextContent("Jasper's plans now follow its help center.");
    const earlier = dayRegion(/^November 10, 2026 ?: 1 article updated$/);
    expect(within(earlier).getByRole('list', { name: 'Articles updated' })).toHaveTextContent('A price range we could not date removed.');
    expect(screen.queryByRole('link', { name: 'Never Revised' })).not.toBeInTheDocument();
  });

  it('lists no article updates on a day of tools alone', () => {
    render(<ChangesPage tools={TOOLS} articles={ARTICLES} changes={NONE} />);
    const day = dayRegion(/^November 1, 2026 ?: 1 tool added$/);
    expect(within(day).queryByRole('list', { name: 'Articles updated' })).not.toBeInTheDocument();
  });

  it("lists the plans read and what they changed in our records, old → new, under their day, linking to the tool's price history", () => {
    const source = (publisher: string) => ({
      kind: 'third-party-report' as const,
      url: `https://github.com/example/${publisher.toLowerCase()}/blob/${'c'.repeat(40)}/quill.md`,
      publisher,
    });
    // Quill's first reading starts its record; the next day's says Basic costs more and there is no free plan.
    const history: HistoryEntry[] = [
      {
        on: '2026-11-01',
        read: '2026-10-20',
        source: source('Mirror'),
        plans: [
          { name: 'Free', monthly: 0 },
          { name: 'Basic', monthly: 10 },
        ],
      },
      { on: '2026-11-25', read: '2026-11-20', source: source('Reviews'), freePlan: false, plans: [{ name: 'Basic', monthly: 12 }] },
    ];
    const changes: RecordChanges = {
      readings: [{ id: 'quill', name: 'Quill', on: '2026-11-25', sources: ['Reviews'] }],
      facts: historyChanges({ id: 'quill', name: 'Quill' }, history),
      corrections: [],
    };
    render(<ChangesPage tools={TOOLS} articles={[]} changes={changes} />);
    const day = dayRegion(/^November 25, 2026 ?: 1 tool added, 1 tool’s plans read, 2 facts changed$/);
    expect(within(day).getByRole('list', { name: 'Plans read' })).toHaveTextContent('Quill · 1 source: Reviews');
    const items = within(within(day).getByRole('list', { name: 'Changed in our records' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Quill · Cheapest paid plan: Basic: $10/month, billed monthly → Basic: $12/month, billed monthly',
      'Quill · Free plan: Free plan → No free plan',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Quill' })).toHaveAttribute('href', '/tools/quill#history');
    // The first reading started the record: its day lists no change.
    expect(within(dayRegion(/^November 1, 2026 ?:/)).queryByRole('list', { name: 'Changed in our records' })).not.toBeInTheDocument();
  });

  it('lists every correction under its day, with what we said, what the record says since, and why', () => {
    const changes: RecordChanges = {
      ...NONE,
      corrections: [
        {
          id: 'inkwell',
          name: 'Inkwell',
          on: '2026-11-28',
          fact: 'free plan',
          from: 'Free plan',
          to: 'No free plan',
          why: 'the source we cited says otherwise',
          note: 'Its plan page lists paid plans only.',
        },
      ],
    };
    render(<ChangesPage tools={TOOLS} articles={[]} changes={changes} />);
    const day = dayRegion(/^November 28, 2026 ?: 1 fact corrected$/);
    const corrected = within(day).getByRole('list', { name: 'Corrected' });
    expect(within(corrected).getByRole('link', { name: 'Inkwell' })).toHaveAttribute('href', '/tools/inkwell#tool-corrections');
    expect(corrected).toHaveTextContent('November 28, 2026 · Free plan: Free plan → No free plan');
    expect(corrected).toHaveTextContent('Why: the source we cited says otherwise. Its plan page lists paid plans only.');
  });

  it('lists what the content build derived: every tool’s plans read on its day, and each correction saying what the tool’s record says', () => {
    const tools = fixtureTools as unknown as ListedTool[];
    const changes = {
      readings: fixtureReadings,
      facts: fixtureFacts,
      corrections: fixtureCorrections,
    } as RecordChanges;
    render(<ChangesPage tools={tools} articles={[]} changes={changes} />);
    for (const { id, name, on, sources } of changes.readings) {
      const day = dayRegion(new RegExp(`^${dayLabel(on)} ?:`));
      const read = within(within(day).getByRole('list', { name: 'Plans read' })).getByRole('link', { name });
      expect(read).toHaveAttribute('href', `/tools/${id}#history`);
      expect(within(day).getByRole('list', { name: 'Plans read' })).toHaveTextContent(`${name} · ${sources.length} source`);
    }
    expect(changes.corrections.length).toBeGreaterThan(0);
    for (const correction of changes.corrections) {
      const tool = tools.find((entry) => entry.id === correction.id)!;
      const corrected = within(dayRegion(new RegExp(`^${dayLabel(correction.on)} ?:`))).getByRole('list', { name: 'Corrected' });
      expect(within(corrected).getByRole('link', { name: tool.name })).toHaveAttribute('href', `/tools/${tool.id}#tool-corrections`);
      // The fixture corrects a free plan: what the log says now is what every card of the tool says.
      expect(correction.fact).toBe('free plan');
      expect(corrected).toHaveTextContent(`Free plan: ${correction.from} → ${freePlanText(tool.plans)}`);
    }
  });
});

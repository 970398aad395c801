import { render, screen, within } from '@testing-library/react';
import { fixturePlans, fixtureTool } from '../common/arsenal-fixtures';
import type { CompareTool } from './compare';
import { CompareTable } from './compare-table';

// The build's date, passed in: the fixtures' figures were read on October 1, 2026, current on this day.
jest.mock('@toolverse/shared-content/site/build-date', () => ({ BUILD_DATE: '2026-11-28' }));

const renderTable = () => render(<CompareTable tools={TOOLS} caption="Three tools" />);
const compared = (tool: ReturnType<typeof fixtureTool>): CompareTool => ({ ...tool, articles: [] });

// Three records that differ on every plan row: a free plan beside a paid plan no source prices, a
// yearly total with a trial, a per-seat plan with what it includes and no trial.
const TOOLS = [
  compared(
    fixtureTool('quill', 'Quill', {
      plans: fixturePlans([{ name: 'Free', monthly: 0, includes: '3 projects' }, { name: 'Pro' }]),
    }),
  ),
  compared(fixtureTool('adwise', 'Adwise', { plans: fixturePlans([{ name: 'Team', annual: 600 }], { trial: 14 }) })),
  compared(
    fixtureTool('inkwell', 'Inkwell', {
      plans: fixturePlans([{ name: 'Seat', monthly: 20, perSeat: true, includes: '10,000 words a month' }], { trial: false }),
    }),
  ),
];

/** Each plan row's cells, one per tool in the table's order. */
function rowCells(label: RegExp): string[] {
  const table = screen.getByRole('table', { name: 'Three tools' });
  const header = within(table).getByRole('rowheader', { name: label });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader') === header)!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the compare table’s plan rows', () => {
  it('come in the order a reader weighs a price, each a fact of the tools’ records', () => {
    renderTable();
    const labels = within(screen.getByRole('table', { name: 'Three tools' }))
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(labels.slice(1, 9)).toEqual([
      'Free plan',
      'Cheapest paid plan (dated source)',
      'Priced per seat',
      'What the cheapest paid plan includes',
      'Free trial',
      'Plans',
      'Pricing model',
      'Budget bracket',
    ]);
  });

  it('name the free plan and what it includes, or say there is none', () => {
    renderTable();
    expect(rowCells(/^Free plan$/)).toEqual(['Yes: Free3 projects', 'No free plan', 'No free plan']);
  });

  it('give the cheapest paid plan on its basis with its source, and leave the free plan to its own row', () => {
    renderTable();
    const [quill, adwise, inkwell] = rowCells(/^Cheapest paid plan/);
    // Quill's Pro has no figure in its source; Adwise's $600 a year is $50 a month billed yearly.
    expect(quill).toMatch(/^No dated figure/);
    expect(adwise).toMatch(/^Cheapest paid plan, Team: \$50\/month, billed yearly/);
    expect(inkwell).toMatch(/^Cheapest paid plan, Seat: \$20\/seat\/month, billed monthly/);
    for (const cell of [adwise, inkwell]) expect(cell).toContain('From a third-party report (Reviews Example), read October 1, 2026');
    for (const cell of [quill, adwise, inkwell]) expect(cell).not.toMatch(/free plan/i);
  });

  it('say whether the cheapest paid plan is priced per seat and what it includes', () => {
    renderTable();
    expect(rowCells(/^Priced per seat$/)).toEqual(['No dated figure', 'No, per account', 'Yes, per seat']);
    expect(rowCells(/^What the cheapest paid plan includes$/)).toEqual([
      'No dated figure',
      'Not stated by its source',
      '10,000 words a month',
    ]);
  });

  it('give the trial, every plan, the model and the budget bracket, all from the plans', () => {
    renderTable();
    expect(rowCells(/^Free trial$/)).toEqual(['Not stated by its sources', 'Yes, 14 days', 'No']);
    expect(rowCells(/^Plans$/)).toEqual(['Free, Pro', 'Team', 'Seat']);
    expect(rowCells(/^Pricing model$/)).toEqual(['Free plan and paid plans', 'Free trial, then paid plans', 'Paid plans only']);
    // A free plan puts a tool in the free bracket whatever its paid plans cost; $50 a month is in $50 to $200.
    expect(rowCells(/^Budget bracket$/)).toEqual(['Free', '$50 to $200 a month', 'Under $50 a month']);
  });
});

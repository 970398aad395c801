import { render, screen, within } from '@testing-library/react';
import { fixtureTool } from '../lib/arsenal-fixtures';
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

describe("What's new in The Arsenal", () => {
  it("lists each article update under its day, beside the day's tools, with the article's link and what changed", () => {
    render(<ChangesPage tools={TOOLS} articles={ARTICLES} facts={[]} />);
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
    render(<ChangesPage tools={TOOLS} articles={ARTICLES} facts={[]} />);
    const day = dayRegion(/^November 1, 2026 ?: 1 tool added$/);
    expect(within(day).queryByRole('list', { name: 'Articles updated' })).not.toBeInTheDocument();
  });

  it("lists what a check changed in our records, old → new, under the check's day, linking to the tool's price history", () => {
    const facts = [
      { id: 'quill', name: 'Quill', on: '2026-11-25', what: 'price' as const, from: '$10/month (Basic)', to: '$12/month (Basic)' },
      { id: 'quill', name: 'Quill', on: '2026-11-25', what: 'owner' as const, from: 'Quill Labs', to: 'Inkwell Inc.' },
    ];
    render(<ChangesPage tools={TOOLS} articles={[]} facts={facts} />);
    const day = dayRegion(/^November 25, 2026 ?: 1 tool added, 2 facts changed$/);
    const items = within(within(day).getByRole('list', { name: 'Changed in our records' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Quill · Price: $10/month (Basic) → $12/month (Basic)',
      'Quill · Owner: Quill Labs → Inkwell Inc.',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Quill' })).toHaveAttribute('href', '/tools/quill#history');
  });
});

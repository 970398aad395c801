import { render, screen, within } from '@testing-library/react';
import { ArticleByline } from './article-byline';

const CHANGES = [
  { date: '2026-11-25', what: "Jasper's plans now follow its help center." },
  { date: '2026-06-02', what: 'A price range we could not date removed.' },
];

describe('ArticleByline', () => {
  it('lists every change newest first, each dated as the Updated date is', () => {
    render(<ArticleByline date="2025-05-01" updated="2026-11-25" changes={CHANGES} />);
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated November 25, 2026');
    const items = within(screen.getByRole('list', { name: 'What changed' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      "November 25, 2026: Jasper's plans now follow its help center.",
      'June 2, 2026: A price range we could not date removed.',
    ]);
  });

  it('lists no changes when the article was not revised after it was published', () => {
    render(<ArticleByline date="2026-11-25" updated="2026-11-25" changes={CHANGES.slice(0, 1)} />);
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What changed' })).not.toBeInTheDocument();
  });
});

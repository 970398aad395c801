import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderAt as renderRoutesAt } from '@toolverse/testing';
import { GuidePage } from './guide-page';

const renderAt = (url: string) => renderRoutesAt(url, <Route path="/guide" element={<GuidePage />} />);

describe('GuidePage', () => {
  it('offers the four paths and opens the chosen one', async () => {
    await renderAt('/guide');
    const choices = screen.getAllByRole('link');
    expect(choices.map((link) => link.getAttribute('href'))).toEqual([
      '/guide#automate',
      '/guide#sidehustle',
      '/guide#create',
      '/guide#expert',
    ]);
    await userEvent.click(choices[1]!);
    // The chosen path takes the focus: the link that was clicked is gone.
    expect(await screen.findByRole('heading', { level: 2, name: /Start a Side Hustle/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Explore a Different Path' }));
    expect(screen.getAllByRole('link')).toHaveLength(4);
  });

  it('opens a path directly from /guide#{path}, with its articles, categories, quizzes and quick picks', async () => {
    await renderAt('/guide#expert');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Become an AI Expert');
    const section = (name: string) => screen.getByRole('region', { name });
    expect(within(section('Read these first')).getByRole('link', { name: /ChatGPT vs Gemini vs Claude/ })).toHaveAttribute(
      'href',
      '/blog/chatgpt-vs-gemini-vs-claude',
    );
    expect(within(section('Tool categories to explore')).getByRole('link', { name: /^Research/ })).toHaveAttribute(
      'href',
      '/tools#research',
    );
    expect(within(section('Quizzes for this path')).getByRole('link', { name: /Predict Your Favorite AI Tool quiz/ })).toHaveAttribute(
      'href',
      '/quizzes#predict-favorite',
    );
    expect(within(section('Quick tool picks')).getByRole('link', { name: /^Perplexity/ })).toHaveAttribute('href', '/tools/perplexity');
  });

  it('filters the chosen path’s links by the search, and says when nothing matches', async () => {
    await renderAt('/guide#create');
    const total = screen.getAllByRole('link').length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search this path' }), 'video');
    const matching = screen
      .getAllByRole('link')
      .filter((link) => !/paths?$/i.test(link.textContent ?? '') && !/Different Path/.test(link.textContent ?? ''));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(total - 2);
    for (const link of matching) expect(link.textContent?.toLowerCase()).toContain('video');
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ of \d+ links match “video”$/);

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'quantum knitting');
    expect(screen.getByText(/Nothing on this path matches/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(screen.getAllByRole('link')).toHaveLength(total);
  });
});

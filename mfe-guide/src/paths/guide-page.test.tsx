import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { renderAt as renderRoutesAt } from '@toolverse/testing';
import { GuidePage } from './guide-page';

const renderAt = (url: string) => renderRoutesAt(url, <Route path="/guide" element={<GuidePage />} />);

/** A path's section, by its title: the page renders every path, each shown while the URL names it (:target, in the stylesheet). */
const pathSection = (title: RegExp) => screen.getByRole('region', { name: title });

describe('GuidePage', () => {
  it('offers the four paths, each opened without a script as the section its link targets', async () => {
    await renderAt('/guide');
    const choices = within(screen.getByRole('list', { name: 'Paths' })).getAllByRole('link');
    expect(choices.map((link) => link.getAttribute('href'))).toEqual([
      '/guide#automate',
      '/guide#sidehustle',
      '/guide#create',
      '/guide#expert',
    ]);
    const section = pathSection(/Start a Side Hustle/);
    expect(section).toHaveAttribute('id', 'sidehustle');
    expect(section).toHaveClass('hidden', 'target:block');
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(within(section).getByRole('link', { name: 'Explore a Different Path' })).toHaveAttribute('href', '/guide#paths');
  });

  it('shows a path with its articles, categories, quizzes and quick picks', async () => {
    await renderAt('/guide#expert');
    const expert = within(pathSection(/Become an AI Expert/));
    expect(expert.getByRole('heading', { level: 2 })).toHaveTextContent('Become an AI Expert');
    const section = (name: string) => expert.getByRole('region', { name });
    expect(within(section('Read these first')).getByRole('link', { name: /ChatGPT vs Gemini vs Claude/ })).toHaveAttribute(
      'href',
      '/blog/chatgpt-vs-gemini-vs-claude',
    );
    expect(within(section('Tool categories to explore')).getByRole('link', { name: /^Research/ })).toHaveAttribute(
      'href',
      '/tools?category=research',
    );
    expect(within(section('Quizzes for this path')).getByRole('link', { name: /Predict Your Favorite AI Tool quiz/ })).toHaveAttribute(
      'href',
      '/quizzes#predict-favorite',
    );
    expect(within(section('Quick tool picks')).getByRole('link', { name: /^Perplexity/ })).toHaveAttribute('href', '/tools/perplexity');
  });

  it('filters the chosen path’s links by the search, and says when nothing matches', async () => {
    await renderAt('/guide#create');
    const create = within(pathSection(/Create/));
    const total = create.getAllByRole('link').length;
    await userEvent.type(create.getByRole('searchbox', { name: 'Search this path' }), 'video');
    const matching = create
      .getAllByRole('link')
      .filter((link) => !/paths?$/i.test(link.textContent ?? '') && !/Different Path/.test(link.textContent ?? ''));
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(total - 2);
    for (const link of matching) expect(link.textContent?.toLowerCase()).toContain('video');
    expect(create.getByRole('status')).toHaveTextContent(/^\d+ of \d+ links match “video”$/);

    await userEvent.clear(create.getByRole('searchbox'));
    await userEvent.type(create.getByRole('searchbox'), 'quantum knitting');
    expect(create.getByText(/Nothing on this path matches/)).toBeInTheDocument();
    await userEvent.click(create.getByRole('button', { name: 'Clear the search' }));
    expect(create.getAllByRole('link')).toHaveLength(total);
  });
});

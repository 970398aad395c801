import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { Header } from './header';

function showHeader(at = '/blog') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <Header />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

describe('Header', () => {
  it('links Home, Blog, Quizzes and Top Tool, and marks the current section', () => {
    showHeader('/blog/some-article');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Quizzes' })).toHaveAttribute('href', '/quizzes');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Top Tool' })).toHaveAttribute('href', '/tools');
  });

  it('opens the search box and the menu without a script: each toggle names its popover', () => {
    showHeader();
    const search = screen.getByRole('button', { name: 'Search articles' });
    const menu = screen.getByRole('button', { name: 'Open menu' });
    const searchPanel = screen.getByRole('search', { name: 'Search articles' });
    const menuPanel = screen.getByRole('navigation', { name: 'Menu' });
    expect(search).toHaveAttribute('popovertarget', searchPanel.id);
    expect(menu).toHaveAttribute('popovertarget', menuPanel.id);
    expect(searchPanel).toHaveAttribute('popover', 'auto');
    expect(menuPanel).toHaveAttribute('popover', 'auto');
    // The search box takes the focus as its panel opens: the server writes autofocus, and the browser
    // focuses an autofocus element of a popover as it shows it.
    expect(
      renderToString(
        <MemoryRouter initialEntries={['/blog']}>
          <Header />
        </MemoryRouter>,
      ),
    ).toMatch(/<input[^>]*autofocus=""[^>]*placeholder="Search blog titles..."/);
    expect(
      within(menuPanel)
        .getAllByRole('link', { hidden: true })
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Blog', 'Quizzes', 'Top Tool']);
    // Icon-only controls name themselves in a tooltip too (shell/src/tooltips/).
    expect(search).toHaveAttribute('data-tooltip', 'Search articles');
    expect(menu).toHaveAttribute('data-tooltip', 'Open menu');
  });

  it('is marked for the island loader, which turns it translucent past 10 px of scroll', () => {
    const header = showHeader();
    expect(header).toHaveAttribute('data-site-header');
    expect(header.className).toContain('data-[scrolled]:backdrop-blur-md');
  });
});

import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { Header } from './header';
import { loadTooltips } from './icon-tooltip';

jest.mock('../federation/load-remote', () => ({ preloadRemoteRoutes: jest.fn() }));

function showHeader() {
  render(
    <MemoryRouter initialEntries={['/blog']}>
      <Header />
    </MemoryRouter>,
  );
  return screen.getByRole('banner');
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

// Radix Tooltip in place from the start, as after a reader's first mouse move.
beforeAll(() => loadTooltips());

describe('Header', () => {
  afterEach(() => scrollTo(0));

  it('turns translucent only once the page has scrolled more than 10 px', () => {
    const header = showHeader();
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(10);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(11);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    expect(header.className).toContain('backdrop-blur');
  });

  it('links Home, Blog, Quizzes and Top Tool', () => {
    showHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Quizzes' })).toHaveAttribute('href', '/quizzes');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Top Tool' })).toHaveAttribute('href', '/tools');
  });

  it('opens the search box focused, and Escape closes it and returns focus to the toggle', async () => {
    showHeader();
    const toggle = screen.getByRole('button', { name: 'Search articles' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByPlaceholderText('Search blog titles...')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByPlaceholderText('Search blog titles...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search articles' })).toHaveFocus();
  });

  it('has a mobile menu with the same links plus Top Tool that closes on navigation', async () => {
    showHeader();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu).toBeVisible();
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Blog', 'Quizzes', 'Top Tool']);
    await userEvent.click(within(menu).getByRole('link', { name: 'Quizzes' }));
    expect(menu).not.toBeVisible();
  });

  it('does not bring the menu or the search box back open when the reader goes Back', async () => {
    function BackButton() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          Back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Header />
        <BackButton />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search articles' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Quizzes' }));
    expect(menu).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Search articles' })).toHaveAttribute('aria-expanded', 'false');
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShellServicesProvider, toastStore, type ShellServices } from '@toolverse/shared-content';
import { routes } from './routes';

const services: ShellServices = {
  NotFound: () => <h1>shell not-found page</h1>,
  NewsletterForm: () => null,
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(url: string) {
  render(
    <ShellServicesProvider value={services}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/blog">
            {routes.map(({ path, Component }) =>
              path === '' ? <Route key="i" index element={<Component />} /> : <Route key={path} path={path} element={<Component />} />,
            )}
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </ShellServicesProvider>,
  );
}

describe('blog index', () => {
  it('groups all five categories without a filter', () => {
    renderAt('/blog');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '⚡ Work Smarter',
      '💸 Side Hustle & Monetization',
      '🥊 Tool Battles',
      '🎬 Creator AI Tools',
      '🧠 Psych Hack & Stories',
    ]);
  });

  it('shows exactly the category named by ?category=, with View All Categories', () => {
    renderAt('/blog?category=Tool%20Battles');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tool Battles');
    const section = screen.getByRole('region', { name: /Tool Battles/ });
    expect(within(section).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'View All Categories' })).toHaveAttribute('href', '/blog');
  });

  it('Feeling Lucky announces the adventure and opens an article', async () => {
    renderAt('/blog');
    await userEvent.click(screen.getByRole('button', { name: 'Feeling Lucky' }));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Feeling lucky!');
  });
});

describe('article page', () => {
  it('shows the article title and its category link', () => {
    renderAt('/blog/chatgpt-vs-gemini-vs-claude');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ChatGPT vs Gemini vs Claude: Ultimate AI Battle 2025');
    expect(screen.getByRole('link', { name: 'Tool Battles' })).toHaveAttribute('href', '/blog?category=Tool%20Battles');
  });

  it('redirects an alias slug to its article', () => {
    renderAt('/blog/make-money-with-chatgpt');
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/chatgpt-money-no-code');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to Make Money with ChatGPT in 2025');
  });

  it("shows the shell's not-found page for an unknown slug", () => {
    renderAt('/blog/how-to-train-your-toaster');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('shell not-found page');
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ShellServicesProvider, toastStore, type ShellServices } from '@toolverse/contracts';
import { routeElements } from '@toolverse/shared-content';
import { SAVED_KEY } from './saved-articles';
import { routes } from './routes';

const services: ShellServices = {
  NotFound: () => <h1>shell not-found page</h1>,
  NewsletterForm: () => null,
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function renderAt(url: string) {
  // Article content is loaded with use(); rendering inside an awaited act lets it settle.
  await act(async () => {
    render(
    <ShellServicesProvider value={services}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/blog">
            {routeElements(routes)}
          </Route>
        </Routes>
        <Where />
      </MemoryRouter>
    </ShellServicesProvider>,
    );
  });
}

const list = () => screen.getByRole('heading', { level: 1 }).ownerDocument.getElementById('articles')!;

beforeEach(() => window.localStorage.clear());

describe('blog index', () => {
  it('groups the five categories with up to 4 articles each and a View All link', async () => {
    await renderAt('/blog');
    const sections = within(list()).getAllByRole('region');
    const headings = sections.map((section) => within(section).getByRole('heading', { level: 2 }));
    expect(headings.map((heading) => heading.textContent)).toEqual(['Work Smarter', 'Side Hustle & Monetization', 'Tool Battles', 'Creator AI Tools', 'Psych Hack & Stories']);
    // Each icon is an SVG beside the title, hidden from assistive technology (the title says it all).
    for (const heading of headings) expect(heading.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    for (const section of sections) expect(within(section).getAllByRole('listitem').length).toBeLessThanOrEqual(4);
    expect(screen.getByRole('link', { name: 'View All Tool Battles articles' })).toHaveAttribute('href', '/blog?category=Tool%20Battles');
  });

  it('shows exactly the category named by ?category=, with View All Categories', async () => {
    await renderAt('/blog?category=Tool%20Battles');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tool Battles');
    const sections = within(list()).getAllByRole('region');
    expect(sections).toHaveLength(1);
    expect(within(sections[0]!).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'View All Categories' })).toHaveAttribute('href', '/blog');
  });

  it('a mission card filters the list', async () => {
    await renderAt('/blog');
    await userEvent.click(screen.getByRole('link', { name: /Psych Hack & Stories\s*5 articles/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/blog?category=Psych%20Hack%20%26%20Stories');
    expect(within(list()).getAllByRole('region')).toHaveLength(1);
  });

  it('promises a quiz as long as the real quizzes take, and claims no testing', async () => {
    await renderAt('/blog');
    expect(screen.getByRole('region', { name: 'Not sure which tool fits?' })).toHaveTextContent('Take a 3-5 minute quiz');
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveTextContent('23 articles in five missions.');
    expect(document.body).not.toHaveTextContent(/field-tested|in our testing/i);
  });

  it('lists saved articles from this browser', async () => {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(['ai-dropshipping-guide']));
    await renderAt('/blog');
    expect(screen.getByRole('region', { name: 'Your saved articles' })).toHaveTextContent('AI Dropshipping Guide: Launch a Store in 24 Hours');
  });

  it('Feeling Lucky announces the adventure and opens an article', async () => {
    await renderAt('/blog');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Feeling Lucky' })));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Feeling lucky!');
  });
});

describe('article page', () => {
  it('shows the header, the computed read time, the hero with its size and the chain', async () => {
    await renderAt('/blog/chatgpt-vs-gemini-vs-claude');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ChatGPT vs Gemini vs Claude: Ultimate AI Battle 2025');
    expect(screen.getByText(/\d+ min read/)).toBeInTheDocument();
    const hero = await screen.findByRole('img');
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '630');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: /Previous.*Jasper vs Copy.ai/ })).toHaveAttribute('href', '/blog/jasper-vs-copy-ai-review');
    expect(screen.getByRole('link', { name: /Next.*Canva AI vs Adobe Firefly/ })).toHaveAttribute('href', '/blog/canva-ai-vs-adobe-firefly');
    expect(screen.getByRole('link', { name: 'More in Tool Battles' })).toHaveAttribute('href', '/blog?category=Tool%20Battles');
    expect(await screen.findByText('article body')).toBeInTheDocument();
  });

  it('names the editorial team, linked to how we review, with the published and Updated dates', async () => {
    await renderAt('/blog/chatgpt-vs-gemini-vs-claude');
    const team = screen.getByRole('link', { name: 'the Toolverse editorial team' });
    expect(team).toHaveAttribute('href', '/about');
    const byline = team.closest('p')!;
    expect(byline).toHaveTextContent('Published May 1, 2025');
    expect(byline).toHaveTextContent('Updated November 23, 2026');
    expect(within(byline).getByText('November 23, 2026')).toHaveAttribute('datetime', '2026-11-23');
  });

  it("ends with the article's sources, each the vendor's own page in a new tab", async () => {
    await renderAt('/blog/chatgpt-vs-gemini-vs-claude');
    const sources = await screen.findByRole('region', { name: 'Sources' });
    const links = within(sources).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['https://openai.com/chatgpt/pricing/', 'https://www.anthropic.com/pricing']));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    // After the body, so a reader finds them where an article ends.
    expect(screen.getByText('article body').compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says a composite story is a composite before it starts, and what a comparison did and did not do", async () => {
    await renderAt('/blog/ai-tool-quit-job');
    const note = await screen.findByRole('complementary', { name: "Editor's note" });
    expect(note).toHaveTextContent(/composite story, not one person's account/);
    expect(note.compareDocumentPosition(screen.getByRole('img')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(screen.getByText('article body')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no editor\'s note where there is nothing to declare', async () => {
    await renderAt('/blog/ai-seo-tools-hack-google');
    await screen.findByText('article body');
    expect(screen.queryByRole('complementary', { name: "Editor's note" })).not.toBeInTheDocument();
  });

  it('offers Back to Blog before the first article', async () => {
    await renderAt('/blog/ai-tools-replace-assistant');
    expect(await screen.findByRole('link', { name: /Previous.*Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('leads from the last article to the first, and opens tool links in a new tab as sponsored links', async () => {
    await renderAt('/blog/productivity-guilt-healing-tools');
    expect(await screen.findByRole('link', { name: /Next.*10 AI Tools That Can Replace/ })).toHaveAttribute('href', '/blog/ai-tools-replace-assistant');
    const tools = within(screen.getByRole('region', { name: 'Tools in this article' })).getAllByRole('link');
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.length).toBeLessThanOrEqual(7);
    for (const link of tools) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('saves and unsaves the article with the spec toast', async () => {
    await renderAt('/blog/ai-seo-tools-hack-google');
    await screen.findByText('article body');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Article saved to your bookmarks!');
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]')).toEqual(['ai-seo-tools-hack-google']);
    expect(screen.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Saved/ }));
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]')).toEqual([]);
  });

  it('copies the link when the device has no share dialog', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt('/blog/ai-seo-tools-hack-google');
    await screen.findByText('article body');
    await act(async () => userEvent.click(screen.getByRole('button', { name: /Share/ })));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Link copied to clipboard!');
  });

  it('redirects an alias slug to its article', async () => {
    await renderAt('/blog/make-money-with-chatgpt');
    expect(await screen.findByText('article body')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/chatgpt-money-no-code');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How to Make Money with ChatGPT in 2025');
  });

  it("shows the shell's not-found page for an unknown slug", async () => {
    await renderAt('/blog/how-to-train-your-toaster');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('shell not-found page');
  });
});

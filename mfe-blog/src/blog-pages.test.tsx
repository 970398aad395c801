import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEXT_PAGE_TOAST_KEY, navigation, toastStore } from '@toolverse/contracts';
import { CATEGORIES } from '@toolverse/shared-content/content/categories';
import { ARTICLES } from '@toolverse/shared-content/content/articles';
import { remoteRoutes, renderAt as renderRoutesAt } from '@toolverse/testing';
import { SAVED_KEY } from './common/saved-articles';
import { routes } from './routes';

const renderAt = (url: string) => renderRoutesAt(url, remoteRoutes('/blog', routes), { showUrl: true });

const CATEGORY_TITLES: readonly string[] = CATEGORIES.map((category) => category.title);
/** The category sections of the article list, each a region named by its heading. */
const categorySections = () =>
  screen.getAllByRole('region', {
    name: (name, element) => CATEGORY_TITLES.includes(name) && element.getAttribute('aria-labelledby')?.startsWith('category-') === true,
  });

beforeEach(() => window.localStorage.clear());

describe('blog index', () => {
  it('groups the five categories with up to 4 articles each and a View All link', async () => {
    await renderAt('/blog');
    const sections = categorySections();
    const headings = sections.map((section) => within(section).getByRole('heading', { level: 2 }));
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Work Smarter',
      'Side Hustle & Monetization',
      'Tool Battles',
      'Creator AI Tools',
      'Psych Hack & Stories',
    ]);
    // Each icon is an SVG beside the title, hidden from assistive technology (the title says it all).
    for (const heading of headings) expect(heading.innerHTML).toMatch(/<svg[^>]*aria-hidden="true"/);
    for (const section of sections) expect(within(section).queryAllByRole('listitem').length).toBeLessThanOrEqual(4);
    expect(screen.getByRole('link', { name: 'View All Tool Battles articles' })).toHaveAttribute('href', '/blog?category=Tool%20Battles');
  });

  it('shows exactly the category named by ?category=, with View All Categories', async () => {
    await renderAt('/blog?category=Tool%20Battles');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tool Battles');
    const sections = categorySections();
    expect(sections).toHaveLength(1);
    expect(
      within(sections[0]!)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/blog/jasper-or-copy-ai']);
    expect(screen.getByRole('link', { name: 'View All Categories' })).toHaveAttribute('href', '/blog');
  });

  it("a mission card opens its category's page at the list", async () => {
    await renderAt('/blog');
    expect(screen.getByRole('link', { name: /Work Smarter\s*2 articles/ })).toHaveAttribute(
      'href',
      '/blog?category=Work%20Smarter#articles',
    );
  });

  it('promises a quiz as long as the real quizzes take, and claims no testing', async () => {
    await renderAt('/blog');
    expect(screen.getByRole('region', { name: 'Not sure which tool fits?' })).toHaveTextContent('Take a 3-5 minute quiz');
    expect(screen.getByText(`${ARTICLES.length} articles in five missions.`, { exact: false })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/field-tested|in our testing/i);
  });

  it('lists saved articles from this browser', async () => {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(['design-with-canva']));
    await renderAt('/blog');
    expect(screen.getByRole('region', { name: 'Your saved articles' })).toHaveTextContent('Social Graphics in Canva with AI Help');
  });

  it('Feeling Lucky opens an article and announces the adventure on its page', async () => {
    const assign = jest.spyOn(navigation, 'assign').mockImplementation(() => {});
    try {
      await renderAt('/blog');
      await userEvent.click(screen.getByRole('button', { name: 'Feeling Lucky' }));
      expect(assign).toHaveBeenCalledTimes(1);
      const slug = assign.mock.calls[0]?.[0]?.replace('/blog/', '');
      const article = ARTICLES.find((entry) => entry.slug === slug);
      expect(article).toBeDefined();
      expect(JSON.parse(sessionStorage.getItem(NEXT_PAGE_TOAST_KEY) ?? 'null')).toEqual({
        title: 'Feeling lucky!',
        description: `Your random adventure: ${article?.title}`,
      });
    } finally {
      assign.mockRestore();
      sessionStorage.clear();
    }
  });
});

describe('article page', () => {
  it('shows the header, the computed read time, the hero with its size and the chain', async () => {
    await renderAt('/blog/jasper-or-copy-ai');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jasper or Copy.ai for Short Marketing Copy');
    expect(screen.getByText(/\d+ min read/)).toBeInTheDocument();
    const hero = await screen.findByRole('img');
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '630');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: /Previous.*From Meeting Notes to Tasks/ })).toHaveAttribute(
      'href',
      '/blog/meeting-notes-to-tasks',
    );
    expect(screen.getByRole('link', { name: /Next.*Social Graphics in Canva/ })).toHaveAttribute('href', '/blog/design-with-canva');
    expect(screen.getByRole('link', { name: 'More in Tool Battles' })).toHaveAttribute('href', '/blog?category=Tool%20Battles');
    expect(await screen.findByText('article body')).toBeInTheDocument();
  });

  it('names the editorial team, linked to how we review, with the published and Updated dates', async () => {
    await renderAt('/blog/three-tools-for-email');
    const team = screen.getByRole('link', { name: 'the Toolverse editorial team' });
    expect(team).toHaveAttribute('href', '/about');
    expect(screen.getByText(/^Published/)).toHaveTextContent('Published May 2, 2025');
    const updated = screen.getByText(/^Updated/);
    expect(updated).toHaveTextContent('Updated June 1, 2025');
    expect(within(updated).getByText('June 1, 2025')).toHaveAttribute('datetime', '2025-06-01');
  });

  it('lists what changed, dated, right under the Updated date', async () => {
    await renderAt('/blog/three-tools-for-email');
    const changes = screen.getByRole('list', { name: 'What changed' });
    const [change] = within(changes).getAllByRole('listitem');
    expect(change).toHaveTextContent(/^June 1, 2025: A third email tool added, with its pricing model\.$/);
    expect(within(change!).getByText('June 1, 2025')).toHaveAttribute('datetime', '2025-06-01');
    expect(screen.getByText(/^Updated/).compareDocumentPosition(changes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("ends with the article's sources, each the vendor's own page in a new tab", async () => {
    await renderAt('/blog/jasper-or-copy-ai');
    const sources = await screen.findByRole('region', { name: 'Sources' });
    const links = within(sources).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.jasper.ai', 'https://www.copy.ai']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    // After the body, so a reader finds them where an article ends.
    expect(screen.getByText('article body').compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says what a comparison did and did not do before it starts', async () => {
    await renderAt('/blog/jasper-or-copy-ai');
    const note = await screen.findByRole('complementary', { name: "Editor's note" });
    expect(note).toHaveTextContent('we did not run a test');
    expect(note.compareDocumentPosition(screen.getByRole('img')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(note.compareDocumentPosition(screen.getByText('article body')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows no editor's note where there is nothing to declare", async () => {
    await renderAt('/blog/design-with-canva');
    await screen.findByText('article body');
    expect(screen.queryByRole('complementary', { name: "Editor's note" })).not.toBeInTheDocument();
  });

  it('offers Back to Blog before the first article', async () => {
    await renderAt('/blog/three-tools-for-email');
    expect(await screen.findByRole('link', { name: /Previous.*Back to Blog/ })).toHaveAttribute('href', '/blog');
  });

  it('leads from the last article to the first, and opens tool links in a new tab through /go/, not marked sponsored (none is an affiliate link)', async () => {
    await renderAt('/blog/design-with-canva');
    expect(await screen.findByRole('link', { name: /Next.*3 AI Tools for a Quieter Inbox/ })).toHaveAttribute(
      'href',
      '/blog/three-tools-for-email',
    );
    const tools = within(screen.getByRole('region', { name: 'Tools in this article' })).getAllByRole('link');
    expect(tools.length).toBeGreaterThan(0);
    expect(tools.length).toBeLessThanOrEqual(7);
    for (const link of tools) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^\/go\/[a-z0-9-]+\?from=article$/);
    }
  });

  it('saves and unsaves the article with the spec toast', async () => {
    await renderAt('/blog/design-with-canva');
    await screen.findByText('article body');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Article saved to your bookmarks!');
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]')).toEqual(['design-with-canva']);
    expect(screen.getByRole('button', { name: /Saved/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: /Saved/ }));
    expect(JSON.parse(window.localStorage.getItem(SAVED_KEY) ?? '[]')).toEqual([]);
  });

  it('copies the link when the device has no share dialog', async () => {
    const writeText = jest.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderAt('/blog/design-with-canva');
    await screen.findByText('article body');
    await userEvent.click(screen.getByRole('button', { name: /Share/ }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(toastStore.getSnapshot().at(-1)?.title).toBe('Link copied to clipboard!');
  });

  it('redirects an alias slug to its article', async () => {
    await renderAt('/blog/quieter-inbox');
    expect(await screen.findByText('article body')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/three-tools-for-email');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('3 AI Tools for a Quieter Inbox');
  });

  it("shows the shell's not-found page for an unknown slug", async () => {
    await renderAt('/blog/how-to-train-your-toaster');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('shell not-found page');
  });
});

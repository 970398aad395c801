import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellServices } from '@toolverse/contracts';
import { monthlyCost } from '@toolverse/shared-content/domain/plans/summary';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import { PRICING_MODELS } from '@toolverse/shared-content/content/tool-taxonomy';
import data from '@toolverse/shared-content/content/generated/tools.json';
import { remoteRoutes, renderAt as renderRoutesAt, TEST_SHELL_SERVICES } from '@toolverse/testing';
import { PRICING_LABELS } from '../common/labels';
import { routes } from '../routes';

const TOOLS = data as unknown as ListedTool[];
const PAGE_SIZE = 12;

const services: ShellServices = { ...TEST_SHELL_SERVICES, NewsletterForm: ({ source }) => <p>newsletter form from the shell: {source}</p> };
const renderAt = (url: string) => renderRoutesAt(url, remoteRoutes('/tools', routes), { services, showUrl: true });

const names = () =>
  within(screen.getByRole('region', { name: 'Tools' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

/** The names on this page and every later one, following Next in place. */
async function everyPage(): Promise<(string | null)[]> {
  const seen = names();
  for (let next = screen.queryByRole('link', { name: /^Next page/ }); next; next = screen.queryByRole('link', { name: /^Next page/ })) {
    await userEvent.click(next);
    seen.push(...names());
  }
  return seen;
}

const shownLine = () => screen.getByText(/^Showing \d+ tools?/);
const count = () => Number(/Showing (\d+) tools/.exec(shownLine().textContent ?? '')?.[1]);

// 84 cards rendered and re-rendered per test: more than the default 5 s on a busy machine.
const it = (name: string, run: () => Promise<void>) => test(name, run, 20_000);

describe('The Arsenal', () => {
  it("shows every tool, the Top 5, the disclosure and the shell's newsletter form", async () => {
    await renderAt('/tools');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore the AI Tool Universe');
    expect(count()).toBe(TOOLS.length);
    const topFive = within(screen.getByRole('region', { name: 'Top 5 This Month' }));
    expect(topFive.getAllByRole('listitem')).toHaveLength(5);
    // No clicks have been exported into this checkout: the five are the editors' picks, and say so.
    expect(topFive.getByText(/^Editors' picks\.$/)).toBeInTheDocument();
    expect(topFive.getByText(/too few clicks on links to tools have been counted/)).toBeInTheDocument();
    expect(screen.getByText(/Link disclosure: .*None of them is an affiliate link today/)).toBeInTheDocument();
    expect(screen.getByText('newsletter form from the shell: tools', { selector: '[data-shell-slot] p' })).toBeInTheDocument();
  });

  it('shows the whole directory 12 tools a page, each page a link of its own that the island also follows in place', async () => {
    await renderAt('/tools');
    expect(names()).toHaveLength(PAGE_SIZE);
    const pager = within(screen.getByRole('navigation', { name: 'Pages of tools' }));
    const pages = Math.ceil(TOOLS.length / PAGE_SIZE);
    expect(pager.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    expect(pager.getByRole('link', { name: `Page 1 of ${pages}` })).toHaveAttribute('aria-current', 'page');
    expect(pager.getByRole('link', { name: `Page ${pages} of ${pages}` })).toHaveAttribute('href', `/tools?page=${pages}`);
    expect(pager.queryByRole('link', { name: /^Previous/ })).not.toBeInTheDocument();
    // Without a script each link opens that page's own prerendered HTML; with it, the page changes in place.
    const seen = await everyPage();
    expect(seen).toEqual(TOOLS.map((tool) => tool.name));
    expect(screen.getByTestId('where')).toHaveTextContent(`/tools?page=${pages}`);
    expect(document.title).toBe(`Explore the AI Tool Universe, page ${pages} | Toolverse`);
    expect(screen.queryByRole('region', { name: 'Top 5 This Month' })).not.toBeInTheDocument();
    // A filter starts again from the first page.
    await userEvent.click(screen.getByRole('link', { name: 'SEO' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tools\?category=seo$/);
  });

  it('marks All tools as the view shown on a later page of the whole directory, not on a sorted one', async () => {
    await renderAt('/tools?page=3');
    expect(screen.getByRole('link', { name: 'All tools' })).toHaveAttribute('aria-current', 'page');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'az');
    expect(screen.getByRole('link', { name: 'All tools' })).not.toHaveAttribute('aria-current');
  });

  it('opens a later page of a view from its URL', async () => {
    await renderAt('/tools?type=marketers&page=2');
    const marketers = TOOLS.filter((tool) => tool.userTypes.includes('marketers'));
    expect(names()).toEqual(marketers.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((tool) => tool.name));
    expect(document.title).toBe('AI tools for marketers, page 2 | Toolverse');
    expect(screen.getByRole('link', { name: /^Previous page/ })).toHaveAttribute('href', '/tools?type=marketers');
  });

  it("leads to each category's and each kind of reader's own page, and filters in place", async () => {
    await renderAt('/tools');
    const seo = screen.getByRole('link', { name: 'SEO' });
    expect(seo).toHaveAttribute('href', '/tools?category=seo');
    const form = screen.getByRole('form', { name: 'I am a...' });
    expect(form).toHaveAttribute('action', '/tools');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('button', { name: 'Show' })).toHaveAttribute('type', 'submit');
    await userEvent.click(seo);
    expect(seo).toHaveAttribute('aria-current', 'true');
    expect(count()).toBe(TOOLS.filter((tool) => tool.category === 'seo').length);
    expect(document.title).toBe('SEO AI tools | Toolverse');
  });

  it('filters by user type and category together, and Reset restores every tool', async () => {
    await renderAt('/tools');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'I am a...' }), 'writers');
    const writers = count();
    expect(writers).toBe(TOOLS.filter((tool) => tool.userTypes.includes('writers')).length);
    await userEvent.click(screen.getByRole('link', { name: 'SEO' }));
    expect(count()).toBe(TOOLS.filter((tool) => tool.userTypes.includes('writers') && tool.category === 'seo').length);
    await userEvent.click(screen.getByRole('link', { name: 'Reset' }));
    expect(count()).toBe(TOOLS.length);
  });

  it('narrows by pricing to the tools whose record has that model, each card saying so', async () => {
    await renderAt('/tools');
    const pricing = screen.getByRole('combobox', { name: 'Pricing' });
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const model of PRICING_MODELS) {
      await userEvent.selectOptions(pricing, model);
      expect(count()).toBe(TOOLS.filter((tool) => tool.plans.model === model).length);
      for (const card of within(screen.getByRole('region', { name: 'Tools' })).queryAllByRole('article'))
        expect(within(card).getByText(new RegExp(` · ${escape(PRICING_LABELS[model])}$`))).toBeInTheDocument();
    }
    expect(screen.getByTestId('where')).toHaveTextContent(`/tools?pricing=${PRICING_MODELS.at(-1)}`);
  });

  it('shows the empty state with Reset Filters', async () => {
    await renderAt('/tools?q=quantum%20knitting');
    expect(count()).toBe(0);
    await userEvent.click(screen.getByRole('link', { name: 'Reset Filters' }));
    expect(count()).toBe(TOOLS.length);
  });

  it('opens every Try This Tool link in a new tab through /go/ from the directory, not marked sponsored (none is an affiliate link)', async () => {
    await renderAt('/tools/trending');
    const links = screen.getAllByRole('link', { name: /^Try This Tool/ });
    expect(links.length).toBe(Math.min(PAGE_SIZE, TOOLS.filter((tool) => tool.trending).length));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^\/go\/[a-z0-9-]+\?from=directory$/);
    }
  });

  it('shows a category from its own page', async () => {
    await renderAt('/tools?category=video');
    expect(screen.getByRole('link', { name: 'Video' })).toHaveAttribute('aria-current', 'true');
    expect(count()).toBe(TOOLS.filter((tool) => tool.category === 'video').length);
    expect(document.title).toBe('Video AI tools | Toolverse');
  });

  it("selects a category from the spec's anchors, /tools#{id}", async () => {
    await renderAt('/tools#video');
    expect(screen.getByRole('link', { name: 'Video' })).toHaveAttribute('aria-current', 'true');
    expect(count()).toBe(TOOLS.filter((tool) => tool.category === 'video').length);
  });

  it('sorts A to Z in place, keeps the order in the URL and states each rule', async () => {
    await renderAt('/tools?category=design');
    expect(screen.getByText(/^Recommended: the order our editors keep The Arsenal in/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'az');
    const sorted = await everyPage();
    expect(sorted).toEqual([...sorted].sort((a, b) => (a ?? '').localeCompare(b ?? '', 'en', { sensitivity: 'base' })));
    expect(sorted).toHaveLength(TOOLS.filter((tool) => tool.category === 'design').length);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tools\?category=design&sort=az$/);
    expect(document.title).toBe('Design AI tools (A to Z) | Toolverse');
    expect(screen.getByText('A to Z: by name.')).toBeInTheDocument();
    // Only the whole directory has a page in each order: here the order is the island's alone, like pricing.
    expect(screen.queryByRole('form', { name: 'Sort by' })).not.toBeInTheDocument();
  });

  it('sorts the whole directory without a script: a GET form to its page in that order', async () => {
    await renderAt('/tools?sort=free-first');
    const form = screen.getByRole('form', { name: 'Sort by' });
    expect(form).toHaveAttribute('action', '/tools');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveFormValues({ sort: 'free-first' });
    expect(document.title).toBe('Explore the AI Tool Universe (Free first) | Toolverse');
    const models = (await everyPage()).map((name) => TOOLS.find((tool) => tool.name === name)!.plans.model);
    // A tool whose plans were never read comes last.
    const rank = ['free', 'freemium', 'free-trial', 'paid', null];
    expect(models.map((model) => rank.indexOf(model))).toEqual(models.map((model) => rank.indexOf(model)).sort((a, b) => a - b));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/tools\?sort=free-first&page=\d+$/);
  });

  it('puts tools without a dated price last when sorting by price, and says so', async () => {
    await renderAt('/tools?sort=price');
    const unpriced = TOOLS.filter((tool) => monthlyCost(tool.plans) === null).length;
    expect(unpriced).toBeGreaterThan(0);
    expect(shownLine()).toHaveTextContent(`the last ${unpriced} have no dated price`);
    const shown = await everyPage();
    const last = shown.slice(-unpriced);
    expect(last.every((name) => monthlyCost(TOOLS.find((tool) => tool.name === name)!.plans) === null)).toBe(true);
    // The rest read cheapest first, as their cards show them.
    const costs = shown.slice(0, -unpriced).map((name) => monthlyCost(TOOLS.find((tool) => tool.name === name)!.plans)!);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
  });

  it('lets a reader tick tools on the cards and open them side by side, a form that needs no script', async () => {
    await renderAt('/tools');
    const form = screen.getByRole('form', { name: 'Compare tools' });
    expect(form).toHaveAttribute('action', '/tools/compare');
    expect(form).toHaveAttribute('method', 'get');
    const jasper = screen.getByRole('checkbox', { name: 'Compare Jasper' });
    expect(jasper).toHaveAttribute('form', form.id);
    expect(jasper).toHaveAttribute('name', 'ids');
    expect(jasper).toHaveAttribute('value', 'jasper');
    expect(within(form).getByRole('button', { name: 'Compare selected' })).toHaveAttribute('type', 'submit');
  });

  it('names a category page and a reader page for search engines', async () => {
    await renderAt('/tools?type=writers');
    expect(document.title).toBe('AI tools for writers | Toolverse');
    // eslint-disable-next-line testing-library/no-node-access -- the head's canonical link is no element a reader queries
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', expect.stringMatching(/\/tools\?type=writers$/));
  });
});

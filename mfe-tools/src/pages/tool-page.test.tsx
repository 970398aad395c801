import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { LINK_DISCLOSURE } from '@toolverse/shared-content';
import type { PriceCheck, Tool, ToolCheck } from '@toolverse/shared-content/schemas';
import type { ToolPageData } from '@toolverse/shared-content/tool-page';
import data from '@toolverse/shared-content/tools';
import { remoteRoutes, renderAt as renderRoutesAt } from '@toolverse/testing';

// The page runs on the fixture content (shared-content/fixtures/: its tools and the chunks the content
// build writes for them), so an editor's change to a live tool or article changes nothing asserted here.
jest.mock('@toolverse/shared-content/tools', () => jest.requireActual('../../../shared-content/fixtures/content/tools.json'));
jest.mock('@toolverse/shared-content/tool-pages', () => jest.requireActual('../../../shared-content/fixtures/generated/tool-pages.ts'));
import { ToolDetails } from '../components/tool-details';
import { routes } from '../routes';
import { toolOffers } from '../lib/structured-data';

async function renderAt(url: string) {
  await renderRoutesAt(url, remoteRoutes('/tools', routes));
  // The page and the tool's data are chunks of their own, one after the other: wait for the heading.
  await screen.findByRole('heading', { level: 1 });
}

// Structured data is for search engines, not readers: no Testing Library query reaches a <script>.
const jsonLd = () =>
  // eslint-disable-next-line testing-library/no-node-access
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (node) => JSON.parse(node.textContent ?? '') as Record<string, unknown>,
  );

describe("a tool's page", () => {
  it('shows the tool, its link through /go/ and disclosure, its articles, alternatives and quizzes', async () => {
    await renderAt('/tools/chatgpt');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ChatGPT');
    expect(document.title).toBe('ChatGPT: pricing, features and alternatives | Toolverse');
    const tryIt = screen.getByRole('link', { name: /^Try This Tool ?: ChatGPT \(opens in a new tab\)$/ });
    expect(tryIt).toHaveAttribute('href', '/go/chatgpt?from=tool');
    expect(tryIt).toHaveAttribute('target', '_blank');
    expect(tryIt).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(screen.getByText(LINK_DISCLOSURE)).toBeInTheDocument();
    const pricing = within(screen.getByRole('region', { name: 'Pricing' }));
    // One price block: the plan and its figure, where the figure comes from and when it was read, the vendor's page.
    expect(pricing.getByText('Pro: $20/month')).toBeInTheDocument();
    expect(pricing.getByRole('link', { name: /^From a third-party report \(Reviews Example\), read October 1, 2026/ })).toHaveAttribute(
      'href',
      'https://reviews.example/chatgpt',
    );
    expect(pricing.getByRole('link', { name: /^Current prices on openai\.com/ })).toHaveAttribute(
      'href',
      'https://openai.com/chatgpt/pricing/',
    );
    expect(pricing.queryByText(/as of/)).not.toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'The Arsenal' })).toHaveAttribute('href', '/tools');
    expect(crumbs.getByRole('link', { name: 'AI Assistants' })).toHaveAttribute('href', '/tools?category=assistants');

    const articles = within(screen.getByRole('region', { name: 'Articles featuring ChatGPT' }));
    expect(articles.getByRole('link', { name: '3 AI Tools for a Quieter Inbox' })).toHaveAttribute(
      'href',
      '/blog/three-tools-for-email#tool-chatgpt',
    );
    const alternatives = within(screen.getByRole('region', { name: 'Alternatives to ChatGPT' }));
    const hrefs = alternatives.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain('/tools/claude');
    expect(hrefs).toContain('/tools/compare?ids=chatgpt,claude');
    expect(hrefs).toContain('/tools/chatgpt/alternatives');
    expect(hrefs).not.toContain('/tools/chatgpt');
    expect(alternatives.getByText(/^Ranked by what each tool does for you/)).toBeInTheDocument();
    expect(alternatives.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const compare = within(screen.getByRole('region', { name: 'Compare ChatGPT with...' }));
    expect(compare.getByRole('link', { name: 'ChatGPT and its 3 closest alternatives side by side' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/tools\/compare\?ids=chatgpt(,[a-z0-9-]+){3}$/),
    );
    // The fixture ChatGPT has never been re-checked, and its page says so.
    expect(pricing.getByText('ChatGPT’s facts have not been re-checked against the vendor’s pages yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Quizzes that can recommend ChatGPT' })).getAllByRole('link').length).toBeGreaterThan(
      0,
    );

    const [software, breadcrumbs] = jsonLd();
    expect(software).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'ChatGPT',
      url: 'https://chatgpt.com',
      offers: [
        { name: 'Free plan', price: '0' },
        { name: 'Cheapest paid plan', price: '20' },
      ],
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers an unknown tool id with the not-found page, and keeps the preset views', async () => {
    await renderAt('/tools/no-such-tool');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('shell not-found page');
  });

  it('offers a price only where one is known, from the dated pricing facts', () => {
    const source = 'https://example.com/pricing';
    const facts = { page: source };
    const read = {
      plan: 'Pro',
      source: { kind: 'vendor-page-copy', url: 'https://mirror.example/plans', publisher: 'Mirror', read: '2026-10-01' },
    } as const;
    expect(toolOffers({ model: 'paid', from: { amount: 29, currency: 'USD', period: 'month', ...read }, ...facts })).toEqual([
      {
        '@type': 'Offer',
        name: 'Cheapest paid plan',
        price: '29',
        priceCurrency: 'USD',
        url: source,
        priceSpecification: { '@type': 'UnitPriceSpecification', price: '29', priceCurrency: 'USD', unitCode: 'MON' },
      },
    ]);
    const oneTime = toolOffers({ model: 'paid', from: { amount: 75, currency: 'USD', period: 'one-time', ...read }, ...facts });
    expect(oneTime).toHaveLength(1);
    expect(oneTime[0]).not.toHaveProperty('priceSpecification');
    expect(toolOffers({ model: 'free', ...facts })).toMatchObject([{ price: '0' }]);
    expect(toolOffers({ model: 'freemium', from: { amount: 120, currency: 'USD', period: 'year', ...read }, ...facts })).toMatchObject([
      { price: '0' },
      { price: '120', priceSpecification: { unitCode: 'ANN' } },
    ]);
    // No figure known: no offer, rather than one without a price.
    expect(toolOffers({ model: 'paid', ...facts })).toEqual([]);
    expect(toolOffers({ model: 'free-trial', ...facts })).toEqual([]);
  });

  // ChatGPT's page data with no articles, no alternatives and the given quizzes, as a tool's page could have.
  const renderChatGptWith = (quizzes: ToolPageData['quizzes']) => {
    const tool = (data as Tool[]).find((entry) => entry.id === 'chatgpt')!;
    return renderRoutesAt(
      '/tools/chatgpt',
      <Route path="/tools/chatgpt" element={<ToolDetails data={{ tool, articles: [], quizzes, history: [] }} />} />,
    );
  };

  it('says no article covers a tool without claiming a quiz recommends it when none does', async () => {
    await renderChatGptWith([]);
    expect(screen.getByText('None of our articles covers ChatGPT yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quizzes that can recommend ChatGPT' })).not.toBeInTheDocument();
  });

  it('points to the quizzes when a tool without articles can be recommended by one', async () => {
    await renderChatGptWith(['hustle-style']);
    expect(screen.getByText('None of our articles covers ChatGPT yet; the quizzes below can recommend it.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Quizzes that can recommend ChatGPT' })).getAllByRole('link')).toHaveLength(1);
  });

  it('says when the plans and owner were last checked and what the vendor pages confirmed, and flags a check that is old', async () => {
    const tool = (data as Tool[]).find((entry) => entry.id === 'chatgpt')!;
    const check: ToolCheck = {
      on: '2026-11-25',
      owner: 'OpenAI',
      sources: [{ url: 'https://help.openai.com/en/articles/1', kind: 'help' }],
      summary: 'Plans confirmed in the help center; no stored page gives a price.',
    };
    const renderWith = (on: string) =>
      renderRoutesAt(
        '/tools/chatgpt',
        <Route
          path="/tools/chatgpt"
          element={<ToolDetails data={{ tool: { ...tool, check: { ...check, on } }, articles: [], quizzes: [], history: [] }} />}
        />,
      );
    await renderWith('2026-11-25');
    const pricing = within(screen.getByRole('region', { name: 'Pricing' }));
    expect(pricing.getByText('Plans, owner and links last checked November 25, 2026')).toBeInTheDocument();
    expect(
      pricing.getByText('What the vendor’s own pages confirmed: Plans confirmed in the help center; no stored page gives a price.'),
    ).toBeInTheDocument();
    expect(pricing.getByRole('link', { name: /^ChatGPT help center/ })).toHaveAttribute('href', 'https://help.openai.com/en/articles/1');
    expect(pricing.queryByRole('note')).not.toBeInTheDocument();
  });

  it('flags facts checked longer ago than the stated threshold', async () => {
    const tool = (data as Tool[]).find((entry) => entry.id === 'chatgpt')!;
    const check: ToolCheck = {
      on: '2020-01-10',
      sources: [{ url: 'https://vendor.example/sales', kind: 'pricing' }],
      summary: 'Paid plans on request only, says the sales page.',
    };
    await renderRoutesAt(
      '/tools/chatgpt',
      <Route path="/tools/chatgpt" element={<ToolDetails data={{ tool: { ...tool, check }, articles: [], quizzes: [], history: [] }} />} />,
    );
    const pricing = within(screen.getByRole('region', { name: 'Pricing' }));
    expect(pricing.getByRole('note')).toHaveTextContent(/^This check is more than 12 months old/);
    expect(
      pricing.getByText('What the vendor’s own pages confirmed: Paid plans on request only, says the sales page.'),
    ).toBeInTheDocument();
  });

  it('shows every check of the price as a table and a chart, and a form to watch the tool that needs no script', async () => {
    const tool = (data as Tool[]).find((entry) => entry.id === 'chatgpt')!;
    const source = {
      kind: 'third-party-report' as const,
      url: 'https://reports.example/prices',
      publisher: 'Price Reports',
      read: '2026-11-20',
    };
    const history: PriceCheck[] = [
      { on: '2026-11-25', model: 'paid', price: null, owner: 'OpenAI' },
      { on: '2026-11-27', model: 'freemium', price: { amount: 8, currency: 'USD', period: 'month', plan: 'Go', source }, owner: 'OpenAI' },
    ];
    await renderRoutesAt(
      '/tools/chatgpt',
      <Route path="/tools/chatgpt" element={<ToolDetails data={{ tool, articles: [], quizzes: [], history }} />} />,
    );
    const region = within(screen.getByRole('region', { name: 'Price history' }));
    const rows = region.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['November 25, 2026', '—', 'No dated figure found', '—', 'No', 'OpenAI'],
      ['November 27, 2026', 'Go', '$8 a month', 'Third-party report (Price Reports), read November 20, 2026', 'Yes', 'OpenAI'],
    ]);
    expect(region.getByRole('img')).toHaveAccessibleName(
      'Cheapest paid plan per month at each check: November 25, 2026: no dated figure; November 27, 2026: $8 a month',
    );
    expect(screen.getByRole('textbox', { name: /^Watch ChatGPT: one mail when its price, free plan or owner changes$/ })).toHaveAttribute(
      'name',
      'email',
    );
    const form = screen.getByRole('form', { name: 'Watch ChatGPT' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/watch');
    expect(within(form).getByDisplayValue('chatgpt')).toHaveAttribute('name', 'tool');
    expect(within(form).getByRole('button', { name: 'Watch' })).toHaveAttribute('type', 'submit');
  });

  it('shows no price history for a tool checked once', async () => {
    const tool = (data as Tool[]).find((entry) => entry.id === 'chatgpt')!;
    await renderRoutesAt(
      '/tools/chatgpt',
      <Route
        path="/tools/chatgpt"
        element={
          <ToolDetails data={{ tool, articles: [], quizzes: [], history: [{ on: '2026-11-27', model: 'freemium', price: null }] }} />
        }
      />,
    );
    expect(screen.queryByRole('region', { name: 'Price history' })).not.toBeInTheDocument();
  });
});

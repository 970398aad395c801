import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { historyRows } from '@toolverse/shared-content/domain/plans/history';
import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary } from '@toolverse/shared-content/domain/plans/summary';
import { freePlanText } from '@toolverse/shared-content/domain/plans/words';
import type { HistoryEntry, Reading } from '@toolverse/shared-content/content/schemas/plans';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import type { ToolPageData } from '@toolverse/shared-content/content/tool-page';
import { toolPages } from '@toolverse/shared-content/content/generated/tool-pages';
import data from '@toolverse/shared-content/content/generated/tools.json';
import { remoteRoutes, renderAt as renderRoutesAt } from '@toolverse/testing';

// The page runs on the fixture content (shared-content/fixtures/: its tools and the chunks the content
// build writes for them), so an editor's change to a live tool or article changes nothing asserted here.
jest.mock('@toolverse/shared-content/content/generated/tools.json', () =>
  jest.requireActual('../../../shared-content/fixtures/generated/tools.json'),
);
jest.mock('@toolverse/shared-content/content/generated/tool-pages', () =>
  jest.requireActual('../../../shared-content/fixtures/generated/tool-pages.ts'),
);
import { TOOL_PAGE_SECTIONS, routes } from '../routes';
import { toolOffers } from './structured-data';
import { ToolDetails } from './tool-details';

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

const COMMIT = 'f'.repeat(40);
const reading = (read: string, publisher: string, plans: Reading['plans'], extra: Partial<Reading> = {}): Reading => ({
  on: '2026-11-28',
  read,
  source: { kind: 'third-party-report', url: `https://github.com/example/${publisher.toLowerCase()}/blob/${COMMIT}/plans.md`, publisher },
  plans,
  ...extra,
});

const CHATGPT = (data as unknown as ListedTool[]).find((entry) => entry.id === 'chatgpt')!;

/** ChatGPT's page made from these history entries, as the content build would make it. */
function chatGptPage(history: HistoryEntry[], extra: Partial<ToolPageData> = {}): ToolPageData {
  const record = planRecord(history, 'ChatGPT');
  return {
    tool: { ...CHATGPT, plans: planSummary(record) },
    record,
    articles: [],
    quizzes: [],
    history: historyRows(history),
    corrections: [],
    ...extra,
  };
}
const renderPage = (page: ToolPageData) =>
  renderRoutesAt('/tools/chatgpt', <Route path="/tools/chatgpt" element={<ToolDetails data={page} sections={TOOL_PAGE_SECTIONS} />} />);

describe("a tool's page", () => {
  it('shows the tool, its price at a glance before the description, its link through /go/ with a one-line disclosure, its articles, alternatives and quizzes', async () => {
    await renderAt('/tools/chatgpt');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ChatGPT');
    expect(document.title).toBe('ChatGPT: pricing, features and alternatives | Toolverse');
    const tryIt = screen.getByRole('link', { name: /^Try This Tool ?: ChatGPT \(opens in a new tab\)$/ });
    expect(tryIt).toHaveAttribute('href', '/go/chatgpt?from=tool');
    expect(tryIt).toHaveAttribute('target', '_blank');
    expect(tryIt).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(screen.getByText(/^Not an affiliate link: we earn nothing from it\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Our link policy' })).toHaveAttribute('href', '/about#links');

    // The price at a glance: the free plan and the cheapest paid plan, with where the figure comes from.
    const glance = within(screen.getByRole('region', { name: 'ChatGPT’s price at a glance' }));
    expect(glance.getAllByRole('term').map((term) => term.textContent)).toEqual(['Free plan', 'Cheapest paid plan']);
    const [freePlan, cheapest] = glance.getAllByRole('definition');
    expect(freePlan).toHaveTextContent('Yes: Free');
    expect(cheapest).toHaveTextContent('Plus: $20/month, billed monthly');
    expect(
      glance.getByRole('link', { name: /^From a dated copy of the vendor’s plan page \(Plan Copies Example\), read November 5, 2026/ }),
    ).toHaveAttribute('href', `https://github.com/example/plan-copies/blob/${'2'.repeat(40)}/chatgpt.json`);
    expect(glance.getByRole('link', { name: /^Current prices on openai\.com/ })).toHaveAttribute(
      'href',
      'https://openai.com/chatgpt/pricing/',
    );
    expect(glance.getByRole('link', { name: 'All 3 plans and their sources' })).toHaveAttribute('href', '#plans');

    // Every plan, its price on its basis, the cheapest marked, its source.
    const plans = within(screen.getByRole('region', { name: 'Plans and prices' }));
    const rows = plans.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Free', 'PlusCheapest paid plan', 'Pro']);
    expect(rows[2]).toHaveTextContent('$200/month, billed monthly');

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
    expect(within(screen.getByRole('region', { name: 'Quizzes that can recommend ChatGPT' })).getAllByRole('link').length).toBeGreaterThan(
      0,
    );

    const [software, breadcrumbs] = jsonLd();
    expect(software).toMatchObject({
      '@type': 'SoftwareApplication',
      name: 'ChatGPT',
      url: 'https://chatgpt.com',
      offers: [
        { name: 'Free', price: '0' },
        { name: 'Plus', price: '20', priceSpecification: { unitCode: 'MON', description: 'a month, billed monthly' } },
        { name: 'Pro', price: '200' },
      ],
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers an unknown tool id with the not-found page, and keeps the preset views', async () => {
    await renderAt('/tools/no-such-tool');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('shell not-found page');
  });

  it('offers every plan with a figure, per month where it recurs, and nothing for a plan without one', () => {
    const record = planRecord([
      reading('2026-10-01', 'Mirror', [
        { name: 'Free', monthly: 0 },
        { name: 'Team', yearly: 10, perSeat: true },
        { name: 'Logo', once: 75 },
        { name: 'Business' },
        { name: 'Enterprise', sales: true },
      ]),
    ]);
    expect(toolOffers(record, 'https://example.com/pricing')).toEqual([
      { '@type': 'Offer', name: 'Free', price: '0', priceCurrency: 'USD', url: 'https://example.com/pricing' },
      {
        '@type': 'Offer',
        name: 'Team, per seat',
        price: '10',
        priceCurrency: 'USD',
        url: 'https://example.com/pricing',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: '10',
          priceCurrency: 'USD',
          unitCode: 'MON',
          description: 'a month, billed yearly',
        },
      },
      { '@type': 'Offer', name: 'Logo', price: '75', priceCurrency: 'USD', url: 'https://example.com/pricing' },
    ]);
    expect(toolOffers(planRecord([]), 'https://example.com/pricing')).toEqual([]);
  });

  it('says no article covers a tool without claiming a quiz recommends it when none does', async () => {
    await renderPage(chatGptPage([]));
    expect(screen.getByText('None of our articles covers ChatGPT yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Quizzes that can recommend ChatGPT' })).not.toBeInTheDocument();
  });

  it('points to the quizzes when a tool without articles can be recommended by one', async () => {
    await renderPage(chatGptPage([], { quizzes: ['hustle-style'] }));
    expect(screen.getByText('None of our articles covers ChatGPT yet; the quizzes below can recommend it.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Quizzes that can recommend ChatGPT' })).getAllByRole('link')).toHaveLength(1);
  });

  it('says where no dated source gives a figure, and what was searched', async () => {
    await renderPage(chatGptPage([{ on: '2026-11-28', searched: 'No dated copy of the plan page turned up in the public corpora.' }]));
    const glance = within(screen.getByRole('region', { name: 'ChatGPT’s price at a glance' }));
    const [freePlan, cheapest] = glance.getAllByRole('definition');
    expect(freePlan).toHaveTextContent('Not known');
    expect(cheapest).toHaveTextContent('No dated figure');
    expect(glance.getByText('No dated copy of the plan page turned up in the public corpora.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Plans and prices' })).queryByRole('table')).not.toBeInTheDocument();
  });

  it('names sources that disagree, shows a figure’s age, and the trial where there is no free plan', async () => {
    await renderPage(
      chatGptPage([
        reading('2026-04-20', 'Helpdesk', [{ name: 'Pro', monthly: 22, yearly: 17 }], { trial: 14 }),
        reading('2026-04-20', 'Pricing', [{ name: 'Pro', monthly: 25, yearly: 20 }]),
      ]),
    );
    const glance = within(screen.getByRole('region', { name: 'ChatGPT’s price at a glance' }));
    expect(glance.getAllByRole('definition')[0]).toHaveTextContent('No; 14-day free trial');
    expect(glance.getByText(/sources disagree: \$22 or \$25\/month, billed monthly/)).toBeInTheDocument();
    // Read April 20 and built on the day the test runs: past 180 days, the age is said.
    const plans = within(screen.getByRole('region', { name: 'Plans and prices' }));
    expect(plans.getAllByText(/read April 20, 2026(, \d+ months old)?/).length).toBeGreaterThan(0);
    expect(plans.getByText('A 14-day free trial.')).toBeInTheDocument();
    // The plan's own row in the table says so too, beside the figure of the source that stands.
    const [pro] = plans.getAllByRole('row').slice(1);
    expect(pro).toHaveTextContent('$22/month, billed monthly');
    expect(within(pro!).getByText('sources disagree: $22 or $25/month, billed monthly')).toBeInTheDocument();
  });

  it('leads its first screen with the free plan by name and the cheapest paid plan over a year, on its basis, from its source', async () => {
    const history = [
      reading('2026-11-01', 'Mirror', [
        { name: 'Free', monthly: 0, includes: '3 projects' },
        { name: 'Basic', monthly: 15 },
        { name: 'Team', yearly: 12 },
        { name: 'Enterprise', sales: true },
      ]),
    ];
    await renderPage(chatGptPage(history));
    const glance = within(screen.getByRole('region', { name: 'ChatGPT’s price at a glance' }));
    const [freePlan, cheapest] = glance.getAllByRole('definition');
    expect(freePlan).toHaveTextContent('Yes: Free');
    // Team billed yearly costs $144 a year, Basic billed monthly $180: Team is the cheapest, said on its own basis.
    expect(cheapest).toHaveTextContent('Team: $12/month, billed yearly');
    expect(glance.getByRole('link', { name: /^From a third-party report \(Mirror\), read November 1, 2026/ })).toHaveAttribute(
      'href',
      history[0]!.source.url,
    );
    expect(glance.getByRole('link', { name: 'All 4 plans and their sources' })).toHaveAttribute('href', '#plans');
    // The table below marks the same plan, and only that one.
    const rows = within(screen.getByRole('region', { name: 'Plans and prices' }))
      .getAllByRole('row')
      .slice(1);
    const marked = rows.filter((row) => within(row).queryByText('Cheapest paid plan') !== null);
    expect(marked.map((row) => within(row).getByRole('rowheader').firstChild?.textContent)).toEqual(['Team']);
  });

  it('says a free tool has no paid plan, dating its free plan by the source that lists it', async () => {
    await renderPage(chatGptPage([reading('2026-11-01', 'Mirror', [{ name: 'Starter', monthly: 0 }])]));
    const glance = within(screen.getByRole('region', { name: 'ChatGPT’s price at a glance' }));
    const [freePlan, cheapest] = glance.getAllByRole('definition');
    expect(freePlan).toHaveTextContent('Yes: Starter');
    expect(cheapest).toHaveTextContent('None: it has no paid plan');
    expect(glance.getByRole('link', { name: /^From a third-party report \(Mirror\), read November 1, 2026/ })).toBeInTheDocument();
  });

  it('says "last seen" of a cheapest figure read more than a year before the build, with its age', async () => {
    await renderPage(chatGptPage([reading('2024-06-01', 'Mirror', [{ name: 'Pro', monthly: 9 }])]));
    const region = screen.getByRole('region', { name: 'ChatGPT’s price at a glance' });
    expect(within(region).getAllByRole('definition')[1]).toHaveTextContent('Last seen: Pro: $9/month, billed monthly');
    expect(region).toHaveTextContent(/read June 1, 2024[^·]* · \d+ (months|years) old/);
  });

  it('lists every plan in the table: each way of paying, what it includes, contact sales, no figure, and each row’s own source', async () => {
    const copy: Reading = {
      ...reading('2026-10-01', 'Copies', [
        { name: 'Free', monthly: 0, includes: '3 projects' },
        { name: 'Basic', monthly: 15, yearly: 12 },
        { name: 'Team', monthly: 10, perSeat: true },
        { name: 'Business' },
        { name: 'Agency' },
        { name: 'Enterprise', sales: true },
      ]),
      source: { kind: 'vendor-page-copy', url: `https://github.com/example/copies/blob/${COMMIT}/plans.json`, publisher: 'Copies' },
    };
    // A report read two weeks later: the dated copy still stands (a more trusted kind), and the
    // report prices Business, which the copy names without a figure, and a plan the copy does not list.
    const report = reading('2026-10-15', 'Reviews', [
      { name: 'Business', monthly: 99 },
      { name: 'Logo', once: 300 },
    ]);
    await renderPage(chatGptPage([copy, report]));
    const table = within(screen.getByRole('region', { name: 'Plans and prices' }));
    const rows = new Map(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => [within(row).getByRole('rowheader').firstChild?.textContent, row] as const),
    );
    expect([...rows.keys()]).toEqual(['Free', 'Basic', 'Team', 'Business', 'Agency', 'Enterprise', 'Logo']);
    const prices = (name: string) =>
      within(within(rows.get(name)!).getAllByRole('cell')[0]!)
        .queryAllByRole('listitem')
        .map((item) => item.textContent);
    expect(prices('Free')).toEqual(['Free']);
    expect(rows.get('Free')).toHaveTextContent('3 projects');
    expect(prices('Basic')).toEqual(['$15/month, billed monthly', '$12/month, billed yearly ($144 a year)']);
    expect(prices('Team')).toEqual(['$10/seat/month, billed monthly']);
    expect(prices('Business')).toEqual(['$99/month, billed monthly']);
    expect(prices('Enterprise')).toEqual(['Contact sales']);
    expect(prices('Logo')).toEqual(['$300 one-time']);
    expect(rows.get('Agency')).toHaveTextContent('No figure in its source');
    // Team at $10 a month is the cheapest paid plan over a year (Basic $144, Logo $300 once, Business $1,188).
    expect(within(rows.get('Team')!).getByText('Cheapest paid plan')).toBeInTheDocument();
    // Each row links the source its figure comes from, at the version read.
    const sourceOf = (name: string) => [
      ...new Set(
        within(rows.get(name)!)
          .getAllByRole('link', { name: /opens in a new tab/ })
          .map((link) => link.getAttribute('href')),
      ),
    ];
    for (const name of ['Free', 'Basic', 'Team', 'Agency', 'Enterprise']) expect(sourceOf(name)).toEqual([copy.source.url]);
    for (const name of ['Business', 'Logo']) expect(sourceOf(name)).toEqual([report.source.url]);
    expect(rows.get('Logo')).toHaveTextContent('read October 15, 2026');
    // The link names its publisher and kind once; the day is the cell's own text beside it.
    expect(within(rows.get('Logo')!).getAllByRole('link')[0]).toHaveAccessibleName(
      `${report.source.publisher} (a third-party report; opens in a new tab)`,
    );
  });

  it('shows every reading as a history, oldest read first, a chart from three days of figures, and a form to watch the tool', async () => {
    await renderPage(
      chatGptPage([
        { on: '2026-11-25', model: 'paid', price: null },
        reading('2026-08-01', 'Early', [{ name: 'Go', monthly: 5 }]),
        reading('2026-10-01', 'Later', [
          { name: 'Free', monthly: 0 },
          { name: 'Go', monthly: 8 },
        ]),
        reading('2026-09-01', 'Middle', [{ name: 'Go', unstated: 6 }]),
      ]),
    );
    const region = within(screen.getByRole('region', { name: 'Price history' }));
    const rows = region.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'August 1, 2026',
      'September 1, 2026',
      'October 1, 2026',
    ]);
    expect(rows[0]).toHaveTextContent('Go: $5/month, billed monthly');
    expect(rows[2]).toHaveTextContent('A free plan');
    expect(region.getByRole('img')).toHaveAccessibleName(
      'Cheapest paid plan a month, by the day each source read it: August 1, 2026: $5 a month (Early); September 1, 2026: $6 a month (Middle); October 1, 2026: $8 a month (Later)',
    );
    expect(
      screen.getByRole('textbox', { name: /^Watch ChatGPT: one mail when its price, free plan, owner or status changes$/ }),
    ).toHaveAttribute('name', 'email');
    const form = screen.getByRole('form', { name: 'Watch ChatGPT' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/watch');
    expect(within(form).getByDisplayValue('chatgpt')).toHaveAttribute('name', 'tool');
    expect(within(form).getByRole('button', { name: 'Watch' })).toHaveAttribute('type', 'submit');
  });

  it('draws no chart from figures read on fewer than three days', async () => {
    await renderPage(
      chatGptPage([
        reading('2026-08-01', 'Early', [{ name: 'Go', monthly: 5 }]),
        reading('2026-10-01', 'Later', [{ name: 'Go', monthly: 8 }]),
      ]),
    );
    expect(within(screen.getByRole('region', { name: 'Price history' })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('lists the corrections of its facts: what we said, what the record says since, and why', async () => {
    await renderPage(
      chatGptPage([reading('2026-10-01', 'Later', [{ name: 'Go', monthly: 8 }])], {
        corrections: [
          {
            id: 'chatgpt',
            name: 'ChatGPT',
            on: '2026-11-28',
            fact: 'free plan',
            from: 'Free plan',
            to: 'No free plan',
            why: 'the source we cited says otherwise',
          },
        ],
      }),
    );
    const corrections = within(screen.getByRole('region', { name: 'Corrections' }));
    expect(corrections.getByRole('listitem')).toHaveTextContent(
      'November 28, 2026 · Free plan: Free plan → No free planWhy: the source we cited says otherwise.',
    );
    expect(corrections.getByRole('link', { name: 'Every correction' })).toHaveAttribute('href', '/tools/changes');
  });

  it('lists a correction from the log with what the record says since, the same answer its price at a glance gives', async () => {
    // The fixture log corrects Jasper's free plan; its page's record has none (a trial instead).
    const { record, corrections } = (await toolPages.jasper!()).default;
    expect(corrections.map((correction) => correction.fact)).toEqual(['free plan']);
    await renderAt('/tools/jasper');
    const glance = within(screen.getByRole('region', { name: 'Jasper’s price at a glance' }));
    expect(glance.getAllByRole('definition')[0]).toHaveTextContent(/^No\b/);
    const [item] = within(screen.getByRole('region', { name: 'Corrections' })).getAllByRole('listitem');
    expect(item).toHaveTextContent(`Free plan: ${corrections[0]!.from} → ${freePlanText(record)}`);
    expect(item).toHaveTextContent(`Why: ${corrections[0]!.why}.`);
  });
});

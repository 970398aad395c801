import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ShellServicesProvider, routeElements } from '@toolverse/shared-content';
import { routes } from '../routes';
import { toolOffer } from './structured-data';

async function renderAt(url: string) {
  // The page and the tool's data are chunks of their own: let them settle inside an awaited act.
  await act(async () => {
    render(
      <ShellServicesProvider value={{ NotFound: () => <h1>Page not found</h1>, NewsletterForm: () => null }}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/tools">{routeElements(routes)}</Route>
          </Routes>
        </MemoryRouter>
      </ShellServicesProvider>,
    );
  });
  await act(async () => {});
}

const jsonLd = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? '') as Record<string, unknown>);

describe("a tool's page", () => {
  it('shows the tool, its sponsored link and disclosure, its articles, alternatives and quizzes', async () => {
    await renderAt('/tools/chatgpt');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ChatGPT');
    expect(document.title).toBe('ChatGPT: pricing, features and alternatives | Toolverse');
    const tryIt = screen.getByRole('link', { name: /^Try This Tool ?: ChatGPT \(opens in a new tab\)$/ });
    expect(tryIt).toHaveAttribute('href', 'https://chatgpt.com');
    expect(tryIt).toHaveAttribute('target', '_blank');
    expect(tryIt).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(screen.getByText(/Affiliate disclosure/)).toBeInTheDocument();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'The Arsenal' })).toHaveAttribute('href', '/tools');
    expect(crumbs.getByRole('link', { name: 'AI Assistants' })).toHaveAttribute('href', '/tools#assistants');

    const articles = within(screen.getByRole('region', { name: 'Articles featuring ChatGPT' }));
    expect(articles.getByRole('link', { name: '10 AI Tools That Can Replace a Full-Time Assistant in 2025' })).toHaveAttribute(
      'href',
      '/blog/ai-tools-replace-assistant#tool-chatgpt',
    );
    const alternatives = within(screen.getByRole('region', { name: 'Alternatives in AI Assistants' })).getAllByRole('link');
    expect(alternatives.map((link) => link.getAttribute('href'))).toContain('/tools/claude');
    expect(alternatives.map((link) => link.getAttribute('href'))).not.toContain('/tools/chatgpt');
    expect(within(screen.getByRole('region', { name: 'Quizzes that can recommend ChatGPT' })).getAllByRole('link').length).toBeGreaterThan(0);

    const [software, breadcrumbs] = jsonLd();
    expect(software).toMatchObject({ '@type': 'SoftwareApplication', name: 'ChatGPT', url: 'https://chatgpt.com' });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  it('answers an unknown tool id with the not-found page, and keeps the preset views', async () => {
    await renderAt('/tools/no-such-tool');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('offers a price only where one is known', () => {
    const base = { pricingModel: 'paid', url: 'https://example.com' } as const;
    expect(toolOffer({ ...base, pricing: 'From $29/month (May 2025)' } as never)).toMatchObject({ price: '29', priceCurrency: 'USD' });
    expect(toolOffer({ ...base, pricing: '$75 one-time (May 2025)' } as never)).toMatchObject({ price: '75' });
    expect(toolOffer({ ...base, pricingModel: 'free', pricing: 'Free' } as never)).toMatchObject({ price: '0' });
    expect(toolOffer({ ...base, pricingModel: 'freemium', pricing: 'Free plan; paid plans for more usage' } as never)).toBeUndefined();
  });
});

import { screen, within } from '@testing-library/react';
import { remoteRoutes, renderAt as renderRoutesAt } from '@toolverse/testing';
import { TOOLS } from '../common/catalogue';
import { compareColumns } from './compare-columns';
import { COMPARE_DATA_PATH } from './compare';
import { COMPARING_ARTICLES } from './comparisons';
import { routes } from '../routes';

/** The compare island's columns file as the prerender writes it, or a server that fails. */
function serveCompareData(ok: boolean) {
  const fetched: string[] = [];
  const file = JSON.stringify(compareColumns(TOOLS, COMPARING_ARTICLES));
  globalThis.fetch = ((url: string) => {
    fetched.push(url);
    return Promise.resolve({ ok, status: ok ? 200 : 500, json: () => Promise.resolve(ok ? JSON.parse(file) : null) });
  }) as unknown as typeof fetch;
  return fetched;
}

/** The page at a URL; the browser's address too, which the compare island (a DOM island) reads. */
async function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  await renderRoutesAt(url, remoteRoutes('/tools', routes));
  await screen.findByRole('heading', { level: 1 });
}

describe('the compare pages', () => {
  it('show a comparison an article makes as a table, with the article, at its clean URL', async () => {
    await renderAt('/tools/compare/jasper-vs-copy-ai');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Jasper vs Copy.ai');
    const table = screen.getByRole('table', { name: 'Jasper vs Copy.ai, side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([expect.stringMatching(/^Jasper/), expect.stringMatching(/^Copy\.ai/)]);
    expect(within(table).getByRole('rowheader', { name: 'Free plan' })).toBeInTheDocument();
    // Named above the table as the verdict's source, and in the row of the articles that cover each.
    expect(screen.getAllByRole('link', { name: 'Jasper vs Copy.ai: A No-Nonsense Comparison' })[0]).toHaveAttribute(
      'href',
      '/blog/jasper-vs-copy-ai-review',
    );
  });

  it('answer a clean URL that names an unknown tool with the not-found page', async () => {
    await renderAt('/tools/compare/jasper-vs-no-such-tool');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('shell not-found page');
  });

  // First: the island keeps the facts file once fetched, and fetches it again only after a failure.
  it('link each asked tool’s own page when the facts cannot be fetched', async () => {
    serveCompareData(false);
    await renderAt('/tools/compare?ids=jasper,copy-ai');
    expect(await screen.findByText(/The comparison could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Copy.ai' })).toHaveAttribute('href', '/tools/copy-ai');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draw any set from ?ids=, naming the ids The Arsenal does not have', async () => {
    const fetched = serveCompareData(true);
    await renderAt('/tools/compare?ids=notion-ai,no-such-tool,todoist');
    expect(screen.getByText('“no-such-tool” is not a tool in The Arsenal, so it is left out.')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Notion AI vs Todoist, side by side' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([expect.stringMatching(/^Notion AI/), expect.stringMatching(/^Todoist/)]);
    // Every row has its label and one cell per tool, each tool's in its own column.
    for (const row of within(table).getAllByRole('row').slice(1)) {
      expect(within(row).getAllByRole('rowheader')).toHaveLength(1);
      expect(within(row).getAllByRole('cell')).toHaveLength(2);
    }
    const tryIt = within(table).getAllByRole('link', { name: /^Try This Tool/ });
    expect(tryIt.map((link) => link.getAttribute('href'))).toEqual(['/go/notion-ai?from=compare', '/go/todoist?from=compare']);
    expect(screen.getByRole('checkbox', { name: 'Todoist' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Jasper' })).not.toBeChecked();
    expect(document.title).toBe('Notion AI vs Todoist | Toolverse');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notion AI vs Todoist');
    expect(fetched).toEqual([COMPARE_DATA_PATH]);
  });

  it('say what is left out over four tools', async () => {
    serveCompareData(true);
    await renderAt('/tools/compare?ids=jasper,copy-ai,canva,claude,chatgpt');
    expect(screen.getByText('At most 4 tools fit side by side; left out: ChatGPT.')).toBeInTheDocument();
    expect(within(await screen.findByRole('table')).getAllByRole('columnheader')).toHaveLength(4);
  });

  it('ask for a second tool when one is named, and draw no table', async () => {
    serveCompareData(true);
    await renderAt('/tools/compare?ids=jasper');
    expect(screen.getByText('Pick at least one more tool to compare with Jasper.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offer the picker and the articles’ comparisons without ids', async () => {
    const fetched = serveCompareData(true);
    await renderAt('/tools/compare');
    expect(fetched).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Canva vs Adobe Firefly' })).toHaveAttribute('href', '/tools/compare/canva-vs-adobe-firefly');
    const picker = screen.getByRole('form', { name: 'Pick 2 to 4 tools' });
    expect(picker).toHaveAttribute('action', '/tools/compare');
    expect(within(picker).getByRole('checkbox', { name: 'Jasper' })).toHaveAttribute('name', 'ids');
  });
});

describe('the alternatives page', () => {
  it('lists at least three tools with the rule, each price and how it differs', async () => {
    await renderAt('/tools/canva/alternatives');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Alternatives to Canva');
    const region = within(screen.getByRole('region', { name: /closest tools$/ }));
    expect(region.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
    expect(region.getByText(/^Ranked by what each tool does for you/)).toBeInTheDocument();
    expect(region.getAllByRole('link', { name: /^Current prices on / }).length).toBe(region.getAllByRole('heading', { level: 3 }).length);
  });

  it('is not found for an unknown tool', async () => {
    await renderAt('/tools/no-such-tool/alternatives');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('shell not-found page');
  });
});

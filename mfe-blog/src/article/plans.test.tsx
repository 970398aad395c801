import { render, screen, within } from '@testing-library/react';
import { articleBodies } from '@toolverse/shared-content/content/generated/article-bodies';
import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary } from '@toolverse/shared-content/domain/plans/summary';
import { cheapestText, freePlanText } from '@toolverse/shared-content/domain/plans/words';
import type { Plan } from '@toolverse/shared-content/content/schemas/tool';
import { MDX_COMPONENTS, Plans, ToolCard, ToolCardsProvider } from './mdx-components';

const card = (id: string, plans: Plan[]) => ({
  rank: 1,
  id,
  name: id,
  category: 'Writing',
  url: `https://${id}.example`,
  pricingPage: `https://${id}.example/pricing`,
  plans: planSummary(
    planRecord([
      {
        on: '2026-11-28',
        read: '2026-10-01',
        source: { kind: 'third-party-report', url: `https://github.com/example/notes/blob/${'9'.repeat(40)}/p.md`, publisher: 'Notes' },
        plans,
      },
    ]),
  ),
});

describe('a recap table’s <Plans id/>', () => {
  it('says the tool’s free plan and cheapest paid plan from its record, in the card’s words', () => {
    render(
      <ToolCardsProvider
        cards={[
          card('quill', [
            { name: 'Free', monthly: 0 },
            { name: 'Pro', monthly: 12, yearly: 10 },
          ]),
          card('ledger', [{ name: 'Team' }]),
        ]}
      >
        <table>
          <tbody>
            <tr>
              <td data-testid="quill">
                <Plans id="quill" />
              </td>
              <td data-testid="ledger">
                <Plans id="ledger" />
              </td>
            </tr>
          </tbody>
        </table>
      </ToolCardsProvider>,
    );
    expect(screen.getByTestId('quill')).toHaveTextContent('Free plan; from Pro: $10/month, billed yearly');
    expect(screen.getByTestId('ledger')).toHaveTextContent('No free plan; no dated figure');
  });

  it('says a free tool has no paid plan, and nothing at all for an id without a card', () => {
    render(
      <ToolCardsProvider cards={[card('flowbot', [{ name: 'Community', monthly: 0 }])]}>
        <p data-testid="free">
          <Plans id="flowbot" />
        </p>
        <p data-testid="unknown">
          <Plans id="no-card" />
        </p>
      </ToolCardsProvider>,
    );
    expect(screen.getByTestId('free')).toHaveTextContent(/^Free plan; no paid plan$/);
    expect(screen.getByTestId('unknown')).toBeEmptyDOMElement();
  });

  it('in an article’s recap table, says for each card’s tool what the card’s price block says', async () => {
    // A fixture article's cards, as the content build made them from the fixture tools' records.
    const { tools: cards } = (await articleBodies['jasper-or-copy-ai']!()).details;
    const { table: RecapTable } = MDX_COMPONENTS;
    render(
      <ToolCardsProvider cards={cards}>
        <RecapTable>
          <tbody>
            {cards.map((tool) => (
              <tr key={tool.id}>
                <td>{tool.name}</td>
                <td data-testid={`plans-${tool.id}`}>
                  <Plans id={tool.id} />
                </td>
              </tr>
            ))}
          </tbody>
        </RecapTable>
        {cards.map((tool) => (
          <ToolCard key={tool.id} rank={tool.rank} id={tool.id} name={tool.name} category={tool.category} url={tool.url} />
        ))}
      </ToolCardsProvider>,
    );
    expect(within(screen.getByRole('region', { name: 'Recap table' })).getAllByRole('row')).toHaveLength(cards.length);
    for (const { id, rank, name, plans } of cards) {
      const cell = screen.getByTestId(`plans-${id}`);
      const cardRegion = screen.getByRole('region', { name: `${rank}. ${name}` });
      expect(cell).toHaveTextContent(new RegExp(`^${freePlanText(plans)};`));
      expect(cardRegion).toHaveTextContent(freePlanText(plans));
      // Both fixture tools have a dated figure (Jasper a trial, Copy.ai a free plan beside it).
      const cheapest = cheapestText(plans)!;
      expect(cell).toHaveTextContent(`from ${cheapest}`);
      expect(cardRegion).toHaveTextContent(cheapest);
    }
  });
});

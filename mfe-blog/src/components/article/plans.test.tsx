import { render, screen } from '@testing-library/react';
import { planRecord, planSummary } from '@toolverse/shared-content/plan-record';
import type { Plan } from '@toolverse/shared-content/schemas';
import { Plans, ToolPricingProvider } from './mdx-components';

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
      <ToolPricingProvider
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
      </ToolPricingProvider>,
    );
    expect(screen.getByTestId('quill')).toHaveTextContent('Free plan; from Pro: $12/month, billed monthly');
    expect(screen.getByTestId('ledger')).toHaveTextContent('No free plan; no dated figure');
  });
});

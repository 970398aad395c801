// The two shapes a reader can only read with a declared rule: a plain table (or cards) in the HTML,
// and a table the page's script fills from the vendor's API after load. In both, each element the
// rule's price selector matches inside a plan is one figure, written as frame.ts's figureTexts says.
import type { PageRule } from '../../../src/monitor/types.js';
import { escapeHtml, figureTexts, frame } from './frame.js';
import type { PageState } from './state.js';
import { variantOf, type Shape, type Vendor } from './vendors.js';

/** The rule a tool must declare to read its page, for the shapes that need one. */
export function ruleFor(shape: Shape): PageRule | undefined {
  if (shape === 'plain-table') return { plan: '.plan', name: '.plan-name', price: '.plan-price' };
  if (shape === 'script-table') return { plan: 'table.plans tr.plan', name: '.plan-name', price: '.plan-price' };
  return undefined;
}

export const PRICING_SCRIPT_PATH = '/assets/pricing.js';
export const PLANS_API_PATH = '/api/plans.json';
export const STYLESHEET_PATH = '/assets/site.css';

const prices = (texts: string[]) => texts.map((text) => `<span class="plan-price">${escapeHtml(text)}</span>`).join(' ');

/** A plain page: cards for some vendors, a table for others; the same rule reads both. */
export function plainTablePage(vendor: Vendor, state: PageState): string {
  const cards = state.plans.map(
    (plan) =>
      `        <div class="plan"><h3 class="plan-name">${escapeHtml(plan.name)}</h3><p>${prices(figureTexts(plan))}</p>` +
      `<ul class="features"><li>Unlimited projects</li><li>Email support</li></ul><a class="button" href="/signup">Choose plan</a></div>`,
  );
  const rows = state.plans.map(
    (plan) =>
      `          <tr class="plan"><td class="plan-name">${escapeHtml(plan.name)}</td><td>${prices(figureTexts(plan))}</td><td><a href="/signup">Choose</a></td></tr>`,
  );
  const plans =
    variantOf(vendor, 2) === 0
      ? `      <section class="plans-grid" aria-label="Plans">\n${cards.join('\n')}\n      </section>`
      : `      <table class="pricing">\n        <thead><tr><th>Plan</th><th>Price</th><th></th></tr></thead>\n        <tbody>\n${rows.join('\n')}\n        </tbody>\n      </table>`;
  return frame({ vendor, owner: state.owner, plans });
}

/** The page as served: an empty table that the pricing script fills from the API. */
export function scriptTablePage(vendor: Vendor, state: PageState): string {
  const source = `${PLANS_API_PATH}?tool=${encodeURIComponent(vendor.toolId)}`;
  const plans = `      <table class="plans" data-source="${escapeHtml(source)}">
        <thead><tr><th>Plan</th><th>Price</th></tr></thead>
        <tbody></tbody>
      </table>
      <noscript>Turn on JavaScript to see our plans.</noscript>`;
  return frame({ vendor, owner: state.owner, plans, tail: `    <script src="${PRICING_SCRIPT_PATH}" defer></script>` });
}

/** What the API answers: each plan's figures as numbers, and as the words the page shows. */
export const plansApi = (state: PageState): string =>
  JSON.stringify({ currency: 'USD', plans: state.plans.map((plan) => ({ ...plan, labels: figureTexts(plan) })) });

export const PRICING_SCRIPT = `(async () => {
  const table = document.querySelector('table.plans');
  if (!table) return;
  const answer = await fetch(table.dataset.source, { headers: { accept: 'application/json' } });
  const { plans } = await answer.json();
  const body = table.tBodies[0];
  for (const plan of plans) {
    const row = body.insertRow();
    row.className = 'plan';
    const name = row.insertCell();
    name.className = 'plan-name';
    name.textContent = plan.name;
    const cell = row.insertCell();
    for (const label of plan.labels) {
      const price = document.createElement('span');
      price.className = 'plan-price';
      price.textContent = label;
      cell.append(price, ' ');
    }
  }
  table.dataset.ready = 'true';
})();
`;

export const STYLESHEET = `body { font-family: system-ui, sans-serif; margin: 0; }
.site-header, .site-footer { display: flex; gap: 1rem; padding: 1rem 2rem; }
.plans-grid, .pricing { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 1rem; padding: 2rem; }
`;

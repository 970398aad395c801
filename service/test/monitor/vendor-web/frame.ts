// What every vendor page has around its plans: a head naming the owner, a header with navigation, a
// few questions and a footer, so that a reader finds the plans among the page's other text. And the
// words a page prices a plan in.
import type { PlanFigure } from '../../../src/monitor/types.js';
import type { Vendor } from './vendors.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** JSON placed inside a <script> element: a "</script>" in a value must not end it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value, null, 2).replace(/</g, '\\u003c');

export const money = (amount: number): string => `$${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/**
 * Each figure of a plan as the page writes it, one text per figure: "Free", "$20/mo billed monthly",
 * "$16/mo billed yearly", "$192/yr billed yearly", "$20/mo" (billing not stated), "$49 one-time",
 * "Contact sales"; a per-seat price says "/user". A plan with no figure says "Custom pricing".
 */
export function figureTexts(plan: PlanFigure): string[] {
  if (plan.monthly === 0) return ['Free'];
  const unit = plan.perSeat ? '/user' : '';
  const texts = [
    plan.monthly === undefined ? null : `${money(plan.monthly)}${unit}/mo billed monthly`,
    plan.yearly === undefined ? null : `${money(plan.yearly)}${unit}/mo billed yearly`,
    plan.annual === undefined ? null : `${money(plan.annual)}${unit}/yr billed yearly`,
    plan.unstated === undefined ? null : `${money(plan.unstated)}${unit}/mo`,
    plan.once === undefined ? null : `${money(plan.once)} one-time`,
    plan.sales ? 'Contact sales' : null,
  ].filter((text): text is string => text !== null);
  return texts.length > 0 ? texts : ['Custom pricing'];
}

export interface FrameProps {
  vendor: Vendor;
  owner: string;
  /** Elements for the head: structured data, preloads. */
  head?: string;
  /** The plans' part of the page. */
  plans: string;
  /** Elements at the end of the body: scripts. */
  tail?: string;
}

const NAV = ['Product', 'Solutions', 'Pricing', 'Enterprise', 'Resources', 'Blog'];

function questions(name: string): string {
  const asked: [string, string][] = [
    [`Can I try ${name} before I pay?`, `Yes. Start on the free tier where there is one, or ask our team for a trial of a paid plan.`],
    ['Can I change plans later?', 'You can upgrade or downgrade at any time; the difference is prorated on your next invoice.'],
    ['Which payment methods do you accept?', 'All major credit cards. Yearly plans can also be paid by invoice.'],
    ['Do prices include tax?', 'Prices are in US dollars and exclude sales tax or VAT, which is added at checkout where it applies.'],
  ];
  return asked
    .map(([question, answer]) => `      <details><summary>${escapeHtml(question)}</summary><p>${escapeHtml(answer)}</p></details>`)
    .join('\n');
}

/** A whole pricing page around its plans' part. */
export function frame({ vendor, owner, head = '', plans, tail = '' }: FrameProps): string {
  const name = escapeHtml(vendor.name);
  const year = 2026;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Pricing | ${name}</title>
    <meta name="description" content="Plans and pricing for ${name}. Start free, upgrade when your team grows.">
    <meta property="og:site_name" content="${escapeHtml(owner)}">
    <meta property="og:title" content="${name} pricing">
    <meta property="og:type" content="website">
    <link rel="stylesheet" href="/assets/site.css">
${head}
  </head>
  <body>
    <header class="site-header">
      <a class="logo" href="/">${name}</a>
      <nav aria-label="Main">
        <ul>${NAV.map((item) => `<li><a href="/${item.toLowerCase()}">${item}</a></li>`).join('')}</ul>
      </nav>
      <a class="login" href="/login">Log in</a> <a class="cta" href="/signup">Get started</a>
    </header>
    <main>
      <section class="hero">
        <h1>Plans for every stage</h1>
        <p>Whether you are just starting or running a large team, ${name} has a plan that fits. Cancel any time.</p>
      </section>
${plans}
      <section class="faq">
        <h2>Frequently asked questions</h2>
${questions(vendor.name)}
      </section>
    </main>
    <footer class="site-footer">
      <nav aria-label="Footer"><a href="/company">Company</a> <a href="/careers">Careers</a> <a href="/legal/terms">Terms</a> <a href="/legal/privacy">Privacy</a> <a href="/status">Status</a></nav>
      <p>&copy; ${year} ${escapeHtml(owner)}. All rights reserved.</p>
    </footer>
${tail}
  </body>
</html>
`;
}

// Made-up tools for the unit tests of the ranking, the sorting and the compare URLs: each differs
// from the others in the one way a test needs, so no test depends on the live tools.json.
import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary, type PlanSummary } from '@toolverse/shared-content/domain/plans/summary';
import type { Plan, Reading } from '@toolverse/shared-content/content/schemas/tool';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';

const base: Pick<ListedTool, 'description' | 'hook' | 'benefits' | 'trending' | 'topPick'> = {
  description: 'A made-up tool for the unit tests of The Arsenal, with a description long enough.',
  hook: 'A made-up tool for tests',
  benefits: ['First made-up benefit', 'Second made-up benefit', 'Third made-up benefit'],
  trending: false,
  topPick: false,
};
const PRICING_PAGE = 'https://vendor.example/pricing';
const REPORT = {
  kind: 'third-party-report',
  url: 'https://github.com/example/reviews/blob/0123456789abcdef0123456789abcdef01234567/prices.md',
  publisher: 'Reviews Example',
} as const;

/** A tool's plan summary as the content build makes it, from one reading of these plans. */
export function fixturePlans(plans: Plan[], extra: Partial<Pick<Reading, 'trial' | 'freePlan'>> = {}): PlanSummary {
  return planSummary(planRecord([{ on: '2026-11-01', read: '2026-10-01', source: REPORT, plans, ...extra }]));
}

export function fixtureTool(id: string, name: string, fields: Partial<ListedTool>): ListedTool {
  return {
    ...base,
    id,
    name,
    url: `https://${id}.example`,
    category: 'writing',
    userTypes: ['writers'],
    goals: ['create'],
    pricingPage: PRICING_PAGE,
    plans: fixturePlans([{ name: 'Free', monthly: 0 }, { name: 'Pro' }]),
    added: '2026-11-01',
    ...fields,
  };
}

export const FIXTURE_TOOLS: readonly ListedTool[] = [
  fixtureTool('quill', 'Quill', { userTypes: ['writers', 'marketers'], goals: ['create', 'automate'] }),
  fixtureTool('inkwell', 'Inkwell', {
    userTypes: ['writers', 'freelancers'],
    goals: ['create'],
    plans: fixturePlans([{ name: 'Pro', monthly: 20 }]),
  }),
  fixtureTool('adwise', 'Adwise', {
    userTypes: ['marketers'],
    goals: ['create', 'monetize'],
    plans: fixturePlans([{ name: 'Team', annual: 600 }], { trial: 14 }),
  }),
  fixtureTool('canvasly', 'Canvasly', { category: 'design', userTypes: ['designers'], goals: ['create'] }),
  fixtureTool('flowbot', 'Flowbot', {
    category: 'automation',
    userTypes: ['developers'],
    goals: ['automate'],
    plans: fixturePlans([{ name: 'Free', monthly: 0 }]),
  }),
  fixtureTool('ledger', 'ledger', {
    category: 'productivity',
    userTypes: ['entrepreneurs'],
    goals: ['decide'],
    plans: fixturePlans([{ name: 'Starter', monthly: 12 }, { name: 'Business' }]),
  }),
];

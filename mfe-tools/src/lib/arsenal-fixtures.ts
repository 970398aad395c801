// Made-up tools for the unit tests of the ranking, the sorting and the compare URLs: each differs
// from the others in the one way a test needs, so no test depends on the live tools.json.
import type { Tool } from '@toolverse/shared-content/schemas';

const base: Pick<Tool, 'description' | 'hook' | 'benefits' | 'trending' | 'topPick'> = {
  description: 'A made-up tool for the unit tests of The Arsenal, with a description long enough.',
  hook: 'A made-up tool for tests',
  benefits: ['First made-up benefit', 'Second made-up benefit', 'Third made-up benefit'],
  trending: false,
  topPick: false,
};
const source = 'https://vendor.example/pricing';
const reported = {
  kind: 'third-party-report',
  url: 'https://reviews.example/prices',
  publisher: 'Reviews Example',
  read: '2026-10-01',
} as const;

export function fixtureTool(id: string, name: string, fields: Partial<Tool>): Tool {
  return {
    ...base,
    id,
    name,
    url: `https://${id}.example`,
    category: 'writing',
    userTypes: ['writers'],
    goals: ['create'],
    budget: 'free',
    pricing: { model: 'freemium', page: source },
    added: '2026-11-01',
    ...fields,
  };
}

export const FIXTURE_TOOLS: readonly Tool[] = [
  fixtureTool('quill', 'Quill', { userTypes: ['writers', 'marketers'], goals: ['create', 'automate'] }),
  fixtureTool('inkwell', 'Inkwell', {
    userTypes: ['writers', 'freelancers'],
    goals: ['create'],
    budget: 'under-50',
    pricing: { model: 'paid', from: { amount: 20, currency: 'USD', period: 'month', plan: 'Pro', source: reported }, page: source },
  }),
  fixtureTool('adwise', 'Adwise', {
    userTypes: ['marketers'],
    goals: ['create', 'monetize'],
    budget: '50-200',
    pricing: { model: 'free-trial', from: { amount: 600, currency: 'USD', period: 'year', plan: 'Team', source: reported }, page: source },
  }),
  fixtureTool('canvasly', 'Canvasly', { category: 'design', userTypes: ['designers'], goals: ['create'] }),
  fixtureTool('flowbot', 'Flowbot', {
    category: 'automation',
    userTypes: ['developers'],
    goals: ['automate'],
    pricing: { model: 'free', page: source },
  }),
  fixtureTool('ledger', 'ledger', {
    category: 'productivity',
    userTypes: ['entrepreneurs'],
    goals: ['decide'],
    budget: 'under-50',
    pricing: { model: 'paid', page: source },
  }),
];

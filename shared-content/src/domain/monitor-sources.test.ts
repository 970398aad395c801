import { MonitorSchema } from '../content/schemas/monitor';
import { monitorSources } from './monitor-sources';

const DATASET = {
  repo: 'example/plan-copies',
  branch: 'main',
  path: 'data/ai-tools/quill.json',
  format: 'json',
  publisher: 'Plan Copies Example',
  licence: 'CC BY 4.0',
  mapping: { plans: 'products[id=quill].plans', name: 'name', monthly: 'price.monthly', read: 'updated' },
} as const;

describe("the monitor's sources", () => {
  it("are every tool's pricing page, then the datasets it declares, each with an id of the tool and the file", () => {
    const sources = monitorSources([
      { id: 'quill', pricingPage: 'https://quill.example/pricing', monitor: { script: true, datasets: [DATASET] } },
      { id: 'inkwell', pricingPage: 'https://inkwell.example/plans' },
    ]);
    expect(sources).toEqual([
      { kind: 'page', tool: 'quill', id: 'quill:page', url: 'https://quill.example/pricing', script: true },
      { kind: 'dataset', tool: 'quill', id: 'quill:dataset:example/plan-copies/data/ai-tools/quill.json', ...DATASET },
      { kind: 'page', tool: 'inkwell', id: 'inkwell:page', url: 'https://inkwell.example/plans', script: false },
    ]);
  });

  it("carry a page's extraction rule where the tool declares one", () => {
    const rule = { plan: '.plan-card', name: 'h3', price: '.price', billing: '.price small' };
    const [page] = monitorSources([{ id: 'quill', pricingPage: 'https://quill.example/pricing', monitor: { rule } }]);
    expect(page).toEqual({ kind: 'page', tool: 'quill', id: 'quill:page', url: 'https://quill.example/pricing', script: false, rule });
  });
});

describe('a tool’s monitor field', () => {
  it('accepts a rule and datasets, and refuses a page URL of its own: the page is the tool’s pricingPage', () => {
    expect(MonitorSchema.safeParse({ rule: { plan: '.plan', name: 'h3', price: '.price' }, datasets: [DATASET] }).success).toBe(true);
    expect(MonitorSchema.safeParse({ url: 'https://quill.example/pricing' }).success).toBe(false);
    expect(MonitorSchema.safeParse({ script: false }).success).toBe(false);
  });

  it('refuses a dataset whose format, path, repository or price fields the monitor could not read', () => {
    const refused = (change: object) => MonitorSchema.safeParse({ datasets: [{ ...DATASET, ...change }] }).success === false;
    expect(refused({ format: 'yaml' })).toBe(true);
    expect(refused({ repo: 'https://github.com/example/plan-copies' })).toBe(true);
    expect(refused({ path: '/data/quill.json' })).toBe(true);
    expect(refused({ mapping: { plans: 'plans', name: 'name', read: 'updated' } })).toBe(true);
    expect(refused({ mapping: { ...DATASET.mapping, plans: 'products[id=quill.plans' } })).toBe(true);
    expect(MonitorSchema.safeParse({ datasets: [DATASET, DATASET] }).error?.issues[0]?.message).toMatch(/listed twice/);
  });
});

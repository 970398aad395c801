// The record of the last re-check of who makes a tool and where its links lead (tools.json `check`):
// what the schema accepts and refuses. It says nothing of plans or prices: the readings do.
import tools from '../../../content/tools.json';
import { ToolCheckSchema, ToolSchema, type Tool } from './tool';

const check = {
  on: '2026-11-25',
  owner: 'Atlassian',
  sources: [{ url: 'https://support.example.com/billing', kind: 'help', stated: '2026-03' }],
} as const;

describe('a tool check', () => {
  it('names the day, the owner and the vendor pages read, and nothing about plans or prices', () => {
    expect(ToolCheckSchema.parse(check)).toEqual(check);
    expect(ToolCheckSchema.safeParse({ ...check, sources: [] }).success).toBe(true);
    expect(ToolCheckSchema.safeParse({ ...check, price: 'confirmed' }).success).toBe(false);
    // A summary in words could contradict the record of plans: the check has none.
    expect(ToolCheckSchema.safeParse({ ...check, summary: 'Plans and the monthly price confirmed in the help center.' }).success).toBe(
      false,
    );
  });

  it('refuses a page that is not https, a vague date and too many pages', () => {
    expect(ToolCheckSchema.safeParse({ ...check, sources: [{ url: 'http://vendor.example/pricing', kind: 'pricing' }] }).success).toBe(
      false,
    );
    expect(ToolCheckSchema.safeParse({ ...check, sources: [{ ...check.sources[0], stated: 'spring 2026' }] }).success).toBe(false);
    expect(ToolCheckSchema.safeParse({ ...check, sources: [{ ...check.sources[0], kind: 'review' }] }).success).toBe(false);
    expect(ToolCheckSchema.safeParse({ ...check, sources: Array(5).fill(check.sources[0]) }).success).toBe(false);
  });

  it('refuses a check dated before the tool was added, and a tool without the day it was added', () => {
    const tool = (tools as Tool[])[0]!;
    expect(ToolSchema.safeParse({ ...tool, added: tool.check!.on }).success).toBe(true);
    expect(ToolSchema.safeParse({ ...tool, added: '2099-01-01' }).success).toBe(false);
    const { added: _added, ...undated } = tool;
    expect(ToolSchema.safeParse(undated).success).toBe(false);
  });

  it('refuses a price typed into the tool entry: budget, pricing and a pricing page that is a help article', () => {
    const tool = (tools as Tool[])[0]!;
    expect(ToolSchema.safeParse({ ...tool, budget: 'free' }).success).toBe(false);
    expect(ToolSchema.safeParse({ ...tool, pricing: { model: 'freemium' } }).success).toBe(false);
    expect(ToolSchema.safeParse({ ...tool, pricingPage: 'https://help.vendor.example/articles/123-billing' }).success).toBe(false);
  });
});

describe('the checks of The Arsenal', () => {
  it('cover every tool', () => {
    for (const entry of tools) {
      const tool = ToolSchema.parse(entry);
      expect([tool.id, tool.check === undefined]).toEqual([tool.id, false]);
    }
  });
});

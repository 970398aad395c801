// A made-up tool whose plans our monitor read on the vendor's page, for the tests of what the record
// says of a tool's life (the tool page's notice, the directory's cards): each test adds its status entries.
import { screen } from '@testing-library/react';
import { historyRows } from '@toolverse/shared-content/domain/plans/history';
import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary } from '@toolverse/shared-content/domain/plans/summary';
import { toolStatus } from '@toolverse/shared-content/domain/status';
import type { HistoryEntry } from '@toolverse/shared-content/content/schemas/plans';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import type { ToolPageData } from '@toolverse/shared-content/content/tool-page';

const QUILL = {
  id: 'quill',
  name: 'Quill',
  description: 'A writing assistant that drafts, rewrites and checks the tone of what you write, in the browser.',
  category: 'writing',
  userTypes: ['writers'],
  pricingPage: 'https://quill.example/pricing',
  hook: 'Drafts in your own voice',
  benefits: ['Drafts from rough notes', 'Rewrites in a chosen tone', 'Checks grammar as you type'],
  url: 'https://quill.example',
  trending: false,
  topPick: false,
  goals: ['create'],
  added: '2026-11-01',
} as const;
export const MONITOR_READING: HistoryEntry = {
  on: '2026-11-29',
  read: '2026-11-29',
  source: { kind: 'vendor-page', url: 'https://quill.example/pricing', publisher: 'Quill pricing page', snapshot: 'e'.repeat(64) },
  plans: [
    { name: 'Free', monthly: 0 },
    { name: 'Pro', monthly: 12 },
  ],
};

export function quillPage(history: HistoryEntry[]): ToolPageData {
  const record = planRecord(history, 'Quill');
  const status = toolStatus(history);
  const tool: ListedTool = {
    ...QUILL,
    userTypes: [...QUILL.userTypes],
    benefits: [...QUILL.benefits],
    goals: [...QUILL.goals],
    plans: planSummary(record),
    ...(status ? { status } : {}),
  };
  return { tool, record, articles: [], quizzes: [], history: historyRows(history), corrections: [] };
}

/** The links on the screen that lead to the vendor, directly or through /go/. */
export const vendorLinks = () =>
  screen.queryAllByRole('link').filter((link) => /quill\.example|^\/go\//.test(link.getAttribute('href') ?? ''));

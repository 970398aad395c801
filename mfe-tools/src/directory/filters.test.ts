import { paths } from '@toolverse/shared-content/site/paths';
import { planRecord } from '@toolverse/shared-content/domain/plans/record';
import { planSummary } from '@toolverse/shared-content/domain/plans/summary';
import articleTools from '@toolverse/shared-content/content/generated/article-tool-ids.json';
import { PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '@toolverse/shared-content/content/tool-taxonomy';
import type { ListedTool } from '@toolverse/shared-content/content/tool-index';
import data from '@toolverse/shared-content/content/generated/tools.json';

const TOOLS = data as unknown as ListedTool[];
import { FIXTURE_TOOLS, fixtureTool } from '../common/arsenal-fixtures';
import { NO_FILTERS, filterTools, filtersFromQuery, queryFromFilters } from './filters';

const KNOWN = { userTypes: USER_TYPES, categories: TOOL_CATEGORIES, pricing: PRICING_MODELS };

describe('filterTools', () => {
  it('shows every tool without filters', () => {
    expect(filterTools(TOOLS, NO_FILTERS)).toHaveLength(TOOLS.length);
  });

  it('applies user type, category, search and the pricing model of each record together', () => {
    const shown = filterTools(TOOLS, { ...NO_FILTERS, userType: 'designers', category: 'design', pricing: 'freemium', query: 'logo' });
    expect(shown.length).toBeGreaterThan(0);
    for (const tool of shown) {
      expect(tool.userTypes).toContain('designers');
      expect(tool.category).toBe('design');
      expect(tool.plans.model).toBe('freemium');
      expect(`${tool.name} ${tool.description} ${tool.hook}`.toLowerCase()).toContain('logo');
    }
    const expected = TOOLS.filter(
      (tool) =>
        tool.userTypes.includes('designers') &&
        tool.category === 'design' &&
        tool.plans.model === 'freemium' &&
        `${tool.name} ${tool.description} ${tool.hook}`.toLowerCase().includes('logo'),
    );
    expect(shown).toEqual(expected);
  });

  it('narrows by the pricing model each record derives from its plans, and a tool whose plans were never read by none', () => {
    // The fixtures' six tools, and one with no reading of its plans at all.
    const unread = fixtureTool('unread', 'Unread', { plans: planSummary(planRecord([])) });
    expect(unread.plans.model).toBeNull();
    const tools = [...FIXTURE_TOOLS, unread];
    const shown = (pricing: (typeof PRICING_MODELS)[number]) => filterTools(tools, { ...NO_FILTERS, pricing }).map((tool) => tool.id);
    // Flowbot lists only a free plan; Quill and Canvasly a free plan and a paid one; Adwise a trial and
    // no free plan; Inkwell and Ledger paid plans only.
    expect(shown('free')).toEqual(['flowbot']);
    expect(shown('freemium')).toEqual(['quill', 'canvasly']);
    expect(shown('free-trial')).toEqual(['adwise']);
    expect(shown('paid')).toEqual(['inkwell', 'ledger']);
    expect(PRICING_MODELS.flatMap(shown)).not.toContain('unread');
    expect(filterTools(tools, NO_FILTERS)).toContain(unread);
  });

  it('each category button narrows to exactly that category, Extensions also to tools with a browser extension', () => {
    for (const category of TOOL_CATEGORIES) {
      const shown = filterTools(TOOLS, { ...NO_FILTERS, category });
      expect(shown.length).toBeGreaterThanOrEqual(3);
      expect(shown).toEqual(
        TOOLS.filter((tool) => tool.category === category || (category === 'extensions' && tool.browserExtension === true)),
      );
    }
    // What the two Chrome-extension articles present as extensions is under Extensions.
    const extensions = filterTools(TOOLS, { ...NO_FILTERS, category: 'extensions' }).map((tool) => tool.id);
    expect(extensions).toEqual(
      expect.arrayContaining([
        'grammarly',
        'sider',
        'perplexity',
        'tldv',
        'loom',
        'wordtune',
        'scribe',
        'text-blaze',
        'todoist',
        'bitwarden',
      ]),
    );
  });

  it('the presets pick by goal and trend', () => {
    expect(filterTools(TOOLS, NO_FILTERS, 'automation').every((tool) => tool.goals.includes('automate'))).toBe(true);
    expect(filterTools(TOOLS, NO_FILTERS, 'trending').every((tool) => tool.trending)).toBe(true);
    expect(filterTools(TOOLS, NO_FILTERS, 'monetize').length).toBeGreaterThan(0);
  });

  it("narrows to one article's tools", () => {
    const shown = filterTools(TOOLS, { ...NO_FILTERS, article: 'automate-freelance-workflow' }, null, articleTools);
    expect(shown.map((tool) => tool.id).sort()).toEqual([...(articleTools['automate-freelance-workflow'] ?? [])].sort());
  });

  it('narrows to the tools a quiz picked, from the link it gives', () => {
    const link = paths.tools.picks(['descript', 'canva', 'zapier']);
    const filters = filtersFromQuery(new URLSearchParams(link.slice(link.indexOf('?'))), KNOWN);
    expect(
      filterTools(TOOLS, filters)
        .map((tool) => tool.id)
        .sort(),
    ).toEqual(['canva', 'descript', 'zapier']);
    expect(filtersFromQuery(new URLSearchParams(queryFromFilters(filters)), KNOWN)).toEqual(filters);
  });

  it('finds nothing for an impossible combination', () => {
    expect(filterTools(TOOLS, { ...NO_FILTERS, query: 'quantum knitting' })).toEqual([]);
  });
});

describe('filters in the URL', () => {
  it('round-trip through the query', () => {
    const filters = { ...NO_FILTERS, userType: 'writers' as const, category: 'seo' as const, pricing: 'paid' as const, query: 'keyword' };
    expect(filtersFromQuery(new URLSearchParams(queryFromFilters(filters)), KNOWN)).toEqual(filters);
    expect(queryFromFilters(NO_FILTERS)).toBe('');
  });

  it('read unknown values as "all", and a page that is not a whole number from 1 as the first', () => {
    expect(filtersFromQuery(new URLSearchParams('type=wizards&category=teleporters&pricing=cheap'), KNOWN)).toEqual(NO_FILTERS);
    for (const page of ['0', '-2', '1.5', 'two', '', '99999', '1e3'])
      expect(filtersFromQuery(new URLSearchParams({ page }), KNOWN).page).toBe(1);
  });

  it('keep the page last, after the order, and leave the first page out', () => {
    expect(queryFromFilters({ ...NO_FILTERS, category: 'seo', sort: 'az', page: 2 })).toBe('?category=seo&sort=az&page=2');
    expect(queryFromFilters({ ...NO_FILTERS, page: 1 })).toBe('');
  });
});

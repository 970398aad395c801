import { paths } from '@toolverse/shared-content';
import articleTools from '@toolverse/shared-content/article-tool-ids';
import { PRICING_MODELS, TOOL_CATEGORIES, USER_TYPES } from '@toolverse/shared-content/tool-taxonomy';
import type { Tool } from '@toolverse/shared-content/schemas';
import data from '@toolverse/shared-content/tools';

const TOOLS = data as Tool[];
import { NO_FILTERS, filterTools, filtersFromQuery, queryFromFilters } from './filters';

const KNOWN = { userTypes: USER_TYPES, categories: TOOL_CATEGORIES, pricing: PRICING_MODELS };

describe('filterTools', () => {
  it('shows every tool without filters', () => {
    expect(filterTools(TOOLS, NO_FILTERS)).toHaveLength(TOOLS.length);
  });

  it('applies user type, category, search and pricing together', () => {
    const shown = filterTools(TOOLS, { ...NO_FILTERS, userType: 'designers', category: 'design', pricing: 'freemium', query: 'logo' });
    expect(shown.length).toBeGreaterThan(0);
    for (const tool of shown) {
      expect(tool.userTypes).toContain('designers');
      expect(tool.category).toBe('design');
      expect(tool.pricing.model).toBe('freemium');
      expect(`${tool.name} ${tool.description} ${tool.hook}`.toLowerCase()).toContain('logo');
    }
    const expected = TOOLS.filter(
      (tool) =>
        tool.userTypes.includes('designers') &&
        tool.category === 'design' &&
        tool.pricing.model === 'freemium' &&
        `${tool.name} ${tool.description} ${tool.hook}`.toLowerCase().includes('logo'),
    );
    expect(shown).toEqual(expected);
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

  it('read unknown values as "all"', () => {
    expect(filtersFromQuery(new URLSearchParams('type=wizards&category=teleporters&pricing=cheap'), KNOWN)).toEqual(NO_FILTERS);
  });
});

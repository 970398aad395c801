import { ARTICLES } from '../content/articles';
import { communityFigures, siteCommunityFigures } from './community';
import type { PopularityFile } from './popularity';
import checkDates from '../content/generated/tool-check-dates.json';

const NO_EXPORT: PopularityFile = { to: null, days: 30, trendingDays: 7, tools: {}, confirmedSubscribers: null };

describe('Community Impact', () => {
  it('counts the tools whose plans were looked up in the last 90 days, from their history, and the articles', () => {
    const figures = communityFigures({
      checkDates: ['2026-11-25', '2026-08-28', '2026-08-27', '2027-01-01'],
      articles: 23,
      popularity: NO_EXPORT,
      today: '2026-11-26',
    });
    expect(figures.map(({ value, label }) => [value, label])).toEqual([
      ['2', 'tools whose plans we looked up again in the last 90 days'],
      ['23', 'articles in the blog'],
    ]);
    expect(figures[0]?.basis).toBe('of 4 in The Arsenal; each tool page lists the dated sources read');
  });

  it('adds the clicks sent to vendors and the confirmed subscribers only when the service exported them', () => {
    const exported: PopularityFile = {
      ...NO_EXPORT,
      to: '2026-11-20',
      tools: { chatgpt: { clicks: 1200, recent: 40 }, jasper: { clicks: 34, recent: 0 } },
      confirmedSubscribers: 87,
    };
    const figures = communityFigures({ checkDates: [], articles: 1, popularity: exported, today: '2026-11-26' });
    expect(figures.slice(2).map(({ value, label, basis }) => [value, label, basis])).toEqual([
      ['1,234', 'clicks sent to vendors in the last 30 days', 'counted by our /go/ links, to November 20, 2026; no data about who clicked'],
      ['87', 'confirmed newsletter subscribers', 'double opt-in, counted November 20, 2026'],
    ]);
    const withoutSubscribers = communityFigures({
      checkDates: [],
      articles: 1,
      popularity: { ...exported, confirmedSubscribers: null },
      today: '2026-11-26',
    });
    expect(withoutSubscribers.map((figure) => figure.label)).not.toContain('confirmed newsletter subscribers');
  });

  it('shows on this build what the content build wrote: the tools’ check dates and the articles', () => {
    const figures = siteCommunityFigures('2026-11-27');
    const checked = checkDates.filter((day) => day >= '2026-08-29' && day <= '2026-11-27').length;
    expect(figures.map((figure) => figure.value).slice(0, 2)).toEqual([String(checked), String(ARTICLES.length)]);
  });
});

import { QUIZ_IDS } from '@toolverse/shared-content/content/quiz-ids';
import { ARTICLES } from '@toolverse/shared-content/content/articles';
import { guideProblems } from '@toolverse/shared-content/content/schemas/guide';
import { TOOL_CATEGORIES } from '@toolverse/shared-content/content/schemas/tool';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';
import data from './guide.json';

const KNOWN = { articles: new Set(ARTICLES.map((article) => article.slug)), tools: new Set(TOOL_INDEX.map((tool) => tool.id)) };
const edited = (edit: (guide: typeof data) => void) => {
  const copy = JSON.parse(JSON.stringify(data)) as typeof data;
  edit(copy);
  return guideProblems(copy, KNOWN);
};

describe('the guide data', () => {
  it('passes the schema, and every link points to real content', () => {
    expect(guideProblems(data, KNOWN)).toEqual([]);
    for (const path of data.paths) {
      for (const id of path.toolCategories) expect(TOOL_CATEGORIES).toContain(id);
      for (const id of path.quizzes) expect(QUIZ_IDS).toContain(id);
    }
  });

  it('fails on a renamed article, tool category, quiz or tool, naming the field', () => {
    expect(edited((guide) => (guide.paths[0]!.articles[1] = 'automate-freelancer-workflow'))).toEqual([
      'guide.json: paths.0.articles.1: "automate-freelancer-workflow" is not an article',
    ]);
    expect(edited((guide) => (guide.paths[2]!.toolCategories[0] = 'copywriting'))[0]).toMatch(
      /^guide\.json: paths\.2\.toolCategories\.0: /,
    );
    expect(edited((guide) => (guide.paths[1]!.quizzes[0] = 'side-hustle'))[0]).toMatch(/^guide\.json: paths\.1\.quizzes\.0: /);
    expect(edited((guide) => (guide.paths[3]!.quickPicks[0] = 'chat-gpt'))).toEqual([
      'guide.json: paths.3.quickPicks.0: "chat-gpt" is not a tool of The Arsenal',
    ]);
    expect(edited((guide) => (guide.toolCategories = guide.toolCategories.filter((card) => card.id !== 'video')))).toEqual([
      'guide.json: paths.2.toolCategories.2: "video" has no card in toolCategories',
    ]);
  });

  it('takes an icon name from the fixed list, never an emoji', () => {
    expect(edited((guide) => (guide.paths[1]!.icon = 'rocket'))).toEqual([]);
    expect(edited((guide) => (guide.paths[1]!.icon = '💰'))).toEqual([
      'guide.json: paths.1.icon: must be one of workflow, hand-coins, palette, rocket',
    ]);
  });
});

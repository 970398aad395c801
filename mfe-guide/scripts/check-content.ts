// Checks the guide (src/data/guide.json) before the build: the schema in shared-content, and that
// every article, tool category, quiz and tool it links to exists. A renamed slug or id stops the
// build with the path and the field it is in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTICLES } from '@toolverse/shared-content/content/articles';
import { guideProblems } from '@toolverse/shared-content/content/schemas/guide';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';

const data: unknown = JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/data/guide.json'), 'utf8'));
const problems = guideProblems(
  data,
  { articles: new Set(ARTICLES.map((article) => article.slug)), tools: new Set(TOOL_INDEX.map((tool) => tool.id)) },
  'src/data/guide.json',
);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the guide:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('guide: 4 paths checked against the articles, tools, tool categories and quizzes');

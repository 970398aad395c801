// Checks the quizzes (src/data/quizzes.json and questions.json) before the build: the schema in shared-content, the
// spec's counts, and that every weighted tool is a tool of The Arsenal within the answer's budget. Any problem stops the build
// with the quiz and the field it is in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { quizProblems } from '@toolverse/shared-content/schemas';
import { TOOL_INDEX } from '@toolverse/shared-content/tool-index';
import { joinQuizData } from '../src/data/quizzes';

const read = (name: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/data', name), 'utf8'));
const data = joinQuizData(read('quizzes.json'), read('questions.json'));
const problems = quizProblems(data, TOOL_INDEX, 'src/data/quizzes.json + questions.json');
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the quizzes:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('quizzes: 4 quizzes checked against the schema and the directory');

// Checks the quizzes (src/data/quizzes.json and questions.json) before the build: the schema in shared-content, the
// spec's counts, and that every weighted tool is a tool of The Arsenal within the answer's budget. Any problem stops the build
// with the quiz and the field it is in. Then it writes what the tools' pages need of the quizzes, the tools each quiz
// weights, to shared-content/content/quiz-tools.json, which the content build reads; with --check (the build) it fails
// instead when that file is out of date.
//
//   npm run content -w mfe-quizzes     check, and rewrite quiz-tools.json when it changed
//   tsx scripts/check-content.ts --check   check, and fail if quiz-tools.json is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { QuizzesSchema, quizProblems, quizTools } from '@toolverse/shared-content/content/schemas/quiz';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';
import { joinQuizData } from '../src/data/quizzes';

const QUIZ_TOOLS_FILE = path.join(import.meta.dirname, '../../shared-content/content/quiz-tools.json');

const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });
const read = (name: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, '../src/data', name), 'utf8'));
const data = joinQuizData(read('quizzes.json'), read('questions.json'));
const problems = quizProblems(data, TOOL_INDEX, 'src/data/quizzes.json + questions.json');
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in the quizzes:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log('quizzes: 4 quizzes checked against the schema and the directory');

const text = `${JSON.stringify(quizTools(QuizzesSchema.parse(data)), null, 2)}\n`;
let current = '';
try {
  current = readFileSync(QUIZ_TOOLS_FILE, 'utf8');
} catch {
  // Not written yet: out of date.
}
if (current !== text) {
  if (values.check) {
    console.error('shared-content/content/quiz-tools.json is out of date: run "npm run content -w mfe-quizzes"');
    process.exit(1);
  }
  writeFileSync(QUIZ_TOOLS_FILE, text);
  console.log('quizzes: shared-content/content/quiz-tools.json rewritten');
}

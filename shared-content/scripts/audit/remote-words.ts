// The words readers see in the quizzes and the guide, for the editor's audit (spelling, tool names).
// Their remotes own the files and check them at their own build (mfe-quizzes/scripts/check-content.ts,
// mfe-guide/scripts/check-content.ts); each exposes them through its package exports, read here by name.
import { createRequire } from 'node:module';
import { readJsonFile } from '../content/read';

const require = createRequire(import.meta.url);

/** The quizzes' questions and answers (mfe-quizzes' questions.json). */
export function readQuizQuestions(): unknown {
  return readJsonFile(require.resolve('mfe-quizzes/questions.json'));
}

/** The quizzes' titles and descriptions (mfe-quizzes' quizzes.json). */
export function readQuizSummaries(): unknown {
  return readJsonFile(require.resolve('mfe-quizzes/quizzes.json'));
}

/** The guide's paths and cards (mfe-guide's guide.json). */
export function readGuide(): unknown {
  return readJsonFile(require.resolve('mfe-guide/guide.json'));
}

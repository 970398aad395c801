import type { RemoteRoute } from '@toolverse/contracts';
import { QuizzesPage } from './quiz/quizzes-page';

/** The quizzes' routes under /quizzes; /quizzes#{id} opens a quiz. */
export const routes: readonly RemoteRoute[] = [{ path: '', Component: QuizzesPage }];

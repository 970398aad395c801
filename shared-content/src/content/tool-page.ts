import type { CorrectionEntry, HistoryRow } from '../domain/plans/history';
import type { PlanRecord } from '../domain/plans/record';
import type { QuizId } from './quiz-ids';
import type { ListedTool } from './tool-index';

/** An article whose tool cards include the tool. */
export interface ToolPageArticle {
  slug: string;
  title: string;
}

/**
 * Everything a tool's page (/tools/{id}) shows, derived by the content build: one small chunk per
 * tool, so a tool's page does not download the whole directory.
 */
export interface ToolPageData {
  tool: ListedTool;
  /** The record of its plans: every plan, its figure and source. */
  record: PlanRecord;
  /** Articles with a card for this tool, in the articles' order. */
  articles: readonly ToolPageArticle[];
  /** Quizzes with an answer that weights this tool, so they can recommend it. */
  quizzes: readonly QuizId[];
  /** Every reading of its plans, oldest read first (content/tool-history.json). */
  history: readonly HistoryRow[];
  /** The facts about it we corrected, oldest first (content/corrections.json). */
  corrections: readonly CorrectionEntry[];
}

/** A generated tool-page chunk (src/content/generated/tool-pages/{id}.ts). */
export interface ToolPageModule {
  default: ToolPageData;
}

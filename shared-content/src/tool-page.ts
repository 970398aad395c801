import type { QuizId } from './quiz-ids';
import type { PriceCheck, Tool } from './schemas/tool';

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
  tool: Tool;
  /** Articles with a card for this tool, in the articles' order. */
  articles: readonly ToolPageArticle[];
  /** Quizzes with an answer that weights this tool, so they can recommend it. */
  quizzes: readonly QuizId[];
  /** Every check of its pricing and owner, oldest first (content/tool-history.json). */
  history: readonly PriceCheck[];
}

/** A generated tool-page chunk (src/generated/tool-pages/{id}.ts). */
export interface ToolPageModule {
  default: ToolPageData;
}

// What the articles advise against, and for whom (an article's `advisesAgainst`), as the content build
// writes it: the quizzes and the home Tool Finder leave those tools out for those readers.
import verdicts from '../content/generated/article-verdicts.json';
import type { Verdict } from '../content/schemas/article';
import type { GOALS, USER_TYPES } from '../content/tool-taxonomy';

/** One article's verdict against a tool for a kind of reader. */
export type ArticleVerdict = Verdict & { article: string };

/** Every article's verdicts, in the articles' order. */
export const ARTICLE_VERDICTS = verdicts as readonly ArticleVerdict[];

/** Who a reader said they are and what they want, in the quizzes' vocabulary. */
export interface ReaderProfile {
  audiences: readonly (typeof USER_TYPES)[number][];
  goals: readonly (typeof GOALS)[number][];
}

/** The verdicts against `toolId` that speak to this reader: an audience or a goal they gave. */
export function verdictsAgainst(
  toolId: string,
  reader: ReaderProfile,
  all: readonly ArticleVerdict[] = ARTICLE_VERDICTS,
): ArticleVerdict[] {
  return all.filter(
    (verdict) =>
      verdict.tool === toolId &&
      ((verdict.audience !== undefined && reader.audiences.includes(verdict.audience)) ||
        (verdict.goal !== undefined && reader.goals.includes(verdict.goal))),
  );
}

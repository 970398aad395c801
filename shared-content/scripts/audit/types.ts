// The editor's audit (scripts/audit.ts) runs checks over the content; each check lives in its own
// file of this folder and exports `check`. These are the types every check shares.

/** One thing the audit found: an error fails `npm run content:audit`, a warning is for the editor. */
export type Finding = { level: 'error' | 'warning'; where: string; message: string };

/** An article as its file holds it. */
export interface ArticleSource {
  slug: string;
  /** Path shown in findings, e.g. shared-content/content/articles/x.mdx. */
  file: string;
  text: string;
}

/** Everything the audit reads, as the files hold it: no schema has been applied yet. */
export interface AuditContent {
  /** YYYY-MM-DD: the day the audit judges the age of facts by (TOOLVERSE_BUILD_DATE, else today). */
  today: string;
  /** shared-content/content/tools.json. */
  tools: unknown;
  /** shared-content/content/articles/*.mdx, in file-name order. */
  articles: readonly ArticleSource[];
  /** mfe-quizzes/src/data/quizzes.json and questions.json. */
  quizzes: { summaries: unknown; questions: unknown };
  /** mfe-guide/src/data/guide.json. */
  guide: unknown;
}

export type AuditCheck = (content: AuditContent) => Finding[];

// The editor's audit (scripts/audit.ts) runs checks over the content as the content build parses it
// (scripts/content/): what the schemas and the build's checks refuse is already a problem there, so
// an audit check looks only for what they cannot express. Each check lives in its own file of this
// folder and exports `check`. These are the types every check shares.
import type { PlanRecord } from '../../src/domain/plans/record';
import type { Article } from '../../src/content/schemas/article';
import type { Tool } from '../../src/content/schemas/tool';

/** One thing the audit found: an error fails `npm run content:audit`, a warning is for the editor, a note is a figure it reports. */
export type Finding = { level: 'error' | 'warning' | 'note'; where: string; message: string };

/** What the audit reads of an article: the prose a reader sees and the names its tool cards give. */
export interface AuditArticle {
  /** Path shown in findings, e.g. shared-content/content/articles/<slug>.mdx. */
  file: string;
  prose: Partial<Pick<Article, 'title' | 'subtitle' | 'description' | 'editorsNote'>> & { hero?: Readonly<Record<string, unknown>> };
  cards: readonly { id: string; name: string }[];
  /** The text after the frontmatter, and the line of the file it starts on. */
  body: string;
  bodyLine: number;
}

export interface AuditContent {
  /** YYYY-MM-DD: the day the audit judges the age of facts by (TOOLVERSE_BUILD_DATE, else today). */
  today: string;
  /** What the content build refused (schemas and checks), each naming the file and the field. */
  problems: readonly string[];
  /** The tools of tools.json that the schema accepts. */
  tools: readonly Tool[];
  /** Each tool's record of plans, derived from its readings. */
  records: ReadonlyMap<string, PlanRecord>;
  /** shared-content/content/tools.json as the file holds it: the words readers see in it. */
  toolsData: unknown;
  /** The articles that parsed, in the order of article-order.json. */
  articles: readonly AuditArticle[];
  /** mfe-quizzes' quizzes.json and questions.json. */
  quizzes: { summaries: unknown; questions: unknown };
  /** mfe-guide's guide.json. */
  guide: unknown;
}

export type AuditCheck = (content: AuditContent) => Finding[];

// What a problem in the content looks like: one line naming the file and the field, e.g.
// `content/articles/x.mdx: frontmatter.related.0: unknown article "y"`. Every check returns such lines.
import type * as z from 'zod';

export class ContentError extends Error {
  override name = 'ContentError';
}

/** One file's text, with the path problems name (e.g. content/articles/x.mdx). */
export interface SourceFile {
  file: string;
  text: string;
}

/** A schema's complaints as problems of `file`, each at its field (`prefix.path.to.field`). */
export function issuesOf(error: z.ZodError, file: string, prefix: string): string[] {
  return error.issues.map((issue) => `${file}: ${[prefix, ...issue.path].filter((part) => part !== '').join('.')}: ${issue.message}`);
}

/** The message a build stops with: every problem found, one a line. */
export function contentError(problems: readonly string[]): ContentError {
  return new ContentError(`${problems.length} problem(s) in the content:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
}

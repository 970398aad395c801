import { EDITORIAL_BYLINE } from '@toolverse/shared-content/site/constants';
import { paths } from '@toolverse/shared-content/site/paths';
import type { ArticleChange } from '@toolverse/shared-content/content/schemas/article';
import { formatDate } from '../common/format';
import { ArticleChanges } from './article-changes';

export interface ArticleBylineProps {
  /** First published (ISO date). */
  date: string;
  /** Last revised (ISO date); shown only when it differs from the publication date. */
  updated: string;
  /** What changed on each revision, newest first; listed under the Updated date. */
  changes?: readonly ArticleChange[];
}

/** Who wrote the article and when, with the link to how we review (the About page): the team, never an invented person. */
export function ArticleByline({ date, updated, changes }: ArticleBylineProps) {
  const revised = updated !== date;
  // On a phone the team takes the first line and the dates the second, so no separator dangles.
  return (
    <>
      <p className="mt-4 text-sm text-muted">
        <span className="block sm:inline">
          By{' '}
          <a href={paths.about} className="text-glow-cyan underline">
            {EDITORIAL_BYLINE}
          </a>
        </span>{' '}
        <span aria-hidden="true" className="mx-1 hidden sm:inline">
          ·
        </span>{' '}
        <span className="whitespace-nowrap">
          Published <time dateTime={date}>{formatDate(date)}</time>
        </span>
        {revised && (
          <>
            {' '}
            <span aria-hidden="true" className="mx-1">
              ·
            </span>{' '}
            <span className="whitespace-nowrap">
              Updated <time dateTime={updated}>{formatDate(updated)}</time>
            </span>
          </>
        )}
      </p>
      {revised && changes && <ArticleChanges changes={changes} />}
    </>
  );
}

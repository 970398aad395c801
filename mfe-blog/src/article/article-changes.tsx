import type { ArticleChange } from '@toolverse/shared-content/content/schemas/article';
import { formatDate } from '../common/format';

export interface ArticleChangesProps {
  /** Newest first, as the content build requires. */
  changes: readonly ArticleChange[];
}

/** What each revision changed, under the Updated date, so "Updated" says what a returning reader should read again. */
export function ArticleChanges({ changes }: ArticleChangesProps) {
  return (
    <div className="mt-2 text-sm text-muted">
      <p id="what-changed" className="font-semibold text-ink">
        What changed
      </p>
      <ul aria-labelledby="what-changed" className="mt-1 list-disc space-y-1 pl-6">
        {changes.map((change) => (
          <li key={`${change.date}-${change.what}`}>
            <time dateTime={change.date}>{formatDate(change.date)}</time>: {change.what}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useId, useState } from 'react';
import { reactIsland } from '@toolverse/contracts';
import { paths } from '@toolverse/shared-content/site/paths';
import { articleBySlug } from '@toolverse/shared-content/content/articles';
import { headerOf } from '@toolverse/shared-content/content/article-headers';
import { COVER_HEIGHT, COVER_WIDTH, coverArt } from '@toolverse/shared-content/ui/cover-art';
import type { GuidePath } from '@toolverse/shared-content/content/schemas/guide';
import { TOOL_INDEX } from '@toolverse/shared-content/content/tool-index';
import { categoryCard, pathById } from '../data/guide';
import { PathIcon } from './path-icon';
import { filterLinks, pathLinks, type LinkKind, type PathLink } from './path-links';

/** The guide's start screen, as a part of the same page: going back to it is no new page load. */
export const GUIDE_START_ID = 'paths';
const GUIDE_START = `${paths.guide.index}#${GUIDE_START_ID}`;

const TOOLS = new Map(TOOL_INDEX.map((tool) => [tool.id, tool]));
const SOURCES = {
  article: (slug: string) => {
    const article = articleBySlug(slug);
    const header = headerOf(slug);
    return article && header && { ...article, subtitle: header.subtitle };
  },
  category: categoryCard,
  tool: (id: string) => TOOLS.get(id),
};

const SECTIONS: readonly { kind: LinkKind; title: string }[] = [
  { kind: 'article', title: 'Read these first' },
  { kind: 'category', title: 'Tool categories to explore' },
  { kind: 'quiz', title: 'Quizzes for this path' },
  { kind: 'tool', title: 'Quick tool picks' },
];

const pillClass = 'inline-block rounded-full border border-space-600 px-4 py-2 text-sm text-ink hover:border-glow-cyan';

function LinkItem({ link }: { link: PathLink }) {
  if (link.kind === 'category' && link.card) {
    return (
      <a
        href={link.href}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-space-700 bg-space-950 hover:border-glow-cyan"
      >
        <img
          src={coverArt(link.key, link.card.colour, 'thumbnail')}
          alt=""
          // Below a path's reading list: drawn when it nears the screen, not while the page is parsed.
          loading="lazy"
          width={COVER_WIDTH}
          height={COVER_HEIGHT}
          className="aspect-[1200/630] h-auto w-full object-cover"
        />
        <span className="block p-4">
          <span className="block font-bold text-ink">{link.label}</span>
          <span className="mt-1 block text-sm text-muted">{link.detail}</span>
        </span>
      </a>
    );
  }
  return (
    <a href={link.href} className="block h-full rounded-xl border border-space-700 bg-space-950 p-4 hover:border-glow-cyan">
      <span className="block font-bold text-ink">{link.label}</span>
      <span className="mt-1 block text-sm text-muted">{link.detail}</span>
    </a>
  );
}

/**
 * A path: its articles, tool categories, quizzes and quick picks, with a search over them. A React
 * island that loads on the reader's first pointer, focus or key on it; what is typed in its search
 * before then is kept and applied once it has loaded.
 */
export function PathView({ pathId }: { pathId: GuidePath['id'] }) {
  const path = pathById(pathId);
  if (!path) throw new Error(`The guide has no path "${pathId}"`);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const links = pathLinks(path, SOURCES);
  const shown = filterLinks(links, query);

  return (
    <div className="rounded-2xl border border-space-700 bg-space-900 p-6 sm:p-8">
      <a href={GUIDE_START} className={pillClass}>
        <span aria-hidden="true">← </span>Back to all paths
      </a>
      <h2 id={`${path.id}-title`} className="mt-6 flex items-center gap-3 text-3xl font-bold text-ink">
        <PathIcon name={path.icon} />
        {path.title}
      </h2>
      <p className="mt-3 text-lg text-muted">{path.description}</p>
      <p className="mt-3 max-w-3xl text-ink">{path.intro}</p>

      <div role="search" className="mt-8 max-w-md">
        <label htmlFor={searchId} className="block font-semibold text-ink">
          Search this path
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="An article, a tool, a category…"
          className="mt-2 w-full rounded-lg border border-space-600 bg-space-950 px-3 py-2 text-ink placeholder:text-muted"
        />
      </div>
      <p role="status" className="mt-3 text-sm text-muted">
        {query.trim() === '' ? `${links.length} links on this path` : `${shown.length} of ${links.length} links match “${query.trim()}”`}
      </p>

      {SECTIONS.map(({ kind, title }) => {
        const items = shown.filter((link) => link.kind === kind);
        if (items.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`${path.id}-${kind}`} className="mt-8">
            <h3 id={`${path.id}-${kind}`} className="text-xl font-bold text-ink">
              {title}
            </h3>
            <ul className={`mt-4 grid gap-3 ${kind === 'category' ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-2'}`}>
              {items.map((link) => (
                <li key={link.key}>
                  <LinkItem link={link} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {shown.length === 0 && (
        <p className="mt-8 text-muted">
          Nothing on this path matches.{' '}
          <button type="button" onClick={() => setQuery('')} className="text-glow-cyan underline">
            Clear the search
          </button>
        </p>
      )}

      <a href={GUIDE_START} className={`${pillClass} mt-10`}>
        Explore a Different Path
      </a>
    </div>
  );
}

export default PathView;

export const PathViewIsland = reactIsland('guide/PathView', PathView, { load: 'interaction' });

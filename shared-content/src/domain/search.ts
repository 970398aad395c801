import MiniSearch, { type AsPlainObject, type SearchResult } from 'minisearch';

/**
 * One search over the whole site: articles (title, description, body) and tools (name, description,
 * category). The build indexes the content once (tooling/prerender/search-index.ts) and writes the index as a
 * static JSON file; the search page loads it and answers in the browser. Both sides build MiniSearch
 * with the options below, which is what makes the serialized index readable again.
 */

export type SearchKind = 'article' | 'tool';

/** What the build indexes for one page of the site. */
export interface SearchDocument {
  /** The page's path (/blog/slug, /tools/id): unique, and where a result links. */
  id: string;
  kind: SearchKind;
  title: string;
  /** The page's one-line summary, shown under the result. */
  description: string;
  /** An article's category title, or a tool's category label. */
  category: string;
  /** An article's body text; for a tool, what it does for whom (hook, benefits, user types). */
  text: string;
}

/** What a result carries (the index stores these fields; the body text is searched, not shipped twice). */
export interface SearchHit {
  id: string;
  kind: SearchKind;
  title: string;
  description: string;
  category: string;
  score: number;
}

const FIELDS = ['title', 'category', 'description', 'text'] as const;
const STORED = ['kind', 'title', 'description', 'category'] as const;

/**
 * Ranking: a match in the title counts most, then the category and the summary, then the body; a
 * tool named by the query comes before the articles that mention it (title weight). Every word
 * typed must match (AND), the last one as a prefix so results follow the typing; words of five
 * letters or more forgive one typo in five letters.
 */
const SEARCH_OPTIONS = {
  boost: { title: 6, category: 2, description: 2, text: 1 },
  combineWith: 'AND',
  prefix: (_term: string, index: number, terms: readonly string[]) => index === terms.length - 1,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
} as const;

function options() {
  return {
    fields: [...FIELDS],
    storeFields: [...STORED],
    searchOptions: SEARCH_OPTIONS,
  };
}

/** The index of the given documents, serialized for the browser (what the build writes). */
export function buildSearchIndex(documents: readonly SearchDocument[]): string {
  const ids = new Set<string>();
  for (const document of documents) {
    if (ids.has(document.id)) throw new Error(`search index: two documents have the id ${document.id}`);
    ids.add(document.id);
  }
  const index = new MiniSearch<SearchDocument>(options());
  index.addAll(documents);
  return JSON.stringify(index);
}

/** An index as the build wrote it, ready to answer. */
export type SearchIndex = MiniSearch<SearchDocument>;

/** Reads an index the build wrote; throws on anything else (a truncated file, another version's format). */
export function loadSearchIndex(json: string | AsPlainObject): SearchIndex {
  return typeof json === 'string'
    ? MiniSearch.loadJSON<SearchDocument>(json, options())
    : MiniSearch.loadJS<SearchDocument>(json, options());
}

/** Results for what the reader typed, best first; nothing for an empty query. */
export function searchEverything(index: SearchIndex, query: string, limit = 50): SearchHit[] {
  if (query.trim() === '') return [];
  return index
    .search(query)
    .slice(0, limit)
    .map((result: SearchResult) => ({
      id: String(result.id),
      kind: result.kind as SearchKind,
      title: String(result.title),
      description: String(result.description),
      category: String(result.category),
      score: result.score,
    }));
}

/** Where the build writes the serialized index, beside the pages (a file every host serves as it is). */
export const SEARCH_INDEX_PATH = '/search-index.json';

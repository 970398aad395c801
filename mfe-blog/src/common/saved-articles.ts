/** Bookmarks live in this browser only (localStorage): the site keeps no reader accounts. */
export const SAVED_KEY = 'toolverse:saved-articles';

/** The saved slugs, oldest first; none where storage is blocked or damaged. */
export function savedSlugs(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SAVED_KEY);
  } catch {
    return [];
  }
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    // A damaged value counts as no bookmarks; the next save writes a clean one.
    return [];
  }
}

export const isSaved = (slug: string): boolean => savedSlugs().includes(slug);

/** Saves or removes a bookmark; returns whether the article is now saved. */
export function toggleSaved(slug: string): boolean {
  const current = savedSlugs();
  const saved = !current.includes(slug);
  const next = saved ? [...current, slug] : current.filter((item) => item !== slug);
  try {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(next));
  } catch {
    return current.includes(slug);
  }
  return saved;
}

import { useSyncExternalStore } from 'react';

/** Bookmarks live in this browser only (localStorage): the site keeps no reader accounts. */
export const SAVED_KEY = 'toolverse:saved-articles';
const NOTHING_SAVED: readonly string[] = [];
const listeners = new Set<() => void>();
let cache: { raw: string | null; slugs: readonly string[] } = { raw: null, slugs: NOTHING_SAVED };

function read(): readonly string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(SAVED_KEY);
  } catch {
    return NOTHING_SAVED;
  }
  if (raw === cache.raw) return cache.slugs;
  let slugs: readonly string[] = NOTHING_SAVED;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) slugs = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    // A damaged value counts as no bookmarks; the next save writes a clean one.
  }
  cache = { raw, slugs };
  return slugs;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === SAVED_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves or removes a bookmark; returns whether the article is now saved. */
export function toggleSaved(slug: string): boolean {
  const current = read();
  const saved = !current.includes(slug);
  const next = saved ? [...current, slug] : current.filter((item) => item !== slug);
  try {
    window.localStorage.setItem(SAVED_KEY, JSON.stringify(next));
  } catch {
    return current.includes(slug);
  }
  for (const listener of listeners) listener();
  return saved;
}

/** The saved slugs; none on the server and during hydration, so the HTML matches. */
export function useSavedArticles(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => NOTHING_SAVED);
}

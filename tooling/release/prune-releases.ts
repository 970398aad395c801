// Removes a remote's old releases beyond a number to keep. Never removed: the live release, the one
// before it (what --rollback returns to), and any release a prerendered page still names: pages are
// served no-cache, so a reader gets the current pages on the next load, but a page open now may
// still load chunks of the release it was rendered with.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** How many releases of a remote publish keeps when not told otherwise. */
export const DEFAULT_KEEP = 5;

const RELEASE_IN_URL = /\/releases\/(\d{8}T\d{6}Z-[0-9a-f]{8})\//g;

export interface Release {
  id: string;
  publishedAt: string;
  from: string;
}

export interface ReleaseHistory {
  current: string | null;
  history: Release[];
}

/** A --keep value from the command line: a whole number of at least 2 (the live one and the rollback target). */
export function parseKeep(raw: string | undefined): number {
  if (raw === undefined) return DEFAULT_KEEP;
  const keep = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(keep) || keep < 2) {
    throw new Error(`--keep must be a whole number of at least 2 (the live release and the one rollback returns to), got "${raw}"`);
  }
  return keep;
}

/** Every release id named by a URL in the prerendered pages (index.html and 404.html files). */
export function releasesNamedByPages(pagesDir: string): Set<string> {
  const named = new Set<string>();
  if (!existsSync(pagesDir)) return named;
  for (const entry of readdirSync(pagesDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const html = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of html.matchAll(RELEASE_IN_URL)) named.add(match[1] as string);
  }
  return named;
}

/**
 * The releases to remove: all but the `keep` newest, less the live one, the one before it in the
 * history (the rollback target) and those the pages name. Pure, for the tests.
 */
export function releasesToPrune(releases: ReleaseHistory, keep: number, namedByPages: ReadonlySet<string>): string[] {
  const ids = releases.history.map((release) => release.id);
  const currentIndex = releases.current === null ? -1 : ids.indexOf(releases.current);
  const protectedIds = new Set<string>(namedByPages);
  if (currentIndex >= 0) {
    protectedIds.add(ids[currentIndex] as string);
    if (currentIndex > 0) protectedIds.add(ids[currentIndex - 1] as string);
  }
  const newest = new Set(ids.slice(Math.max(0, ids.length - keep)));
  return ids.filter((id) => !newest.has(id) && !protectedIds.has(id));
}

/**
 * Prunes a remote's releases: `save` records the history without them first, then their folders
 * under `releasesDir` go, so an interrupted prune leaves unlisted folders, never a listed release
 * without its files. Returns the ids removed.
 */
export function pruneReleases(
  releases: ReleaseHistory,
  { releasesDir, pagesDir, keep, save }: { releasesDir: string; pagesDir: string; keep: number; save: (kept: ReleaseHistory) => void },
): string[] {
  const removed = releasesToPrune(releases, keep, releasesNamedByPages(pagesDir));
  if (removed.length === 0) return removed;
  const gone = new Set(removed);
  save({ ...releases, history: releases.history.filter((release) => !gone.has(release.id)) });
  for (const id of removed) rmSync(path.join(releasesDir, id), { recursive: true, force: true });
  return removed;
}

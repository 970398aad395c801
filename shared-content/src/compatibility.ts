import { dependencies as shellDependencies } from '../../package.json';

/** The singletons a remote must share with the shell at the same major version. */
const CHECKED = ['react', 'react-dom', 'react-router-dom'] as const;

const majorOf = (version: string): number | null => {
  const match = /(\d+)/.exec(version);
  return match ? Number(match[1]) : null;
};

interface SharedEntry {
  name?: unknown;
  version?: unknown;
}

/**
 * Why a remote cannot run in this shell, from its mf-manifest.json, or null if it can: it was built
 * against another major of React or the router than the shell provides (the shared singleton would
 * otherwise be used anyway and break in ways that are hard to trace), or it does not share one of
 * them at all (it would load a second copy).
 */
export function incompatibility(manifest: unknown): string | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return 'its mf-manifest.json lists no shared packages';
  const dependencies = shellDependencies as Record<string, string>;
  for (const name of CHECKED) {
    const entry = shared.find((candidate: SharedEntry) => candidate.name === name) as SharedEntry | undefined;
    const range = dependencies[name];
    if (!range) continue;
    // Not shared at all: the remote would run its own copy, a second React or router on the page.
    if (!entry || typeof entry.version !== 'string') return `it does not share ${name}, so it would run its own copy`;
    if (majorOf(entry.version) !== majorOf(range)) return `it was built against ${name} ${entry.version}, and this site runs ${name} ${range}`;
  }
  return null;
}

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
 * Why a remote cannot run in a shell, from the remote's mf-manifest.json and the shell's dependency
 * ranges (its package.json), or null if it can. One rule for the shell, which refuses such a remote
 * in the browser, and for tooling/publish.ts, which never lets one go live. It was built
 * against another major of React or the router than the shell provides (the shared singleton would
 * otherwise be used anyway and break in ways that are hard to trace), or it does not share one of
 * them at all (it would load a second copy).
 */
export function incompatibility(manifest: unknown, shellDependencies: Readonly<Record<string, string>>): string | null {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return 'its mf-manifest.json lists no shared packages';
  for (const name of CHECKED) {
    const entry = shared.find((candidate: SharedEntry) => candidate.name === name) as SharedEntry | undefined;
    const range = shellDependencies[name];
    if (!range) continue;
    // Not shared at all: the remote would run its own copy, a second React or router on the page.
    if (!entry || typeof entry.version !== 'string') return `it does not share ${name}, so it would run its own copy`;
    if (majorOf(entry.version) !== majorOf(range)) return `it was built against ${name} ${entry.version}, and the shell runs ${name} ${range}`;
  }
  return null;
}

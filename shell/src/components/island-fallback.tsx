export interface IslandFallbackProps {
  /** How the site names the app that could not be reached, mid-sentence ("the blog"); null if it names none. */
  label: string | null;
  onRetry: () => void;
}

/**
 * What the reader sees in place of a part of the page whose code could not be loaded: its HTML
 * stays readable, with this notice above and Retry (islands/runtime.ts shows it).
 */
export function IslandFallback({ label, onRetry }: IslandFallbackProps) {
  const what = label ?? 'this part of the page';
  return (
    <div
      role="alert"
      className="my-4 flex flex-wrap items-center gap-3 rounded-xl border border-rose-400/60 bg-space-900 px-4 py-3 text-sm text-ink"
    >
      <p>{`${what.charAt(0).toUpperCase()}${what.slice(1)} can't be reached right now, so this part of the page does not respond. Everything else still works.`}</p>
      <button type="button" onClick={onRetry} className="rounded-full bg-glow-cyan px-4 py-1.5 font-semibold text-space-950 hover:bg-white">
        Retry
      </button>
    </div>
  );
}

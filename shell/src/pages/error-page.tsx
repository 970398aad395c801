function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return [status, statusText].filter((part) => part !== undefined && part !== '').join(' ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The spec's router error page, 'Unexpected Application Error!' with the status or message: what an
 * island that throws while rendering shows in its place (shared/island-tree.tsx).
 */
export function ErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-12">
      <h2 className="text-3xl font-bold text-ink">Unexpected Application Error!</h2>
      <p className="mt-4 font-mono text-lg text-glow-pink">{describe(error)}</p>
      <p className="mt-6 text-muted">
        Something went wrong while showing this part of the page.{' '}
        <a className="text-glow-cyan underline" href="/">
          Go back home
        </a>
        .
      </p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 rounded-full bg-glow-cyan px-4 py-1.5 font-semibold text-space-950 hover:bg-white"
        >
          Retry
        </button>
      )}
    </section>
  );
}

import { Component, type ErrorInfo, type ReactNode } from 'react';

function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return [status, statusText].filter((part) => part !== undefined && part !== '').join(' ');
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error page: 'Unexpected Application Error!' with the status or message. */
export function ErrorPage({ error }: { error: unknown }) {
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-24">
      <h1 className="text-3xl font-bold text-ink">Unexpected Application Error!</h1>
      <h2 className="mt-4 font-mono text-lg text-glow-pink">{describe(error)}</h2>
      <p className="mt-6 text-muted">
        Something went wrong while showing this page.{' '}
        <a className="text-glow-cyan underline" href="/">
          Go back home
        </a>
        .
      </p>
    </section>
  );
}

/** Catches what escapes every page, so the reader sees the error page instead of a blank screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== null) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected application error:', error, info.componentStack);
  }

  override render() {
    return this.state.error !== null ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

import { Component, Suspense, useCallback, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { PageReady } from '@toolverse/contracts';
import { REMOTE_LABELS, type RemoteName } from '@toolverse/shared-content';
import { loadRemoteModule, peekRemoteFailure, peekRemoteModule } from './load-remote';

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type LoadState<T> = { status: 'loading' } | { status: 'ready'; module: T } | { status: 'failed'; error: Error };

function useRemoteModule<T>(remote: RemoteName, module: string, attempt: number): LoadState<T> {
  const key = `${remote}/${module}#${attempt}`;
  const ready = peekRemoteModule<T>(remote, module);
  // A load that failed just before this region mounted (the page gave up hydrating) is not repeated
  // until the reader asks for it with Retry.
  const [initialFailure] = useState(() => peekRemoteFailure(remote, module));
  const [settled, setSettled] = useState<{ key: string; state: LoadState<T> } | null>(() =>
    initialFailure ? { key, state: { status: 'failed', error: initialFailure } } : null,
  );

  const readyAtRender = ready !== undefined;
  useEffect(() => {
    if (attempt === 0 && initialFailure) return;
    // Rendered with the module already: nothing to load, and no state change, which would make React
    // drop a prerendered region's HTML instead of hydrating it. Otherwise always subscribe: a preload
    // may finish between this render and the effect, and only a state change re-renders.
    if (readyAtRender) return;
    let current = true;
    loadRemoteModule<T>(remote, module).then(
      (loaded) => current && setSettled({ key, state: { status: 'ready', module: loaded } }),
      (error: unknown) => {
        if (!current) return;
        const failure = error instanceof Error ? error : new Error(String(error));
        console.error(failure.message);
        setSettled({ key, state: { status: 'failed', error: failure } });
      },
    );
    return () => {
      current = false;
    };
  }, [remote, module, key, attempt, initialFailure, readyAtRender]);

  if (ready !== undefined) return { status: 'ready', module: ready };
  return settled?.key === key ? settled.state : { status: 'loading' };
}

export interface RemoteRegionProps<T> {
  remote: RemoteName;
  module: string;
  /** Checks the loaded module's shape; returns an error message when it is not what the shell expects. */
  validate?: (module: unknown) => string | null;
  children: (module: T) => ReactNode;
  /** 'page' reserves a page's height, 'widget' a section's. */
  size?: 'page' | 'widget';
}

const REGION_HEIGHT = { page: 'min-h-[70vh]', widget: 'min-h-[24rem]' } as const;

/**
 * A part of the page that a remote renders. While it loads, a skeleton holds its space; if it cannot
 * load or throws while rendering, a fallback with Retry takes the same space and the rest of the
 * page goes on working.
 */
export function RemoteRegion<T>({ remote, module, validate, children, size = 'page' }: RemoteRegionProps<T>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useRemoteModule<T>(remote, module, attempt);
  const height = REGION_HEIGHT[size];

  if (state.status === 'loading') return <RegionSkeleton remote={remote} className={height} />;
  if (state.status === 'failed') return <RegionFallback remote={remote} onRetry={retry} className={height} />;

  const problem = validate?.(state.module) ?? null;
  if (problem) {
    return <ShapeError remote={remote} message={problem} onRetry={retry} className={height} />;
  }
  return (
    <RegionBoundary key={attempt} remote={remote} onRetry={retry} className={height}>
      {/* The remote's stylesheet is scoped to this element (tooling/postcss-scope-remote.ts). */}
      <div data-remote={remote}>
        {/* A remote may split its pages into chunks; a prerendered page keeps its HTML meanwhile. */}
        <Suspense fallback={<RegionSkeleton remote={remote} className={height} />}>{children(state.module)}</Suspense>
      </div>
    </RegionBoundary>
  );
}

function ShapeError({
  remote,
  message,
  onRetry,
  className,
}: {
  remote: RemoteName;
  message: string;
  onRetry: () => void;
  className: string;
}) {
  useEffect(() => {
    console.error(`Remote "${remote}" is incompatible with this shell: ${message}`);
  }, [remote, message]);
  return <RegionFallback remote={remote} onRetry={onRetry} className={className} />;
}

function RegionSkeleton({ remote, className }: { remote: RemoteName; className: string }) {
  return (
    <div className={`${className} mx-auto w-full max-w-6xl px-4 py-10`} aria-busy="true" aria-live="polite">
      <p className="sr-only">{`Loading ${REMOTE_LABELS[remote]}…`}</p>
      <div className="animate-pulse space-y-4" aria-hidden="true">
        <div className="h-10 w-2/3 rounded-lg bg-space-800" />
        <div className="h-4 w-1/2 rounded bg-space-800" />
        <div className="grid gap-4 pt-6 sm:grid-cols-2 lg:grid-cols-3">
          <div className="h-40 rounded-xl bg-space-900" />
          <div className="h-40 rounded-xl bg-space-900" />
          <div className="h-40 rounded-xl bg-space-900" />
        </div>
      </div>
    </div>
  );
}

export interface RegionFallbackProps {
  remote: RemoteName;
  onRetry: () => void;
  className: string;
}

export function RegionFallback({ remote, onRetry, className }: RegionFallbackProps) {
  return (
    <section
      role="alert"
      className={`${className} mx-auto flex w-full max-w-6xl flex-col items-center justify-center gap-4 px-4 py-10 text-center`}
    >
      {/* A region that failed is as far as this page gets: it is interactive (Retry) now. */}
      <PageReady />
      <h2 className="text-2xl font-bold text-ink">{`${sentenceStart(REMOTE_LABELS[remote])} can't be reached right now`}</h2>
      <p className="max-w-md text-muted">
        This part of Toolverse did not load. Everything else still works: search, the newsletter and the other pages.
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-full bg-glow-cyan px-6 py-2.5 font-semibold text-space-950 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        Retry
      </button>
    </section>
  );
}

interface RegionBoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  className: string;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so only its region is lost. */
/**
 * Whether an error boundary is a region's: the region logs one line naming the remote and the cause,
 * so the root's onCaughtError (bootstrap.tsx) stays quiet about it.
 */
export function isRegionBoundary(boundary: unknown): boolean {
  return boundary instanceof RegionBoundary;
}

class RegionBoundary extends Component<RegionBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Remote "${this.props.remote}" failed while rendering: ${error.message}`, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return <RegionFallback remote={this.props.remote} onRetry={this.props.onRetry} className={this.props.className} />;
    }
    return this.props.children;
  }
}

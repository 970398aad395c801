import { domIsland } from '@toolverse/contracts';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';
import { useRenderStatus } from './render-status';

const WAYS_OUT = [
  { to: paths.home, label: 'Home', hint: 'Start again from the beginning' },
  { to: paths.guide.index, label: 'Guide', hint: 'Pick a path that fits you' },
  { to: paths.blog.index, label: 'Blog', hint: 'Read every article' },
  { to: paths.tools.index, label: 'Tools', hint: 'Browse The Arsenal' },
  { to: paths.quizzes.index, label: 'Quizzes', hint: 'Find your tools in minutes' },
] as const;

/**
 * One prerendered 404 page answers every unknown path, so the path itself is named in the browser:
 * this island shows it and logs it (the spec's "the bad path is logged").
 */
export function mount(element: HTMLElement): void {
  const { pathname } = window.location;
  console.warn(`404: no page at ${pathname}`);
  const where = element.querySelector('[data-not-found-path]');
  if (!where) return;
  const code = document.createElement('code');
  code.className = 'rounded bg-space-800 px-1.5 py-0.5 text-ink';
  code.textContent = pathname;
  where.replaceChildren('Nothing lives at ', code, '.');
}

function MissingPath() {
  return <span data-not-found-path="">Nothing lives at this address.</span>;
}

const MissingPathIsland = domIsland('shell/NotFoundPath', MissingPath, { load: 'load', mount });

/** Shown for any path the site does not have, including unknown article slugs. */
export function NotFoundPage() {
  useRenderStatus(404);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 py-16 text-center">
      <PageMeta name="Page not found" description="This page does not exist on Toolverse." noindex />
      <p className="font-mono text-7xl font-black text-glow-violet" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">Tool not found in this dimension</h1>
      <p className="mt-3 text-muted">
        <MissingPathIsland /> One of these will get you back on course:
      </p>
      <ul className="mt-8 grid w-full gap-3 sm:grid-cols-2">
        {WAYS_OUT.map(({ to, label, hint }) => (
          <li key={to}>
            <a
              href={to}
              className="block rounded-xl border border-space-700 bg-space-900 px-5 py-4 text-left hover:border-glow-cyan focus-visible:outline-2 focus-visible:outline-glow-cyan"
            >
              <span className="block font-semibold text-ink">{label}</span>
              <span className="block text-sm text-muted">{hint}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

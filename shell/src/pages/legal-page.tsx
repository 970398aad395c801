import type { ReactNode } from 'react';
import { PageMeta } from '@toolverse/shared-content';

export interface LegalPageProps {
  name: string;
  path: string;
  description: string;
  updated: string;
  children: ReactNode;
}

export function LegalPage({ name, path, description, updated, children }: LegalPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta name={name} description={description} path={path} />
      <h1 className="text-4xl font-black text-ink">{name}</h1>
      <p className="mt-2 text-sm text-muted">Last updated {updated}</p>
      {/* Links without classes of their own are prose; a classed link is a component with its own colours. */}
      <div className="mt-8 space-y-6 leading-relaxed text-muted [&_a:not([class])]:text-glow-cyan [&_a:not([class])]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </article>
  );
}

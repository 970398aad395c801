import type { ReactNode } from 'react';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { operatorDetails } from '@toolverse/shared-content/site/operator';

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
      <OperatorNotSet />
      {/* Links without classes of their own are prose; a classed link is a component with its own colours. */}
      <div className="mt-8 space-y-6 leading-relaxed text-muted [&_a:not([class])]:text-glow-cyan [&_a:not([class])]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </article>
  );
}

/**
 * Every legal page names who runs the site. Until content/site.json does, a local build says so
 * plainly here (a build for the public refuses to run instead).
 */
function OperatorNotSet() {
  const { unset } = operatorDetails();
  if (unset.length === 0) return null;
  const missing = unset.includes('operator.name')
    ? unset.includes('operator.contactEmail')
      ? 'name and contact address are'
      : 'name is'
    : 'contact address is';
  return (
    <p role="note" className="mt-6 rounded-lg border border-glow-pink/60 bg-space-800 px-4 py-3 text-sm text-ink">
      The operator&apos;s details are not set yet: this page cannot say who runs the site because the operator&apos;s {missing} not in the
      site&apos;s settings. This is a build for testing; a build for the public is refused until they are set.
    </p>
  );
}

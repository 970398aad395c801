import { BUILD_DATE } from '@toolverse/shared-content/site/build-date';
import { siteCommunityFigures } from '@toolverse/shared-content/domain/community';
import { readerStories } from './community';
import { TestimonialsIsland } from './testimonials';

export function CommunityImpact() {
  const figures = siteCommunityFigures(BUILD_DATE);
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-6xl px-4 py-20 render-lazily-[84rem] lg:render-lazily-[50rem]">
      <h2 id="community-title" className="text-center text-3xl font-black text-ink">
        Community Impact
      </h2>
      <p className="mt-3 text-center text-sm text-muted">Counted by the site itself when this page was built: nothing estimated.</p>
      <dl className={`mt-8 grid gap-4 sm:grid-cols-2 ${figures.length > 2 ? 'lg:grid-cols-4' : ''}`}>
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse rounded-2xl border border-space-700 bg-space-900 p-6 text-center">
            <dt className="mt-1 text-sm text-muted">
              {figure.label}
              <span className="mt-1 block text-xs">{figure.basis}</span>
            </dt>
            <dd className="bg-gradient-to-r from-glow-cyan to-glow-violet bg-clip-text text-4xl font-black text-transparent">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <TestimonialsIsland {...readerStories()} />
      </div>
    </section>
  );
}

import { COMMUNITY_FIGURES } from './community';
import { TestimonialsIsland } from './testimonials';

export function CommunityImpact() {
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-6xl px-4 py-20 render-lazily-[84rem] lg:render-lazily-[50rem]">
      <h2 id="community-title" className="text-center text-3xl font-black text-ink">
        Community Impact
      </h2>
      <p className="mt-3 text-center text-sm text-muted">
        Illustrative marketing figures: not live counts, survey results or audited numbers.
      </p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {COMMUNITY_FIGURES.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse rounded-2xl border border-space-700 bg-space-900 p-6 text-center">
            <dt className="mt-1 text-sm text-muted">{figure.label}</dt>
            <dd className="bg-gradient-to-r from-glow-cyan to-glow-violet bg-clip-text text-4xl font-black text-transparent">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8">
        <TestimonialsIsland />
      </div>
    </section>
  );
}

import { reactIsland } from '@toolverse/contracts';
import { initials } from '@toolverse/shared-content/ui/initials';
import { ILLUSTRATIVE_STORIES, type Testimonial } from './community';
import { useCarousel } from './use-carousel';

const buttonClass = 'rounded-full border border-space-600 px-3 py-1.5 text-sm text-ink hover:border-glow-cyan';

interface TestimonialsProps {
  /** The stories to show (community.ts readerStories()). */
  stories?: readonly Testimonial[];
  /** Readers' own words, quoted with their consent; otherwise the editors' illustrative examples, labeled so. */
  fromReaders?: boolean;
}

/**
 * The testimonials carousel: 8 s auto-advance, previous / next / dots, wraps around. An island that
 * loads as it nears the screen (it rotates only once it is there to be read).
 */
export function Testimonials({ stories = ILLUSTRATIVE_STORIES, fromReaders = false }: TestimonialsProps) {
  const carousel = useCarousel(stories.length);
  const testimonial = stories[carousel.index];
  if (!testimonial) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-title"
      className="rounded-3xl border border-space-700 bg-space-900 p-6 sm:p-8"
      onMouseEnter={() => carousel.hold(true)}
      onMouseLeave={() => carousel.hold(false)}
      onFocus={() => carousel.hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.hold(false);
      }}
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="testimonials-title" className="text-xl font-bold text-ink">
          Reader stories
        </h3>
        <span className="rounded-full border border-space-600 px-2.5 py-0.5 text-xs font-semibold text-ink">
          {fromReaders ? 'From readers' : 'Illustrative examples'}
        </span>
      </div>
      {/* Announced when the reader moves it, not every 8 s while it rotates on its own. */}
      <div aria-live={carousel.rotating ? 'off' : 'polite'} className="mt-4 min-h-44">
        <div key={carousel.index} role="group" aria-roledescription="slide" aria-label={`${carousel.index + 1} of ${stories.length}`}>
          <figure>
            <blockquote className="text-lg text-ink">{`“${testimonial.text}”`}</blockquote>
            <figcaption className="mt-4 flex items-center gap-3">
              <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-space-700 font-bold text-glow-cyan">
                {initials(testimonial.author.name ?? testimonial.author.role)}
              </span>
              <span className="font-semibold text-ink">
                {testimonial.author.name ? `${testimonial.author.name}, ${testimonial.author.role}` : testimonial.author.role}
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button type="button" data-tooltip="Previous testimonial" className={buttonClass} onClick={() => carousel.step(-1)}>
          Previous<span className="sr-only"> testimonial</span>
        </button>
        <div className="flex gap-2">
          {stories.map((entry, index) => (
            <button
              key={`${index}-${entry.author.role}`}
              type="button"
              aria-label={`Show testimonial ${index + 1}`}
              aria-current={index === carousel.index ? 'true' : undefined}
              onClick={() => carousel.go(index)}
              className="grid size-6 place-items-center"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full ${index === carousel.index ? 'bg-glow-cyan' : 'bg-space-600'}`}
              />
            </button>
          ))}
        </div>
        <button type="button" data-tooltip="Next testimonial" className={buttonClass} onClick={() => carousel.step(1)}>
          Next<span className="sr-only"> testimonial</span>
        </button>
        <button type="button" className={buttonClass} onClick={carousel.togglePause}>
          {carousel.paused ? 'Play' : 'Pause'}
          <span className="sr-only"> the rotation</span>
        </button>
      </div>
      <p className="mt-4 text-xs text-muted">
        {fromReaders
          ? 'Readers’ own words, quoted with their name and their consent; none was paid for.'
          : 'Illustrative examples written by the editorial team from the workflows in our articles: not quotes from real readers, and not paid endorsements.'}
      </p>
    </section>
  );
}

export default Testimonials;

export const TestimonialsIsland = reactIsland('shell/Testimonials', Testimonials, { load: 'visible' });

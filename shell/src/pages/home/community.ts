import { READER_TESTIMONIALS } from '@toolverse/shared-content/content/testimonials';

export interface Testimonial {
  text: string;
  /** Who speaks: a real reader's name and role, or for an illustrative example a role only, never an invented name. */
  author: { role: string; name?: string };
}

/** The stories the home page shows, and whether they are readers' own words. */
export interface ReaderStories {
  stories: readonly Testimonial[];
  fromReaders: boolean;
}

/**
 * Three reader stories. They are illustrative examples drawn from the workflows in our
 * articles, not quotes from real readers, and the page labels them so: no invented endorsements.
 */
export const ILLUSTRATIVE_STORIES: readonly Testimonial[] = [
  {
    text: 'I used to lose Monday mornings to invoices and follow-ups. One afternoon with the freelance workflow guide and a couple of Zapier automations, and that whole routine now runs while I write.',
    author: { role: 'Freelance copywriter' },
  },
  {
    text: 'The Tool Battles saved me from paying for two writing tools that do the same job. I kept one, canceled the other, and put the money into a course platform instead.',
    author: { role: 'Course creator' },
  },
  {
    text: 'I took the Creator Style quiz expecting fluff. It pointed me to a video editor that edits by transcript, and my weekly clips went from a chore to something I finish in an evening.',
    author: { role: 'Video creator' },
  },
];

/**
 * Readers' testimonials from content/site.json (`testimonials`: quote, name, role, consentOn) once the
 * operator supplies them; until then the illustrative examples, which the page labels as such.
 */
export function readerStories(testimonials: typeof READER_TESTIMONIALS = READER_TESTIMONIALS): ReaderStories {
  if (testimonials.length === 0) return { stories: ILLUSTRATIVE_STORIES, fromReaders: false };
  return { stories: testimonials.map(({ quote, name, role }) => ({ text: quote, author: { name, role } })), fromReaders: true };
}

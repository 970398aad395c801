/**
 * Community Impact: static marketing figures, shown as text, not computed, and
 * labeled on the page, above them, as illustrative marketing figures that nothing measured. The spec's fifth figure (25,384 creators "in a success
 * story") has no context to show it honestly, so it is left out.
 */
export const COMMUNITY_FIGURES = [
  { value: '98,121', label: 'creators in the Toolverse community' },
  { value: '94%', label: 'have tried at least 3 tools we recommend' },
  { value: '15.2h', label: 'average time saved each week (illustrative)' },
  { value: '32%', label: 'average revenue increase (illustrative)' },
] as const;

export interface Testimonial {
  text: string;
  /** Who the example speaks for: a role, never an invented person's name. */
  author: { role: string };
}

/**
 * Three reader stories. They are illustrative examples drawn from the workflows in our
 * articles, not quotes from real readers, and the page labels them so: no invented endorsements.
 */
export const TESTIMONIALS: readonly Testimonial[] = [
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

import * as z from 'zod';

/**
 * Who runs the site (content/site.json): named on the privacy page, the terms and the About page.
 * Empty until the operator sets it: a local build's pages then say so in a notice, and a build for
 * the public (SITE_URL not this machine) refuses to run, naming the empty field.
 */
/** A reader's own words about the site, quoted with their name and the day they agreed to it. */
export const ReaderTestimonialSchema = z.strictObject({
  quote: z.string().trim().min(20).max(400),
  name: z.string().trim().min(2).max(80),
  role: z.string().trim().min(2).max(80),
  /** The day the reader agreed to be quoted, with their name, on the home page (keep the record of it). */
  consentOn: z.iso.date({ error: 'must be the day the reader agreed to be quoted (YYYY-MM-DD)' }),
});

export const SiteSchema = z.strictObject({
  /**
   * Real testimonials, supplied by the operator. Until there is one, the home page shows the
   * editors' illustrative examples, labeled so (shell/src/pages/home/community.ts).
   */
  testimonials: z.array(ReaderTestimonialSchema).max(6).optional(),
  operator: z.strictObject({
    /** The person or company responsible for the site and its newsletter list. */
    name: z.string().trim(),
    /** Where readers write to unsubscribe, have their data erased or report a mistake. */
    contactEmail: z.union([z.literal(''), z.email({ error: 'must be an email address, or "" until it is set' })]),
  }),
});

export type Site = z.infer<typeof SiteSchema>;

import * as z from 'zod';

/**
 * Who runs the site (content/site.json): named on the privacy page, the terms and the About page.
 * Empty until the operator sets it: a local build's pages then say so in a notice, and a build for
 * the public (SITE_URL not this machine) refuses to run, naming the empty field.
 */
export const SiteSchema = z.strictObject({
  operator: z.strictObject({
    /** The person or company responsible for the site and its newsletter list. */
    name: z.string().trim(),
    /** Where readers write to unsubscribe, have their data erased or report a mistake. */
    contactEmail: z.union([z.literal(''), z.email({ error: 'must be an email address, or "" until it is set' })]),
  }),
});

export type Site = z.infer<typeof SiteSchema>;

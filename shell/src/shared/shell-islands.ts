/**
 * The shell's own islands, by name (`shell/<Name>` in the markup): each a chunk of the shell's build,
 * loaded when the island is due, whose default export is the component (or whose `mount` is the
 * behaviour). A remote's islands are its exposes instead (@toolverse/registry).
 */
export const SHELL_ISLANDS: Readonly<Record<string, () => Promise<unknown>>> = {
  NewsletterForm: () => import('../newsletter/newsletter-form'),
  Testimonials: () => import('../pages/home/testimonials'),
  IntentCards: () => import('../pages/home/intent-cards'),
  NotFoundPath: () => import('../pages/not-found'),
  SearchEverything: () => import('../pages/search/search-everything'),
};

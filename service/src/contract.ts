/**
 * The newsletter contract of the spec, as the site's form uses it (shared-content/src/site/newsletter.ts).
 * The service is deployed on its own and does not load the site's code at run time, so it keeps its
 * own copy; test/contract.test.ts fails if the two ever differ.
 */
export const NEWSLETTER_PATH = '/wp/wp-json/custom/v1/insert-email';

/** Non-space characters, an @, non-space characters, a dot, non-space characters. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/** The form's messages that the service answers with. */
export const NEWSLETTER_MESSAGES = {
  invalid: 'Please enter a valid email address.',
  failed: 'Failed to submit email.',
  success: 'Email submitted successfully!',
} as const;

/**
 * The outbound redirect of the site's tool links (shared-content/src/site/outbound.ts): `/go/{toolId}`
 * with `?from=` one of these kinds of page. The contract test keeps both copies equal.
 */
export const GO_PATH = '/go/';
export const OUTBOUND_PAGE_KINDS = ['tool', 'directory', 'article', 'blog', 'quiz', 'guide', 'home', 'alternatives', 'compare'] as const;

/** The service's own messages for requests the form never sends (other clients, attacks, bugs). */
export const SERVICE_MESSAGES = {
  contentType: 'Content-Type must be application/json.',
  invalidJson: 'The request body must be valid JSON.',
  invalidUtf8: 'The request body must be UTF-8 text.',
  tooLarge: 'The request body is too large.',
  rateLimited: 'Too many sign-up attempts. Please try again in a minute.',
  origin: 'This origin may not sign up to the newsletter.',
  notFound: 'Not found.',
  badRequest: 'Bad request.',
  unavailable: 'The service is unavailable.',
  timeout: 'The request took too long.',
  headersTooLarge: 'The request headers are too large.',
  badLink: 'This link is not valid.',
  expiredLink: 'This link has expired: use the one in our latest mail.',
  unsubscribed: 'You are unsubscribed.',
} as const;

/** What /go/ answers to a request it cannot follow. */
export const GO_MESSAGES = {
  badId: 'A tool id is lower-case letters, digits and hyphens, like /go/chatgpt.',
  badFrom: `from= must be one of ${OUTBOUND_PAGE_KINDS.join(', ')}.`,
  tooLong: 'The address is too long.',
  rateLimited: 'Too many requests. Please try again in a minute.',
} as const;

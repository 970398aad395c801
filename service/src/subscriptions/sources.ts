/** The forms of the site that may tag a sign-up; anything else is stored as 'unknown'. */
export const SIGNUP_SOURCES = ['footer', 'home', 'tools', 'article', 'blog', 'guide', 'quizzes'] as const;

export type SignupSource = (typeof SIGNUP_SOURCES)[number] | 'unknown';

const ALLOWED: ReadonlySet<string> = new Set(SIGNUP_SOURCES);

/** The first value of a query parameter or header, which may be missing or repeated. */
function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** The form a sign-up came from: `?source=` first, then the X-Newsletter-Source header. */
export function signupSource(queryValue: unknown, headerValue: unknown): SignupSource {
  for (const candidate of [first(queryValue), first(headerValue)]) {
    if (typeof candidate !== 'string') continue;
    const name = candidate.trim().toLowerCase();
    if (ALLOWED.has(name)) return name as SignupSource;
  }
  return 'unknown';
}

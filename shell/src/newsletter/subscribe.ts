import { NEWSLETTER_MESSAGES, NEWSLETTER_PATH, isValidEmail } from '@toolverse/shared-content/site/newsletter';

export type SubscribeOutcome = { ok: true; message: string } | { ok: false; message: string };

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() !== '' ? message : NEWSLETTER_MESSAGES.failed;
  } catch {
    return NEWSLETTER_MESSAGES.failed;
  }
}

/**
 * The subscribe call (README, "The newsletter service") and its error catalogue: an invalid address sends nothing;
 * a non-ok answer shows the server's message (else 'Failed to submit email.'); a network failure
 * shows 'An error occurred.' and is logged. The success body is not read.
 */
export async function subscribe(email: string, host: string, fetchImpl: typeof fetch = fetch, source?: string): Promise<SubscribeOutcome> {
  if (!isValidEmail(email)) return { ok: false, message: NEWSLETTER_MESSAGES.invalid };
  // Which form it came from travels in the query, so the body stays the spec's {email} and a
  // WordPress endpoint, which ignores unknown query arguments, answers the same call.
  const query = source ? `?source=${encodeURIComponent(source)}` : '';
  try {
    const response = await fetchImpl(`${host}${NEWSLETTER_PATH}${query}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (!response.ok) return { ok: false, message: await messageOf(response) };
    return { ok: true, message: NEWSLETTER_MESSAGES.success };
  } catch (error) {
    console.error('Newsletter sign-up failed:', error);
    return { ok: false, message: NEWSLETTER_MESSAGES.error };
  }
}

import { useId, useState, type FormEvent } from 'react';
import { reactIsland, toast, type NewsletterFormProps } from '@toolverse/contracts';
import { NEWSLETTER_MESSAGES } from '@toolverse/shared-content/site/newsletter';
import { paths } from '@toolverse/shared-content/site/paths';
import { loadSiteConfig } from '../federation/load-config';
import { subscribe, type SubscribeOutcome } from './subscribe';

type FormState = { status: 'idle' } | { status: 'submitting' } | { status: 'done'; outcome: SubscribeOutcome };

async function newsletterHost(): Promise<string> {
  return (await loadSiteConfig()).newsletter.host;
}

/**
 * The one newsletter form of the site: the footer renders it, and remotes show it through
 * <NewsletterSignup/> from @toolverse/contracts. The input is cleared after every attempt. An island
 * that loads on first input: a Subscribe pressed before its code has run is held by the page's
 * island loader and submitted once it has (a POST, so a browser without scripts never puts the
 * address in a URL).
 */
export function NewsletterForm({ source, heading = 'Join the Toolverse newsletter', description }: NewsletterFormProps) {
  const [state, setState] = useState<FormState>({ status: 'idle' });
  const id = useId();
  const inputId = `${id}-${source}-email`;
  const messageId = `${id}-${source}-message`;
  const submitting = state.status === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const address = String(new FormData(form).get('email') ?? '').trim();
    form.reset();
    setState({ status: 'submitting' });
    let outcome: SubscribeOutcome;
    try {
      outcome = await subscribe(address, await newsletterHost(), fetch, source);
    } catch (error) {
      console.error('Newsletter configuration could not be loaded:', error);
      outcome = { ok: false, message: NEWSLETTER_MESSAGES.error };
    }
    setState({ status: 'done', outcome });
    if (outcome.ok) toast({ title: outcome.message, variant: 'success' });
  }

  const outcome = state.status === 'done' ? state.outcome : null;

  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-describedby={messageId} className="w-full">
      <h2 className="text-base font-semibold text-ink">{heading}</h2>
      {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={outcome !== null && !outcome.ok}
          className="min-w-0 flex-1 rounded-lg border border-space-600 bg-space-900 px-3 py-2.5 text-ink placeholder:text-muted focus:border-glow-cyan focus:outline-none"
        />
        <button
          type="submit"
          disabled={submitting}
          className="rounded-lg bg-glow-cyan px-5 py-2.5 font-semibold text-space-950 hover:bg-white disabled:opacity-70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {submitting ? NEWSLETTER_MESSAGES.submitting : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} role={outcome && !outcome.ok ? 'alert' : 'status'} className="mt-2 min-h-5 text-sm">
        {outcome && <span className={outcome.ok ? 'text-emerald-300' : 'text-rose-300'}>{outcome.message}</span>}
      </p>
      <p className="mt-1 text-xs text-muted">
        New tool finds and guides, no spam, unsubscribe any time. See the{' '}
        <a href={paths.privacy} className="underline hover:text-ink">
          privacy notice
        </a>
        .
      </p>
    </form>
  );
}

export default NewsletterForm;

/** The form as an island of the page (the shell's island `NewsletterForm`). */
export const NewsletterFormIsland = reactIsland('shell/NewsletterForm', NewsletterForm, { load: 'interaction' });

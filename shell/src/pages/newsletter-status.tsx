import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';

export type NewsletterStatus = keyof typeof paths.newsletter;

interface StatusCopy {
  name: string;
  heading: string;
  body: string;
  /** The way on: the footer form for a reader who has to sign up again, else the blog. */
  next: { to: string; label: string };
}

const COPY: Record<NewsletterStatus, StatusCopy> = {
  confirmed: {
    name: 'Subscription confirmed',
    heading: 'You are subscribed',
    body: 'Thank you for confirming. The Toolverse newsletter will come to this address; every issue has a link to unsubscribe in one click.',
    next: { to: paths.blog.index, label: 'Read the latest articles' },
  },
  unsubscribed: {
    name: 'Unsubscribed',
    heading: 'You are unsubscribed',
    body: 'We will send no more newsletters to this address. If that was a mistake, you can sign up again with the form below at any time.',
    next: { to: paths.home, label: 'Back to Toolverse' },
  },
  linkExpired: {
    name: 'Link expired',
    heading: 'This link has expired',
    body: 'The links in our mails work for a limited time, and this one is too old. A confirmation link: you are not subscribed; sign up again with the form below and confirm from the new mail. A link to unsubscribe or to see your watches: use the one in our latest mail.',
    next: { to: paths.home, label: 'Back to Toolverse' },
  },
  linkInvalid: {
    name: 'Link not valid',
    heading: 'This link is not valid',
    body: 'It may be incomplete (a mail program can break long links) or replaced by a newer one. Open the link from our latest mail, or sign up again with the form below.',
    next: { to: paths.home, label: 'Back to Toolverse' },
  },
};

export interface NewsletterStatusPageProps {
  status: NewsletterStatus;
}

/** The page a link of a newsletter mail lands on: it tells the reader what the link did. */
export function NewsletterStatusPage({ status }: NewsletterStatusPageProps) {
  const copy = COPY[status];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-16">
      <PageMeta name={copy.name} description={copy.body} path={paths.newsletter[status]} noindex />
      <p className="font-mono text-sm uppercase tracking-widest text-glow-cyan">Newsletter</p>
      <h1 className="mt-3 text-3xl font-black text-ink sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 leading-relaxed text-muted">{copy.body}</p>
      <p className="mt-8">
        <a
          href={copy.next.to}
          className="inline-block rounded-lg bg-glow-cyan px-5 py-3 font-semibold text-space-950 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {copy.next.label}
        </a>
      </p>
    </section>
  );
}

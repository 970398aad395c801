import { NEWSLETTER_RETENTION } from '@toolverse/shared-content/site/newsletter';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { paths } from '@toolverse/shared-content/site/paths';

export type WatchStatus = keyof typeof paths.watch;

interface StatusCopy {
  name: string;
  heading: string;
  body: string;
}

const COPY: Record<WatchStatus, StatusCopy> = {
  sent: {
    name: 'Check your inbox',
    heading: 'Check your inbox',
    body: `If the address is right, a mail with a link to confirm the watch comes in about ${NEWSLETTER_RETENTION.watchCollectMinutes} minutes, with any other tool you ask to watch meanwhile. Until you open it we send nothing about the tool; the link works for ${NEWSLETTER_RETENTION.pendingDays} days, then the request is deleted.`,
  },
  confirmed: {
    name: 'Watch confirmed',
    heading: 'You are watching this tool',
    body: 'We will send one mail when its price, its free plan, its owner or its status changes in our directory. Every such mail has a link to see what you watch and to stop any of it in one click.',
  },
  problem: {
    name: 'Watch request not taken',
    heading: 'We could not take that request',
    body: 'The address may be mistyped, or many requests came from your connection in the last minute. Go back, check the address and try again in a minute.',
  },
};

/** The page the watch form and a watch's confirmation link land on: what happened, and the way on. */
export function WatchStatusPage({ status }: { status: WatchStatus }) {
  const copy = COPY[status];
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-2xl flex-col justify-center px-4 py-16">
      <PageMeta name={copy.name} description={copy.body} path={paths.watch[status]} noindex />
      <p className="font-mono text-sm uppercase tracking-widest text-glow-cyan">Watch a tool</p>
      <h1 className="mt-3 text-3xl font-black text-ink sm:text-4xl">{copy.heading}</h1>
      <p className="mt-4 leading-relaxed text-muted">{copy.body}</p>
      <p className="mt-8">
        <a
          href={paths.tools.index}
          className="inline-block rounded-lg bg-glow-cyan px-5 py-3 font-semibold text-space-950 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Back to The Arsenal
        </a>
      </p>
    </section>
  );
}

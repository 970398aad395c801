import { Link } from 'react-router-dom';
import { HandCoins, Rocket, Workflow } from 'lucide';
import { toast } from '@toolverse/contracts';
import { SvgIcon, paths } from '@toolverse/shared-content';

/** How long the home page's toasts stay: 3 s, shorter than elsewhere, for a page made for skimming. */
const HOME_TOAST_MS = 3000;

/** 'What are you here for?': each card opens its preset view of The Arsenal (paths.tools.preset). */
export const INTENT_CARDS = [
  {
    title: 'Find tools to automate my work',
    text: 'Hand repetitive tasks to tools that run while you create.',
    icon: Workflow,
    to: paths.tools.preset('automation'),
  },
  {
    title: 'Explore trending AI tools',
    text: 'The tools creators are talking about this month.',
    icon: Rocket,
    to: paths.tools.preset('trending'),
  },
  {
    title: 'Learn how to make money with AI tools',
    text: 'Courses, stores, newsletters and affiliate content.',
    icon: HandCoins,
    to: paths.tools.preset('monetize'),
  },
] as const;

export function IntentCards() {
  return (
    <section aria-labelledby="intent-title" className="mx-auto max-w-6xl px-4 pb-20">
      <h2 id="intent-title" className="text-center text-3xl font-black text-ink">
        What are you here for?
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {INTENT_CARDS.map((card) => (
          <li key={card.to}>
            {/* A link first (it works before hydration); once hydrated it also announces the journey. */}
            <Link
              to={card.to}
              onClick={() =>
                toast({
                  title: `Starting your ${card.title} journey...`,
                  description: 'Preparing your personalized tool recommendations',
                  duration: HOME_TOAST_MS,
                })
              }
              className="group block h-full rounded-2xl border border-space-700 bg-space-900 p-6 transition hover:-translate-y-0.5 hover:border-glow-cyan hover:bg-space-800 focus-visible:outline-2 focus-visible:outline-glow-cyan"
            >
              <SvgIcon icon={card.icon} className="h-8 w-8 text-glow-cyan" />
              <span className="mt-3 block text-lg font-bold text-ink group-hover:text-glow-cyan">{card.title}</span>
              <span className="mt-2 block text-sm text-muted">{card.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

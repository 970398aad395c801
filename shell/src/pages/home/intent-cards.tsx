import { HandCoins, Rocket, Workflow } from 'lucide';
import { REPLAY_MARK, domIsland, toastOnNextPage } from '@toolverse/contracts';
import { SvgIcon, type IconNode } from '@toolverse/shared-content/ui/svg-icon';
import { paths } from '@toolverse/shared-content/site/paths';
import { TOOL_PRESETS, type ToolPreset } from '@toolverse/shared-content/content/tool-taxonomy';

/** How long the home page's toasts stay: 3 s, shorter than elsewhere, for a page made for skimming. */
const HOME_TOAST_MS = 3000;

/** 'What are you here for?': a card for each preset view of The Arsenal, which it opens. */
const CARD_COPY: Record<ToolPreset, { title: string; text: string; icon: IconNode }> = {
  automation: {
    title: 'Find tools to automate my work',
    text: 'Hand repetitive tasks to tools that run while you create.',
    icon: Workflow,
  },
  trending: {
    title: 'Explore trending AI tools',
    text: 'The tools creators are talking about this month.',
    icon: Rocket,
  },
  monetize: {
    title: 'Learn how to make money with AI tools',
    text: 'Courses, stores, newsletters and affiliate content.',
    icon: HandCoins,
  },
};

/** The cards in the order the directory offers its presets. */
export const INTENT_CARDS = TOOL_PRESETS.map((preset) => ({ ...CARD_COPY[preset], to: paths.tools.preset(preset) }));

/** The journey a card announces: on the page it opens, the toast the spec gives it. */
export function journeyToast(title: string) {
  return {
    title: `Starting your ${title} journey...`,
    description: 'Preparing your personalized tool recommendations',
    duration: HOME_TOAST_MS,
  };
}

/**
 * Each card is a link, which works before any script and without one; once the island has
 * mounted, a click also announces the journey on the page the card opens. A click before then is
 * held by the page's inline loader (the cards are marked to be replayed) and done once it has.
 */
export function mount(element: HTMLElement): void {
  for (const link of element.querySelectorAll<HTMLAnchorElement>('a[data-journey]')) {
    link.addEventListener('click', (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      toastOnNextPage(journeyToast(link.dataset.journey ?? ''), link.href);
    });
  }
}

function IntentCardList() {
  return (
    <section aria-labelledby="intent-title" className="mx-auto max-w-6xl px-4 pb-20">
      <h2 id="intent-title" className="text-center text-3xl font-black text-ink">
        What are you here for?
      </h2>
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {INTENT_CARDS.map((card) => (
          <li key={card.to}>
            <a
              href={card.to}
              data-journey={card.title}
              {...REPLAY_MARK}
              className="group block h-full rounded-2xl border border-space-700 bg-space-900 p-6 transition hover:-translate-y-0.5 hover:border-glow-cyan hover:bg-space-800 focus-visible:outline-2 focus-visible:outline-glow-cyan"
            >
              <SvgIcon icon={card.icon} className="h-8 w-8 text-glow-cyan" />
              <span className="mt-3 block text-lg font-bold text-ink group-hover:text-glow-cyan">{card.title}</span>
              <span className="mt-2 block text-sm text-muted">{card.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const IntentCards = domIsland('shell/IntentCards', IntentCardList, { load: 'interaction', mount });

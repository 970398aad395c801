import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Eye, Lightbulb } from 'lucide';
import { SvgIcon, type IconNode } from '@toolverse/shared-content/ui/svg-icon';
import { outboundHref, outboundRel } from '@toolverse/shared-content/site/outbound';
import { paths } from '@toolverse/shared-content/site/paths';
import type { ArticleToolCard } from '@toolverse/shared-content/content/article-body';
import { PriceBlock } from '@toolverse/shared-content/ui/price-block';
import { cheapestText, freePlanText } from '@toolverse/shared-content/domain/plans/words';
import { FadeInHeading } from './fade-in-heading';

export interface ToolCardProps {
  rank: number;
  id: string;
  name: string;
  category: string;
  url: string;
  children?: ReactNode;
}

/**
 * Each card's pricing and affiliate URL from The Arsenal, by tool id: the article body's tags carry
 * neither (the tag's own url is not the link: every card links through /go/).
 */
const ToolCards = createContext<ReadonlyMap<string, ArticleToolCard>>(new Map());

export function ToolCardsProvider({ cards, children }: { cards: readonly ArticleToolCard[]; children: ReactNode }) {
  const byId = useMemo(() => new Map(cards.map((card) => [card.id, card])), [cards]);
  return <ToolCards.Provider value={byId}>{children}</ToolCards.Provider>;
}

export function ToolCard({ rank, id, name, category, children }: ToolCardProps) {
  const card = useContext(ToolCards).get(id);

  return (
    <section
      id={`tool-${id}`}
      aria-labelledby={`tool-${id}-name`}
      className="not-prose my-8 rounded-2xl border border-space-700 bg-space-900 p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <span
          aria-hidden="true"
          className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-glow-cyan to-glow-violet font-black text-space-950"
        >
          {rank}
        </span>
        <h3 id={`tool-${id}-name`} className="text-xl font-bold text-ink">
          <span className="sr-only">{`${rank}. `}</span>
          {name}
        </h3>
        <span className="rounded-full bg-space-800 px-3 py-1 text-xs font-semibold text-muted">{category}</span>
      </div>
      <div className="mt-3 leading-relaxed text-muted">{children}</div>
      {/* The article's prose styles reach into the card: its links' colour and paragraphs' margins are overridden here. */}
      {card && <PriceBlock plans={card.plans} pricingPage={card.pricingPage} toolName={name} className="mt-4! mb-0! text-sm text-muted" />}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={outboundHref({ id }, 'article')}
          target="_blank"
          rel={outboundRel(card ?? {})}
          className="inline-block rounded-full bg-glow-cyan px-4 py-2 text-sm font-semibold text-space-950! no-underline! hover:bg-white"
        >
          {`Visit ${name}`}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={paths.tools.tool(id)} className="text-sm text-glow-cyan underline underline-offset-4 hover:text-white">
          {`${name}: pricing and alternatives`}
        </a>
      </div>
    </section>
  );
}

function Callout({ kind, icon, title, children }: { kind: 'tip' | 'insight'; icon: IconNode; title: string; children?: ReactNode }) {
  const tone = kind === 'tip' ? 'border-emerald-400/50 bg-emerald-400/10' : 'border-glow-violet/50 bg-glow-violet/10';
  return (
    <aside aria-label={`${kind === 'tip' ? 'Tip' : 'Insight'}: ${title}`} className={`not-prose my-8 rounded-xl border-l-4 p-5 ${tone}`}>
      <p className="flex items-center gap-2 font-bold text-ink">
        <SvgIcon icon={icon} className={`h-5 w-5 shrink-0 ${kind === 'tip' ? 'text-emerald-300' : 'text-glow-violet'}`} />
        {title}
      </p>
      <div className="mt-2 leading-relaxed text-muted">{children}</div>
    </aside>
  );
}

export function Tip({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Callout kind="tip" icon={Lightbulb} title={title}>
      {children}
    </Callout>
  );
}

export function Insight({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Callout kind="insight" icon={Eye} title={title}>
      {children}
    </Callout>
  );
}

/** Recap tables scroll sideways on a phone instead of squeezing three columns. */
function RecapTable({ children }: { children?: ReactNode }) {
  return (
    <div className="not-prose my-8 overflow-x-auto rounded-xl border border-space-700" role="region" aria-label="Recap table" tabIndex={0}>
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm [&_td]:border-t [&_td]:border-space-700 [&_td]:px-4 [&_td]:py-3 [&_td]:text-muted [&_th]:bg-space-800 [&_th]:px-4 [&_th]:py-3 [&_th]:text-ink">
        {children}
      </table>
    </div>
  );
}

/** Links inside the site navigate client-side; others open as ordinary links. */
function BodyLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  if (href.startsWith('/')) return <a href={href}>{children}</a>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

function H2({ children }: { children?: ReactNode }) {
  return <FadeInHeading level={2}>{children}</FadeInHeading>;
}

function H3({ children }: { children?: ReactNode }) {
  return <FadeInHeading level={3}>{children}</FadeInHeading>;
}

/**
 * A tool's plans in a few words, from its record (a recap table's price column: `<Plans id="canva" />`):
 * the free plan and the cheapest paid plan on its billing basis, the same words as the card's price
 * line, so a table cannot say something the card does not. The content build refuses an id that has
 * no card in the article.
 */
export function Plans({ id }: { id: string }) {
  const card = useContext(ToolCards).get(id);
  if (!card) return null;
  const { plans } = card;
  const cheapest = plans.model === 'free' ? 'no paid plan' : cheapestText(plans);
  return (
    <>{`${freePlanText(plans)}; ${cheapest === null ? 'no dated figure' : cheapest === 'no paid plan' ? cheapest : `from ${cheapest}`}`}</>
  );
}

export const MDX_COMPONENTS = { ToolCard, Tip, Insight, Plans, table: RecapTable, a: BodyLink, h2: H2, h3: H3 };

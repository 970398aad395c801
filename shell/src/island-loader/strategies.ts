// When an island's code is due: one small function per load strategy of the island protocol, each
// given the `start` that makes its island due and the island. The loader carries `load`, `idle` and
// `interaction` itself (LOADER_STRATEGIES); every other strategy is an inline script of its own (strategies/),
// which the prerender writes after the loader only on a page with an island that uses it. The
// island scheduler (island-scheduler.ts) looks an island's strategy up here; one the page does not
// carry (a remote built against a newer contract, or an island added later by script) is `idle`.
import {
  ISLAND_INNER_ATTRIBUTES,
  type IslandHandshake,
  type IslandLoad,
  type IslandStrategy,
  type LOADER_STRATEGIES,
} from '@toolverse/contracts/island-protocol';
import { onFirstEvent } from './on-first-event';

/** Once the page has loaded (at once if it has). */
export const afterLoad = (then: () => void) =>
  document.readyState === 'complete' ? then() : window.addEventListener('load', () => then(), { once: true });

/** After the load event, when the browser is idle (at most 2 s later). */
export const whenIdle = (then: () => void) =>
  afterLoad(() => ('requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200)));

/**
 * Pointing at or focusing a link that works as a link (not one the island announces, which is
 * replayed) is on the way to another page, which needs none of the island's code: loading it then
 * would only compete with the navigation for the processor.
 */
const PLAIN_LINK = `a[href]:not([${ISLAND_INNER_ATTRIBUTES.replay}])`;
const towardPlainLink = (event: Event) =>
  (event.type === 'pointerover' || event.type === 'pointerdown' || event.type === 'focusin') &&
  event.target instanceof Element &&
  event.target.closest(PLAIN_LINK) !== null;

/** The reader's first input on an island. */
const INPUT = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'];

const idle: IslandStrategy = (start) => whenIdle(start);
const LOADER_OWN: Record<(typeof LOADER_STRATEGIES)[number], IslandStrategy> = {
  load: (start) => start(),
  idle,
  // A click or a submit before this fires is held and starts the island too (early-input.ts).
  interaction: (start, island) => onFirstEvent(island, INPUT, (event) => !towardPlainLink(event) && start()),
};

/** The strategy an island names: the loader's own, one an inline script of the page added, else `idle`. */
export const strategyOf = (handshake: IslandHandshake, load: string | null): IslandStrategy =>
  LOADER_OWN[load as (typeof LOADER_STRATEGIES)[number]] ?? handshake.strategies?.[load as IslandLoad] ?? idle;

/** Adds a strategy to the page's loader: what each inline strategy script (strategies/) runs. */
export function addStrategy(load: IslandLoad, strategy: IslandStrategy): void {
  const handshake = window.__toolverse;
  if (handshake) handshake.strategies = { ...handshake.strategies, [load]: strategy };
}

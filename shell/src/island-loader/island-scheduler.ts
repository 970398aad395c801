// The island scheduler: decides when each island's code is due, by its load strategy
// (strategies.ts), and hands the islands due to the shell's island runtime (runtime.ts) through the
// handshake of the island protocol (window.__toolverse). It starts the islands of the page once it
// is parsed, and any island added to the document after. Part of the inline loader (island-loader.ts).
import { ISLAND_ATTRIBUTES, ISLAND_STATES, ISLAND_TAG, type IslandHandshake } from '@toolverse/contracts/island-protocol';
import { strategyOf } from './strategies';

/** A URL as a page shows it: the path, the query whatever its encoding, and the #part. */
function shownUrl(url: string): string {
  const { pathname, search, hash } = new URL(url, window.location.href);
  return `${pathname}?${new URLSearchParams(search).toString()}${hash}`;
}

export interface IslandScheduler {
  /** Makes an island due now, whatever its strategy (a held click, say); once per island. */
  trigger: (island: HTMLElement) => void;
  /** Schedules the islands in the document, and from then on every island added to it. */
  watch: () => void;
}

/** `loadIslands` fetches the island runtime (shell/src/islands/): called with the first island due, until the runtime takes over. */
export function islandScheduler(handshake: IslandHandshake, loadIslands: () => void): IslandScheduler {
  const trigger = (island: HTMLElement) => {
    if (island.hasAttribute(ISLAND_STATES.triggered)) return;
    island.setAttribute(ISLAND_STATES.triggered, '');
    if (handshake.start) handshake.start(island);
    else {
      handshake.pending.push(island);
      loadIslands();
    }
  };

  const scheduled = new WeakSet<Element>();
  const schedule = (island: HTMLElement) => {
    if (scheduled.has(island) || island.hasAttribute(ISLAND_STATES.triggered) || island.hasAttribute(ISLAND_STATES.hydrated)) return;
    scheduled.add(island);
    const start = () => trigger(island);
    // An island that keeps its state in the URL (the URL it was rendered for), served HTML for
    // another URL (a combination of filters no page was prerendered for, a #part such as the spec's
    // /tools#video, the tools a compare URL names), starts at once to show what this URL asks for.
    const renderedFor = island.getAttribute(ISLAND_ATTRIBUTES.url);
    if (renderedFor !== null && shownUrl(renderedFor) !== shownUrl(window.location.href)) return start();
    strategyOf(handshake, island.getAttribute(ISLAND_ATTRIBUTES.load))(start, island);
  };
  const scheduleIn = (root: Element | Document) => {
    for (const island of root.getElementsByTagName(ISLAND_TAG)) schedule(island as HTMLElement);
  };

  const watch = () => {
    scheduleIn(document);
    // Islands added later (a part of the page put in by script): only added elements are looked at.
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element) {
            if (node.localName === ISLAND_TAG) schedule(node as HTMLElement);
            scheduleIn(node);
          }
    }).observe(document.documentElement, { childList: true, subtree: true });
  };

  return { trigger, watch };
}

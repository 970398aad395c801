/**
 * The island protocol: the markup a page's server render writes for an island (island.tsx), and
 * what the shell's inline loader, its island runtime, the prerender's checks and the remotes' CSS
 * read of it. Every attribute and state name is written here and nowhere else
 * (island-protocol.test.ts fails on a copy). Plain constants and types, no React: the inline
 * loader, a few KB in every page's head, imports them.
 *
 * An island on the page:
 *   <toolverse-island data-island="tools/Directory" data-load="visible" data-props="{...}">
 * names the module that brings it to life (an app and an expose), when its code loads and the props
 * it was rendered with. The loader marks it triggered once its strategy fires, the runtime marks it
 * hydrated once its code runs it.
 */

export const ISLAND_TAG = 'toolverse-island';

/** The island element's attributes, written by the server render. */
export const ISLAND_ATTRIBUTES = {
  /** `<app>/<expose without ./>`: the module that brings the island to life. */
  island: 'data-island',
  /** Its load strategy (IslandLoad). */
  load: 'data-load',
  /** The props it was rendered with, as JSON. */
  props: 'data-props',
  /** Present on a React island whose tree gets a router at the page's URL. */
  router: 'data-router',
  /** The id prefix its useId calls got on the server: hydration must use it too. */
  idPrefix: 'data-id-prefix',
  /** The URL the island was rendered for, on an island that shows what its URL asks for. */
  url: 'data-url',
} as const;

/** An island's state on its element, set in the browser. */
export const ISLAND_STATES = {
  /** Set by the loader once the island's strategy has fired: its code is on its way. */
  triggered: 'data-triggered',
  /** Set once its code runs it (hydrated, or mounted): input reaches it directly from then on. */
  hydrated: 'data-hydrated',
} as const;

/** Markup inside an island that the loader reads. */
export const ISLAND_INNER_ATTRIBUTES = {
  /** A link that does more than navigate (it announces something first): its click is held and replayed. */
  replay: 'data-replay',
  /** A form the browser sends by itself (GET filters): its submit is never held. */
  nativeSubmit: 'data-native-submit',
  /** The notice an island shows when its code cannot be loaded, with its Retry (not input for the island). */
  fallback: 'data-island-fallback',
} as const;

/** The marks above as props, for JSX: `<a href="/tools" {...REPLAY_MARK}>`. */
export const REPLAY_MARK = { [ISLAND_INNER_ATTRIBUTES.replay]: '' };
export const NATIVE_SUBMIT_MARK = { [ISLAND_INNER_ATTRIBUTES.nativeSubmit]: '' };

/**
 * The inline loader's own script element: the shell's files it fetches, written by the prerender,
 * each named as the script's folder in shell/src/ and its webpack entry. `islands`: the island
 * runtime, with the shell's federation host; `tooltips`, `titleSearch` (the header's title search)
 * and `pageChrome` (the page chrome): scripts fetched on the reader's first use.
 */
export const LOADER_ATTRIBUTES = {
  islands: 'data-islands',
  tooltips: 'data-tooltips',
  titleSearch: 'data-title-search',
  pageChrome: 'data-page-chrome',
} as const;

/** Every attribute name of the protocol (a function, so the inline loader's build drops it). */
export const islandProtocolAttributes = (): string[] =>
  [ISLAND_ATTRIBUTES, ISLAND_STATES, ISLAND_INNER_ATTRIBUTES, LOADER_ATTRIBUTES].flatMap((names) => Object.values(names));

/**
 * When an island's code loads: with the page, when the browser is idle, when it nears the screen, on
 * the reader's first input on it, or when the reader starts reading (the first scroll, wheel, touch
 * or key anywhere on the page, not a mouse move, which is as often on its way to a link: motion and
 * saved state that matter once the page is being read). A loader that meets a strategy it does not
 * know (a remote built against a newer contract) starts the island when idle.
 */
export const ISLAND_LOADS = ['load', 'idle', 'visible', 'interaction', 'scroll'] as const;
export type IslandLoad = (typeof ISLAND_LOADS)[number];

/** A strategy: watches one island and calls `start` when its code is due (more calls do nothing). */
export type IslandStrategy = (start: () => void, island: HTMLElement) => void;

/**
 * The strategies the inline loader carries itself: `idle` is also the one it falls back on, and
 * `interaction` goes with the early input the loader holds (every page has an island that uses it).
 */
export const LOADER_STRATEGIES = ['load', 'idle', 'interaction'] as const satisfies readonly IslandLoad[];

/**
 * Every other strategy is an inline script of its own (webpack entry `island-loader-<strategy>`),
 * which the prerender writes after the loader only on a page whose islands use it, and which adds
 * itself to the handshake's `strategies`. (A function, so the inline scripts' builds drop it.)
 */
export const pageStrategies = (): IslandLoad[] =>
  ISLAND_LOADS.filter((load) => !(LOADER_STRATEGIES as readonly IslandLoad[]).includes(load));

/**
 * A replayed control: one whose click, while its island's code has not run yet, the loader holds
 * and the runtime replays once it has. Popover and command buttons and plain links work without a
 * script and are left to the browser; a link marked data-replay does more than navigate.
 */
export const REPLAYED_CONTROL = `button[type=button]:not([popovertarget]):not([commandfor]),[role=button],a[${ISLAND_INNER_ATTRIBUTES.replay}]`;

/** A field whose value, typed or chosen before its island's code ran, the runtime takes up once it has. */
export const REPLAYED_FIELD = 'input,select,textarea';

/**
 * What a reader would try, and find dead, while an island's code has not run: a replayed control, a
 * form whose submit is held (not a native one), or a replayed field.
 */
export const ISLAND_INPUT = `${REPLAYED_CONTROL},form:not([${ISLAND_INNER_ATTRIBUTES.nativeSubmit}]),${REPLAYED_FIELD}`;

/** Input an island received before its code ran: replayed once it has. */
export interface HeldInput {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

/**
 * The handshake between the inline loader and the shell's island runtime, on `window.__toolverse`:
 * the islands whose strategy fired before the runtime arrived, the input each received before its
 * code ran, and, once the runtime is there, how it takes an island.
 */
export interface IslandHandshake {
  /** Islands due to load, in the order their strategies fired. */
  pending: HTMLElement[];
  /** Input an island received before its code ran. */
  replays: Map<Element, HeldInput[]>;
  /** Set by the runtime: loads and starts an island from then on. */
  start?: (island: HTMLElement) => void;
  /** Added by the page's inline strategy scripts (pageStrategies()), each the one its name says. */
  strategies?: Partial<Record<IslandLoad, IslandStrategy>>;
}

declare global {
  interface Window {
    __toolverse?: IslandHandshake;
  }
}

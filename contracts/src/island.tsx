import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTES, ISLAND_STATES, ISLAND_TAG, type IslandLoad } from './island-protocol';

/**
 * Islands: the parts of a prerendered page that respond to input. The page is HTML; each island is an
 * island element around its part, naming the module that brings it to life (an app and an expose),
 * when that module loads and the props it was rendered with: its markup is the island protocol
 * (island-protocol.ts). The shell's island scheduler and runtime (shell/src/island-loader/, shell/src/islands/) read it in
 * the browser: an island's code loads through the federation runtime from the app that owns it,
 * when its strategy says so, and input that arrives before is replayed after.
 *
 * Two kinds:
 * - A React island (`reactIsland`) is rendered on its own React root, on the server (by the shell's
 *   renderer, so its ids come from its own tree, as in the browser) and in the browser (hydrateRoot).
 *   Its module's default export is the component.
 * - A DOM island (`domIsland`) is rendered with the page; in the browser its module's `mount` adds
 *   behaviour to that markup (a progress bar's value, headings that fade in) without React.
 */
export { ISLAND_TAG, type IslandLoad };

const { island: ISLAND, load: LOAD, props: PROPS, router: ROUTER, idPrefix: ID_PREFIX, url: URL_ATTRIBUTE } = ISLAND_ATTRIBUTES;

/** `<app>/<expose without ./>`: shell/NewsletterForm, tools/Directory. */
export type IslandId = `${string}/${string}`;

/** What an island is rendered with: written into the HTML as JSON, so plain data only (strings, numbers, booleans, null, arrays, objects). */
export type IslandProps = object;

/** A DOM island's behaviour: attached to the island element's server markup. */
export type MountIsland<P extends IslandProps = IslandProps> = (element: HTMLElement, props: P) => void;

/** What an island's expose gives the loader. */
export type IslandModule<P extends IslandProps = IslandProps> = { default: ComponentType<P> } | { mount: MountIsland<P> };

/**
 * Renders a React island's tree on a root of its own during the server render (shell/src/server.tsx
 * provides it): its HTML and the id prefix its useId calls got, which hydration must use too.
 */
export type IslandRenderer = (island: { element: ReactNode; router: boolean }) => { html: string; idPrefix: string; url: string };

const IslandRendererContext = createContext<IslandRenderer | null>(null);

/** The server render's island renderer; absent in a browser render (a remote's standalone frame). */
export const IslandRendererProvider = IslandRendererContext.Provider;

const InIslandContext = createContext(false);

/** Set by the loader around a hydrated island, and by the renderer: islands inside it are part of its tree. */
export const InIslandProvider = InIslandContext.Provider;

interface IslandOptions {
  load: IslandLoad;
}

function attributesOf(id: IslandId, load: IslandLoad, props: IslandProps): Record<string, string> {
  return { [ISLAND]: id, [LOAD]: load, [PROPS]: JSON.stringify(props) };
}

/**
 * A React island: `<Directory preset={null} />` renders the component inside its island element.
 * `load` overrides the island's default strategy for one placement. With `router`, the island's tree
 * gets a router at the page's URL (shell/src/islands/island-router.tsx in the browser), so it can keep
 * state in the URL.
 */
export function reactIsland<P extends IslandProps>(
  id: IslandId,
  Component: ComponentType<P>,
  options: IslandOptions & { router?: boolean },
) {
  function ReactIsland({ load = options.load, ...props }: P & { load?: IslandLoad }) {
    const render = useContext(IslandRendererContext);
    const inside = useContext(InIslandContext);
    const element = createElement(Component, props as unknown as P);
    // Inside another island (server or browser alike) it is part of that island's tree.
    if (inside) return element;
    const attributes = { ...attributesOf(id, load, props), ...(options.router ? { [ROUTER]: '' } : {}) };
    if (render) {
      const { html, idPrefix, url } = render({ element, router: options.router === true });
      return createElement(ISLAND_TAG, {
        ...attributes,
        [ID_PREFIX]: idPrefix,
        ...(options.router ? { [URL_ATTRIBUTE]: url } : {}),
        dangerouslySetInnerHTML: { __html: html },
      });
    }
    // A browser render of a whole page (a remote's standalone frame): the component runs in place.
    return createElement(ISLAND_TAG, attributes, createElement(InIslandProvider, { value: true }, element));
  }
  ReactIsland.displayName = `ReactIsland(${id})`;
  return ReactIsland;
}

/**
 * A DOM island: the component renders with the page; in the browser `mount` (the same function its
 * expose exports) adds the behaviour. In a remote's standalone frame, rendered by React in the
 * browser, the wrapper mounts it itself. `url`, given where it is placed, is the URL the page is
 * prerendered for, for an island that shows what its URL asks for: served for another (a query no
 * page was prerendered for), it starts at once, whatever its strategy.
 */
export function domIsland<P extends IslandProps>(
  id: IslandId,
  Component: ComponentType<P>,
  options: IslandOptions & { mount: MountIsland<P> },
) {
  function DomIsland({ load = options.load, url, ...props }: P & { load?: IslandLoad; url?: string }) {
    const inside = useContext(InIslandContext);
    const element = createElement(Component, props as unknown as P);
    if (inside) return element;
    return createElement(ISLAND_TAG, {
      ...attributesOf(id, load, props),
      ...(url === undefined ? {} : { [URL_ATTRIBUTE]: url }),
      ref: (node: HTMLElement | null) => {
        // Only a browser render calls refs: the site's pages are server HTML, mounted by the loader.
        if (node && !node.hasAttribute(ISLAND_STATES.hydrated)) {
          node.setAttribute(ISLAND_STATES.hydrated, '');
          options.mount(node, props as unknown as P);
        }
      },
      children: element,
    });
  }
  DomIsland.displayName = `DomIsland(${id})`;
  return DomIsland;
}

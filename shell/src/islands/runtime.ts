// The shell's island runtime: what the page's inline loader (island-loader.ts) brings in once the
// first island is due. It loads each island's module from the app that owns it (the shell's own chunks, or
// a remote's expose through the federation runtime with the shell's retries, time limit and
// compatibility check), starts it on its element (a React root hydrated, or a DOM island mounted),
// then replays the input the island received before. An island whose remote cannot be reached
// keeps its server HTML and shows a notice with Retry; the rest of the page is not affected.
import { REMOTE_LABELS, isRemoteName } from '@toolverse/shared-content/site/paths';
import type { IslandModule, IslandProps } from '@toolverse/contracts';
import {
  ISLAND_ATTRIBUTES,
  ISLAND_INNER_ATTRIBUTES,
  ISLAND_INPUT,
  ISLAND_STATES,
  ISLAND_TAG,
  type IslandHandshake,
} from '@toolverse/contracts/island-protocol';
import { loadRemoteModule } from '../federation/load-remote';
import { SHELL_ISLANDS } from '../shared/shell-islands';
import { replay } from './replay';
import { watchToasts } from './toasts';

const { hydrated: HYDRATED } = ISLAND_STATES;
const { fallback: FALLBACK } = ISLAND_INNER_ATTRIBUTES;

function isIslandModule(module: unknown): module is IslandModule {
  const candidate = module as { default?: unknown; mount?: unknown } | null;
  return typeof candidate?.mount === 'function' || typeof candidate?.default === 'function' || typeof candidate?.default === 'object';
}

async function loadModule(app: string, name: string): Promise<IslandModule> {
  let module: unknown;
  if (app === 'shell') {
    const load = SHELL_ISLANDS[name];
    if (!load) throw new Error(`the shell has no island "${name}"`);
    module = await load();
  } else if (isRemoteName(app)) {
    module = await loadRemoteModule(app, `./${name}`);
  } else {
    throw new Error(`no app "${app}" owns islands`);
  }
  if (!isIslandModule(module)) throw new Error(`${app}/${name} exports neither a component (default) nor mount()`);
  return module;
}

/** A control of the island itself (not of an island inside it): what a reader would try and find dead. */
const hasOwnControls = (island: HTMLElement) =>
  [...island.querySelectorAll(ISLAND_INPUT)].some((control) => control.closest(ISLAND_TAG) === island);

/**
 * What the reader sees in place of a part that did not load: its HTML stays, with a notice and
 * Retry (components/island-fallback.tsx). An island without controls of its own (motion, a
 * progress bar) fails quietly: its HTML is the whole of what a reader needs, and the console has
 * the error.
 */
function showFallback(island: HTMLElement, app: string, retry: () => void): void {
  if (!hasOwnControls(island)) return;
  island.querySelector(`:scope > [${FALLBACK}]`)?.remove();
  // Marked at once, so a click on the notice is never held as input for the island (early-input.ts).
  const host = document.createElement('div');
  host.setAttribute(FALLBACK, '');
  island.prepend(host);
  void import('./fallback-root').then(({ showIslandFallback }) =>
    showIslandFallback(host, isRemoteName(app) ? REMOTE_LABELS[app] : null, retry),
  );
}

async function start(island: HTMLElement, handshake: IslandHandshake): Promise<void> {
  const [app = '', name = ''] = (island.getAttribute(ISLAND_ATTRIBUTES.island) ?? '').split('/');
  const props = JSON.parse(island.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as IslandProps;
  let module: IslandModule;
  try {
    module = await loadModule(app, name);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    // What the reader did meanwhile cannot be done now; Retry starts afresh.
    handshake.replays.delete(island);
    showFallback(island, app, () => void start(island, handshake));
    return;
  }
  if ('mount' in module) {
    island.setAttribute(HYDRATED, '');
    module.mount(island, props);
    replay(island, handshake, false);
    return;
  }
  const [{ hydrateIsland }, router] = await Promise.all([
    import('./hydrate'),
    island.hasAttribute(ISLAND_ATTRIBUTES.router) ? import('./island-router') : null,
  ]);
  // From here React's root listens on the island and replays what arrives while it hydrates.
  island.setAttribute(HYDRATED, '');
  // The replay waits until React has finished the commit that reported the hydration: inside it (an
  // effect), the state a replayed keystroke sets is not rendered yet, React puts the field back to
  // the old state meanwhile, and a form replayed next would be sent empty.
  hydrateIsland(island, module.default, props, router?.IslandRouter ?? null, () => queueMicrotask(() => replay(island, handshake, true)));
}

/** Takes over from the inline loader: the islands already due, then every one as it comes due. */
export function startIslands(): void {
  const handshake: IslandHandshake = window.__toolverse ?? (window.__toolverse = { pending: [], replays: new Map() });
  handshake.start = (island) => void start(island, handshake);
  for (const island of handshake.pending.splice(0)) handshake.start(island);
  watchToasts();
}

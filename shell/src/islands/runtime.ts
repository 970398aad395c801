// The shell's island runtime: what the page's inline loader (bootstrap.ts) brings in once the first
// island is due. It loads each island's module from the app that owns it (the shell's own chunks, or
// a remote's expose through the federation runtime with the shell's retries, time limit and
// compatibility check), starts it on its element (a React root hydrated, or a DOM island mounted),
// then replays the input the island received before. An island whose remote cannot be reached
// keeps its server HTML and shows a notice with Retry; the rest of the page is not affected.
import { REMOTE_LABELS, REMOTE_NAMES, type RemoteName } from '@toolverse/shared-content';
import type { IslandModule, IslandProps } from '@toolverse/contracts';
import { ISLAND_TAG } from '@toolverse/contracts/island-markup';
import { loadRemoteModule } from '../federation/load-remote';
import { SHELL_ISLANDS } from './index';
import { FALLBACK, HYDRATED, type IslandQueue, type Replay } from './queue';
import { watchToasts } from './toasts';

const isRemoteName = (app: string): app is RemoteName => (REMOTE_NAMES as readonly string[]).includes(app);

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

/**
 * Text typed and options chosen before hydration are in the DOM, where React's own bookkeeping
 * already counts them as its value: each is set back through React's value tracker and entered
 * again as the reader did (the native setter, then an input event), so the island's state follows.
 */
function replayValues(island: Element): void {
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) {
        field.checked = field.defaultChecked;
        field.click();
      }
      continue;
    }
    const changed =
      field instanceof HTMLSelectElement
        ? [...field.options].some((option) => option.selected !== option.defaultSelected)
        : field.value !== field.defaultValue;
    if (!changed) continue;
    const entered = field.value;
    const original =
      field instanceof HTMLSelectElement
        ? ([...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '')
        : field.defaultValue;
    field.value = original;
    const prototype = Object.getPrototypeOf(field) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entered);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

function replay(island: Element, queue: IslandQueue, values: boolean): void {
  if (values) replayValues(island);
  const held: Replay[] = queue.replays.get(island) ?? [];
  queue.replays.delete(island);
  for (const { type, target, submitter } of held) {
    if (!target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) {
      if (submitter && target.contains(submitter)) target.requestSubmit(submitter);
      else target.requestSubmit();
    } else if (target instanceof HTMLElement) target.click();
  }
}

/** A control of the island itself (not of an island inside it): what a reader would try and find dead. */
const CONTROLS = 'button, input, select, textarea, [role="button"], a[data-replay]';
const hasOwnControls = (island: HTMLElement) =>
  [...island.querySelectorAll(CONTROLS)].some((control) => control.closest(ISLAND_TAG) === island);

/**
 * What the reader sees in place of a part that did not load: its HTML stays, with a notice and
 * Retry. An island without controls of its own (motion, a progress bar) fails quietly: its HTML is
 * the whole of what a reader needs, and the console has the error.
 */
function showFallback(island: HTMLElement, app: string, retry: () => void): void {
  if (!hasOwnControls(island)) return;
  island.querySelector(`:scope > [${FALLBACK}]`)?.remove();
  const label = isRemoteName(app) ? REMOTE_LABELS[app] : 'this part of the page';
  const notice = document.createElement('div');
  notice.setAttribute(FALLBACK, '');
  notice.setAttribute('role', 'alert');
  notice.className = 'my-4 flex flex-wrap items-center gap-3 rounded-xl border border-rose-400/60 bg-space-900 px-4 py-3 text-sm text-ink';
  const text = document.createElement('p');
  text.textContent = `${label.charAt(0).toUpperCase()}${label.slice(1)} can't be reached right now, so this part of the page does not respond. Everything else still works.`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Retry';
  button.className = 'rounded-full bg-glow-cyan px-4 py-1.5 font-semibold text-space-950 hover:bg-white';
  button.addEventListener('click', () => {
    notice.remove();
    retry();
  });
  notice.append(text, button);
  island.prepend(notice);
}

async function start(island: HTMLElement, queue: IslandQueue): Promise<void> {
  const [app = '', name = ''] = (island.dataset.island ?? '').split('/');
  const props = JSON.parse(island.dataset.props ?? '{}') as IslandProps;
  let module: IslandModule;
  try {
    module = await loadModule(app, name);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    // What the reader did meanwhile cannot be done now; Retry starts afresh.
    queue.replays.delete(island);
    showFallback(island, app, () => void start(island, queue));
    return;
  }
  if ('mount' in module) {
    island.setAttribute(HYDRATED, '');
    module.mount(island, props);
    replay(island, queue, false);
    return;
  }
  const [{ hydrateIsland }, router] = await Promise.all([
    import('./hydrate'),
    island.hasAttribute('data-router') ? import('./island-router') : null,
  ]);
  // From here React's root listens on the island and replays what arrives while it hydrates.
  island.setAttribute(HYDRATED, '');
  // The replay waits until React has finished the commit that reported the hydration: inside it (an
  // effect), the state a replayed keystroke sets is not rendered yet, React puts the field back to
  // the old state meanwhile, and a form replayed next would be sent empty.
  hydrateIsland(island, module.default, props, router?.IslandRouter ?? null, () => queueMicrotask(() => replay(island, queue, true)));
}

/** Takes over from the inline loader: the islands already due, then every one as it comes due. */
export function startIslands(): void {
  const queue: IslandQueue = window.__toolverse ?? (window.__toolverse = { pending: [], replays: new Map() });
  queue.start = (island) => void start(island, queue);
  for (const island of queue.pending.splice(0)) queue.start(island);
  watchToasts();
}

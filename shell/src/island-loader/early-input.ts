// Input that arrives before an island's code has run: a click on a replayed control, or the submit
// of a form the browser cannot send by itself, inside an island not yet hydrated, is held (the
// browser does nothing with it), the island is started, and the runtime replays the input once the
// island's code runs it (replay.ts). Links, forms marked native and popover buttons are left to the
// browser: they work without any script.
import {
  ISLAND_INNER_ATTRIBUTES,
  ISLAND_STATES,
  ISLAND_TAG,
  REPLAYED_CONTROL,
  type HeldInput,
  type IslandHandshake,
} from '@toolverse/contracts/island-protocol';

/** Holds early input from now on, handing it to the handshake and starting its island with `start`. */
export function holdEarlyInput(handshake: IslandHandshake, start: (island: HTMLElement) => void): void {
  const hold = (event: Event) => {
    const target = event.target as Element;
    const island = target.closest?.<HTMLElement>(ISLAND_TAG);
    // The notice of an island that could not load has its own Retry, which must not wait for the island.
    if (!island || island.hasAttribute(ISLAND_STATES.hydrated) || target.closest(`[${ISLAND_INNER_ATTRIBUTES.fallback}]`)) return;
    let input: HeldInput;
    if (event.type === 'submit') {
      if (target.hasAttribute(ISLAND_INNER_ATTRIBUTES.nativeSubmit)) return;
      input = { type: 'submit', target, submitter: (event as SubmitEvent).submitter };
    } else {
      const control = target.closest(REPLAYED_CONTROL);
      if (!control || !island.contains(control)) return;
      // A link opened in a new tab or window is the browser's to open.
      const click = event as MouseEvent;
      if (control.localName === 'a' && (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey)) return;
      input = { type: 'click', target: control };
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    handshake.replays.set(island, [...(handshake.replays.get(island) ?? []), input]);
    start(island);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

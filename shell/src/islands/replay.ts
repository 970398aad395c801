// The runtime's side of early input (early-input.ts holds it): once an island's code runs it, what
// the reader did before is done again, as they did it.
import { REPLAYED_FIELD, type IslandHandshake } from '@toolverse/contracts/island-protocol';

/**
 * Text typed and options chosen before hydration are in the DOM, where React's own bookkeeping
 * already counts them as its value: each is set back through React's value tracker and entered
 * again as the reader did (the native setter, then an input event), so the island's state follows.
 */
function replayValues(island: Element): void {
  for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(REPLAYED_FIELD)) {
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

/**
 * Replays the clicks and submits the island received before its code ran (and, for a React island,
 * `values`: the text typed and options chosen), in order; input whose element has gone is dropped.
 */
export function replay(island: Element, handshake: IslandHandshake, values: boolean): void {
  if (values) replayValues(island);
  const held = handshake.replays.get(island) ?? [];
  handshake.replays.delete(island);
  for (const { type, target, submitter } of held) {
    if (!target.isConnected) continue;
    if (type === 'submit' && target instanceof HTMLFormElement) {
      if (submitter && target.contains(submitter)) target.requestSubmit(submitter);
      else target.requestSubmit();
    } else if (target instanceof HTMLElement) target.click();
  }
}

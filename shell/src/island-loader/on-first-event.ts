/**
 * Calls `then` on the first of these events on `target` that it accepts (it returns false to wait
 * for the next), then stops listening. Capturing, so no handler below can stop the event first;
 * passive, so a scroll or a touch is never held up.
 */
export function onFirstEvent(target: EventTarget, types: readonly string[], then: (event: Event) => boolean | void): void {
  const listener = (event: Event) => {
    if (then(event) === false) return;
    for (const type of types) target.removeEventListener(type, listener, true);
  };
  for (const type of types) target.addEventListener(type, listener, { capture: true, passive: true });
}

import { cloneElement, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { IconTooltipProps } from '@toolverse/shared-content';
import { flushSync } from 'react-dom';
import type * as Tooltip from '@radix-ui/react-tooltip';

/** The spec's tooltip timings: open after 700 ms; within 300 ms of a close, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

type RadixTooltip = typeof Tooltip;

/**
 * Radix Tooltip (with its positioning engine) is loaded when the reader first moves a mouse or
 * presses a key, not with the page: it would cost every route's first load about 10 KB of gzip for
 * something that shows only after 700 ms of hovering, and never on touch.
 */
let radix: RadixTooltip | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
/** A pointer is down: swapping the controls now would make that press miss its click. */
let pressed = false;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Renders the controls inside Radix's triggers, as new elements; a control that had the focus gets it back. */
function swapIn(module: RadixTooltip) {
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement.dataset.tooltipTrigger : undefined;
  flushSync(() => {
    radix = module;
    listeners.forEach((listener) => listener());
  });
  if (focused !== undefined) document.querySelector<HTMLElement>(`[data-tooltip-trigger="${CSS.escape(focused)}"]`)?.focus();
}

/** Loads Radix Tooltip and swaps it in once no press is under way. Tests call it up front. */
export function loadTooltips(): Promise<void> {
  loading ??= import('@radix-ui/react-tooltip').then((module) => {
    if (!pressed) return swapIn(module);
    // After the press's click has been delivered to the element that was pressed.
    window.addEventListener('pointerup', () => setTimeout(() => swapIn(module)), { once: true, capture: true });
  });
  return loading;
}

let listening = false;

/** Once per page: a mouse move or a key press loads the tooltips; presses are tracked for the swap. */
function loadOnFirstInteraction(): void {
  if (listening) return;
  listening = true;
  const start = (event: Event) => {
    if (event instanceof PointerEvent && event.pointerType === 'touch') return;
    window.removeEventListener('pointermove', start, true);
    window.removeEventListener('keydown', start, true);
    void loadTooltips();
  };
  window.addEventListener('pointerdown', () => (pressed = true), true);
  window.addEventListener('pointerup', () => (pressed = false), true);
  window.addEventListener('pointermove', start, { capture: true, passive: true });
  window.addEventListener('keydown', start, true);
}

function useRadixTooltip(): RadixTooltip | null {
  const module = useSyncExternalStore(
    subscribe,
    () => radix,
    () => null,
  );
  useEffect(() => {
    if (!module) loadOnFirstInteraction();
  }, [module]);
  return module;
}

/**
 * Controls that sit together and share tooltip timing: moving from one to the next within 300 ms
 * skips the delay (Radix's Provider holds that state).
 */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const module = useRadixTooltip();
  if (!module) return children;
  return (
    <module.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </module.Provider>
  );
}

/**
 * A tooltip naming an icon-only control, on hover and on keyboard focus (Escape closes it). It opens
 * beside the control (below, or above near the bottom edge), never over it.
 */
export function IconTooltip({ label, children }: IconTooltipProps) {
  const module = useRadixTooltip();
  const trigger = cloneElement(children, { 'data-tooltip-trigger': label });
  if (!module) return trigger;
  return (
    <module.Root>
      <module.Trigger asChild>{trigger}</module.Trigger>
      <module.Portal>
        <module.Content
          side="bottom"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 rounded-md border border-space-600 bg-space-800 px-2.5 py-1.5 text-xs font-semibold text-ink shadow-lg"
        >
          {label}
          <module.Arrow className="fill-space-800" />
        </module.Content>
      </module.Portal>
    </module.Root>
  );
}

// The site's tooltips: any control with data-tooltip="its name" (the icon-only ones: search, menu,
// Share, Save, the carousel's arrows) shows its name beside it on hover and on keyboard focus,
// with the spec's timings: after 700 ms, and at once within 300 ms of the last one closing. One
// tooltip at a time; Escape, a press, leaving or blurring the control closes it. A build of its own
// (tooling/bundle/webpack.ts), which the page's inline loader fetches on the first mouse move or key press:
// touch readers never download it. Positioned by Floating UI, so it stays on screen.
import { arrow, computePosition, flip, offset, shift } from '@floating-ui/dom';

/** The spec's tooltip timings: open after 700 ms; within 300 ms of a close, the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
const TOOLTIP_ID = 'toolverse-tooltip';
const TRIGGER = '[data-tooltip]';

let shownFor: HTMLElement | null = null;
let pending: { trigger: HTMLElement; timer: number } | null = null;
let closedAt = Number.NEGATIVE_INFINITY;

function tooltipElement(): { tip: HTMLElement; label: HTMLElement; tail: HTMLElement } {
  let tip = document.getElementById(TOOLTIP_ID);
  if (!tip) {
    tip = document.createElement('div');
    tip.id = TOOLTIP_ID;
    tip.setAttribute('role', 'tooltip');
    tip.hidden = true;
    tip.className =
      'pointer-events-none fixed left-0 top-0 z-[60] rounded-md border border-space-600 bg-space-800 px-2.5 py-1.5 text-xs font-semibold text-ink shadow-lg';
    const label = document.createElement('span');
    const tail = document.createElement('span');
    tail.className = 'absolute size-2 rotate-45 border-l border-t border-space-600 bg-space-800';
    tip.append(label, tail);
    document.body.append(tip);
  }
  return { tip, label: tip.firstElementChild as HTMLElement, tail: tip.lastElementChild as HTMLElement };
}

async function show(trigger: HTMLElement): Promise<void> {
  const { tip, label, tail } = tooltipElement();
  shownFor = trigger;
  label.textContent = trigger.dataset.tooltip ?? '';
  tip.hidden = false;
  trigger.setAttribute('aria-describedby', TOOLTIP_ID);
  // Beside the control (below, or above near the bottom edge), never over it.
  const { x, y, placement, middlewareData } = await computePosition(trigger, tip, {
    strategy: 'fixed',
    placement: 'bottom',
    middleware: [offset(8), flip(), shift({ padding: 8 }), arrow({ element: tail })],
  });
  if (shownFor !== trigger) return;
  Object.assign(tip.style, { transform: `translate(${Math.round(x)}px, ${Math.round(y)}px)` });
  const above = placement.startsWith('top');
  Object.assign(tail.style, {
    left: `${middlewareData.arrow?.x ?? 0}px`,
    top: above ? '' : '-5px',
    bottom: above ? '-5px' : '',
    transform: above ? 'rotate(225deg)' : 'rotate(45deg)',
  });
}

function hide(): void {
  if (pending) {
    window.clearTimeout(pending.timer);
    pending = null;
  }
  if (!shownFor) return;
  if (shownFor.getAttribute('aria-describedby') === TOOLTIP_ID) shownFor.removeAttribute('aria-describedby');
  shownFor = null;
  closedAt = performance.now();
  const tip = document.getElementById(TOOLTIP_ID);
  if (tip) tip.hidden = true;
}

function open(trigger: HTMLElement): void {
  if (shownFor === trigger || pending?.trigger === trigger) return;
  hide();
  if (performance.now() - closedAt < TOOLTIP_SKIP_DELAY_MS) {
    void show(trigger);
    return;
  }
  pending = {
    trigger,
    timer: window.setTimeout(() => {
      pending = null;
      void show(trigger);
    }, TOOLTIP_DELAY_MS),
  };
}

const triggerOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(TRIGGER) : null);

/** Starts the tooltips on this page (once). */
export function startTooltips(): void {
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType === 'touch') return;
    const trigger = triggerOf(event.target);
    if (trigger) open(trigger);
  });
  document.addEventListener('pointerout', (event) => {
    const trigger = triggerOf(event.target);
    if (trigger && !trigger.contains(event.relatedTarget as Node | null)) hide();
  });
  document.addEventListener('focusin', (event) => {
    const trigger = triggerOf(event.target);
    // Keyboard focus only: a click focuses a button too, and the tooltip would follow every press.
    if (trigger?.matches(':focus-visible')) open(trigger);
  });
  document.addEventListener('focusout', (event) => {
    if (triggerOf(event.target)) hide();
  });
  document.addEventListener('pointerdown', hide, true);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
  document.addEventListener('scroll', hide, { passive: true, capture: true });
}

startTooltips();

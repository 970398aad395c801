import { fireEvent } from '@testing-library/react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './index';

const tooltip = () => document.getElementById('toolverse-tooltip');
const shown = () => tooltip() !== null && !tooltip()!.hidden;
/** jsdom has no PointerEvent: a mouse event that says which pointer it is. */
const pointer = (type: string, target: Element, init: MouseEventInit & { pointerType?: string } = {}) =>
  target.dispatchEvent(Object.assign(new MouseEvent(type, { bubbles: true, ...init }), { pointerType: init.pointerType ?? 'mouse' }));

describe('tooltips', () => {
  let search: HTMLButtonElement;
  let menu: HTMLButtonElement;
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = `
      <button type="button" data-tooltip="Search articles">S</button>
      <button type="button" data-tooltip="Open menu">M</button>`;
    [search, menu] = [...document.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  });
  afterEach(() => {
    pointer('pointerout', document.body);
    jest.runOnlyPendingTimers();
    jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
    jest.useRealTimers();
  });

  it('name a control after 700 ms of hovering, beside it, described by it', async () => {
    pointer('pointerover', search);
    jest.advanceTimersByTime(TOOLTIP_DELAY_MS - 1);
    expect(shown()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(shown()).toBe(true);
    expect(tooltip()).toHaveTextContent('Search articles');
    expect(tooltip()).toHaveAttribute('role', 'tooltip');
    expect(search).toHaveAttribute('aria-describedby', 'toolverse-tooltip');
    pointer('pointerout', search, { relatedTarget: document.body });
    expect(shown()).toBe(false);
    expect(search).not.toHaveAttribute('aria-describedby');
  });

  it('open at once within 300 ms of the last one closing, and after the delay again past that', () => {
    pointer('pointerover', search);
    jest.advanceTimersByTime(TOOLTIP_DELAY_MS);
    pointer('pointerout', search, { relatedTarget: menu });
    pointer('pointerover', menu);
    expect(shown()).toBe(true);
    expect(tooltip()).toHaveTextContent('Open menu');
    pointer('pointerout', menu, { relatedTarget: document.body });
    jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
    pointer('pointerover', search);
    expect(shown()).toBe(false);
  });

  it('close on Escape and on a press, and never show for touch', () => {
    pointer('pointerover', search);
    jest.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(shown()).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(shown()).toBe(false);
    jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
    pointer('pointerover', menu, { pointerType: 'touch' });
    jest.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(shown()).toBe(false);
  });
});

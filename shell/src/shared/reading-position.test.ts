// The reading position a page records as it is left, and puts back when the reader returns: by the
// block that was in view, not by the pixel offset (which a page loaded again lays out differently).
import { readingPosition, recordOnLeave, restoreReadingPosition } from './reading-position';

/** jsdom lays nothing out: each block gets a top in the page, the window a scroll offset. */
function layOut(tops: Record<string, number>, scrollY: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: scrollY });
  for (const element of document.querySelectorAll<HTMLElement>('[data-top]')) {
    const top = (tops[element.id] ?? Number(element.dataset.top)) - scrollY;
    element.getBoundingClientRect = () => ({
      top,
      bottom: top + 100,
      height: 100,
      left: 0,
      right: 0,
      width: 0,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
  }
  document.querySelector<HTMLElement>('[data-site-header]')!.getBoundingClientRect = () => ({ top: 0, bottom: 64, height: 64 }) as DOMRect;
}

beforeEach(() => {
  document.body.innerHTML = `
    <header data-site-header></header>
    <main>
      <h1 id="title" data-top="100">An article</h1>
      <p id="one" data-top="300">Same words</p>
      <aside><p id="side" data-top="450">A sticky sidebar, in view too</p></aside>
      <p id="two" data-top="500">Same words</p>
      <p id="three" data-top="700">Later words</p>
    </main>`;
  window.scrollTo = jest.fn();
});

describe('the reading position', () => {
  it('is the first block of the reading column not hidden under the header, with its height in the window', () => {
    layOut({}, 420);
    // #one ends at 400 - 420 = -20: gone; #two starts at 80, below the header's 64.
    expect(readingPosition()).toEqual({ tag: 'p', text: 'Same words', nth: 1, top: 80, scrollY: 420 });
  });

  it('is nothing at the top of the page', () => {
    layOut({}, 0);
    expect(readingPosition()).toBeNull();
  });

  it('is put back by the block, wherever the page loaded again has laid it out', () => {
    // Above #two, estimated heights: it is 130 px further down than when it was read.
    layOut({ one: 330, two: 630, three: 830 }, 0);
    restoreReadingPosition({ tag: 'p', text: 'Same words', nth: 1, top: 80, scrollY: 420 });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 550);
  });

  it('falls back to the offset when the block is no longer on the page', () => {
    layOut({}, 0);
    restoreReadingPosition({ tag: 'p', text: 'Words an edit removed', nth: 0, top: 80, scrollY: 420 });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it('is kept as the page is left, and leaves restoring to the browser when the tab refuses storage', () => {
    // jsdom has no scroll restoring of its own: the mode alone, as browsers expose it.
    Object.defineProperty(history, 'scrollRestoration', { configurable: true, writable: true, value: 'auto' });
    recordOnLeave();
    layOut({}, 420);
    window.dispatchEvent(new Event('pagehide'));
    expect(history.scrollRestoration).toBe('manual');
    expect(JSON.parse(sessionStorage.getItem('toolverse:reading-position:/')!)).toMatchObject({ text: 'Same words', nth: 1 });

    const refuse = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(history.scrollRestoration).toBe('auto');
    refuse.mockRestore();
  });
});

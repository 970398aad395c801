import { render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { endHydrating, markHydrating } from './hydration';
import { KeptUntilNear } from './kept-until-near';

/** The browser's IntersectionObserver, played by hand: `approach()` brings the observed part near the viewport. */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.observers.push(this);
  }
  observe() {}
  disconnect() {
    FakeIntersectionObserver.observers = FakeIntersectionObserver.observers.filter((observer) => observer !== this);
  }
  static approach() {
    FakeIntersectionObserver.observers.forEach((observer) => observer.callback([{ isIntersecting: true }]));
  }
}

/** Lets React's scheduler run its queued work (it uses macrotasks in a browser-like environment). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const part = (text: string, load: () => Promise<unknown>) => (
  <KeptUntilNear id="footer-part" load={load}>
    {() => (
      <p>
        {text} <button type="button">Subscribe</button>
      </p>
    )}
  </KeptUntilNear>
);

describe('KeptUntilNear', () => {
  beforeEach(() => {
    FakeIntersectionObserver.observers = [];
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    document.body.innerHTML = '';
    endHydrating();
  });

  it('keeps the prerendered HTML while the page hydrates, loads its code when it nears the viewport, then goes live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(part('server text', async () => undefined));
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    let finish: () => void = () => {};
    const load = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    // Hydrated as in a browser (no act(), which settles a suspended boundary by rendering it afresh),
    // and as the shell hydrates a page (shell/src/bootstrap.tsx): in a transition.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      markHydrating();
      startTransition(() => {
        hydrateRoot(container, part('live text', load));
      });
      await settle();
      // Kept as the server wrote it: nothing of its code has been asked for, and no mismatch reported.
      expect(container.textContent).toContain('server text');
      expect(load).not.toHaveBeenCalled();

      FakeIntersectionObserver.approach();
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(container.textContent).toContain('server text');
      finish();
      await settle();
      expect(container.textContent).toContain('live text');
      expect(screen.getAllByRole('button', { name: 'Subscribe' })).toHaveLength(1);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      errors.mockRestore();
    }
  });

  it('renders at once, without loading anything first, in a page rendered in the browser', () => {
    const load = jest.fn(async () => undefined);
    render(part('live text', load));
    expect(screen.getByText(/live text/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});

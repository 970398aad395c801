import { render, screen } from '@testing-library/react';
import { startTransition, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { endHydrating, markHydrating } from './hydration';
import { hydrateWhenNear } from './hydrate-when-near';

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

/** Lets React's scheduler and the lazy import settle (macrotasks, as in a browser). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

function SignupForm({ label }: { label: string }) {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label>
        {label} <input name="email" type="email" />
      </label>
    </form>
  );
}

describe('hydrateWhenNear', () => {
  beforeEach(() => {
    FakeIntersectionObserver.observers = [];
    Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
    document.body.innerHTML = '';
    endHydrating();
  });

  it('keeps the server HTML while the page hydrates, loads the code when it nears, and hydrates it in place', async () => {
    const load = jest.fn(async () => SignupForm);
    const Near = hydrateWhenNear(load);
    const container = document.createElement('div');
    document.body.append(container);
    // What the prerender writes (it waits for the lazy part; renderToString would not).
    container.innerHTML = renderToString(
      <div id="signup">
        <Suspense fallback={null}>
          <SignupForm label="Email" />
        </Suspense>
      </div>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Email');
    // The reader types before the form's code has come.
    input.value = 'reader@example.com';
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      markHydrating();
      startTransition(() => {
        hydrateRoot(container, <Near nearId="signup" label="Email" />);
      });
      await settle();
      expect(load).not.toHaveBeenCalled();
      expect(screen.getByLabelText('Email')).toBe(input);

      FakeIntersectionObserver.approach();
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      // Hydrated, not rendered afresh: the same element, with what was typed into it.
      expect(screen.getByLabelText('Email')).toBe(input);
      expect(input.value).toBe('reader@example.com');
      expect(errors).not.toHaveBeenCalled();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      errors.mockRestore();
    }
  });

  it('loads at once in a page rendered in the browser', async () => {
    const Near = hydrateWhenNear(async () => SignupForm);
    render(<Near nearId="signup" label="Email" />);
    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
  });
});

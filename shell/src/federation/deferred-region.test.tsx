import { act, render, screen, waitFor } from '@testing-library/react';
import { createContext, startTransition, Suspense, useContext, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredRemoteRegion } from './deferred-region';
import { markHydrating } from './hydration';
import { loadRemoteModule, peekRemoteModule } from './load-remote';

jest.mock('./load-remote', () => ({
  loadRemoteModule: jest.fn(),
  peekRemoteModule: jest.fn(() => undefined),
  peekRemoteFailure: jest.fn(() => undefined),
}));
const load = loadRemoteModule as jest.Mock;
const peek = peekRemoteModule as jest.Mock;

interface Widget {
  message: string;
}

const region = () => (
  <DeferredRemoteRegion<Widget> id="finder" remote="quizzes" module="./ToolFinder" size="widget">
    {(mod) => <p>{mod.message}</p>}
  </DeferredRemoteRegion>
);

describe('DeferredRemoteRegion', () => {
  beforeEach(() => {
    load.mockReset();
    peek.mockReset();
  });

  it('on a page rendered afresh, is an ordinary region even if old server HTML is still there', async () => {
    const stale = document.createElement('div');
    stale.id = 'finder';
    stale.innerHTML = '<p>stale server HTML</p>';
    document.body.append(stale);
    load.mockResolvedValue({ message: 'live finder' });
    render(region());
    expect(screen.getByText('Loading the quizzes…')).toBeInTheDocument();
    expect(await screen.findByText('live finder')).toBeInTheDocument();
    stale.remove();
  });

  it('while hydrating prerendered HTML, keeps it until the remote has loaded, then shows the live widget', async () => {
    markHydrating();
    document.body.insertAdjacentHTML('beforeend', '<div id="finder"><p>server HTML</p></div>');
    let resolve: (value: Widget) => void = () => {};
    load.mockReturnValue(new Promise<Widget>((done) => (resolve = done)));
    render(region());
    // Kept: no skeleton, nothing rendered in its place yet.
    expect(screen.queryByText('Loading the quizzes…')).toBeNull();
    expect(load).toHaveBeenCalledWith('quizzes', './ToolFinder');
    peek.mockReturnValue({ message: 'live finder' });
    await act(async () => resolve({ message: 'live finder' }));
    expect(await screen.findByText('live finder')).toBeInTheDocument();
  });
});

describe('DeferredRemoteRegion, nearing the viewport', () => {
  /** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when it intersects. */
  const observers: { margin: string | undefined; callback: IntersectionObserverCallback }[] = [];
  const observed: Element[] = [];
  const intersect = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback } of observers) callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });

  beforeEach(() => {
    observers.length = 0;
    observed.length = 0;
    load.mockReset();
    peek.mockReset();
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ margin: options?.rootMargin, callback });
      }
      observe(target: Element) {
        observed.push(target);
      }
      disconnect() {}
    };
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    document.body.innerHTML = '';
  });

  it('when its server HTML works as it is, loads its remote only once that HTML is on screen', async () => {
    markHydrating();
    document.body.insertAdjacentHTML('beforeend', '<div id="featured"><p>server HTML</p></div>');
    load.mockResolvedValue({ message: 'live featured' });
    render(
      <DeferredRemoteRegion<Widget> id="featured" serverHtmlWorks remote="blog" module="./FeaturedArticles" size="widget">
        {(mod) => <p>{mod.message}</p>}
      </DeferredRemoteRegion>,
    );
    expect(observers.map((observer) => observer.margin)).toEqual(['0px']);
    // The kept HTML's own elements: its wrapper (display: contents) has no box to come into view.
    expect(observed.map((element) => element.outerHTML)).toEqual(['<p>server HTML</p>']);
    await intersect(false);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('Loading the blog…')).toBeNull();

    peek.mockReturnValue({ message: 'live featured' });
    await intersect(true);
    expect(load).toHaveBeenCalledWith('blog', './FeaturedArticles');
    expect(await screen.findByText('live featured')).toBeInTheDocument();
  });

  it('when its server HTML keeps buttons waiting, loads 600px ahead of the viewport', () => {
    markHydrating();
    document.body.insertAdjacentHTML('beforeend', '<div id="finder"><p>server HTML</p></div>');
    render(region());
    expect(observers.map((observer) => observer.margin)).toEqual(['600px 0px']);
  });

  it("keeps server HTML that works as it is when its remote can't be reached, and shows the fallback otherwise", async () => {
    markHydrating();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="featured"><p>featured server HTML</p></div><div id="finder"><p>finder server HTML</p></div>',
    );
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    load.mockRejectedValue(new Error('remote blog is unreachable'));
    try {
      render(
        <>
          <DeferredRemoteRegion<Widget> id="featured" serverHtmlWorks remote="blog" module="./FeaturedArticles" size="widget">
            {(mod) => <p>{mod.message}</p>}
          </DeferredRemoteRegion>
          {region()}
        </>,
      );
      await intersect(true);
      expect(load).toHaveBeenCalledWith('blog', './FeaturedArticles');
      expect(await screen.findByText(/The quizzes can.t be reached/)).toBeInTheDocument();
      expect(screen.queryByText(/The blog can.t be reached/)).toBeNull();
      expect(errors).toHaveBeenCalledWith('remote blog is unreachable');
    } finally {
      errors.mockRestore();
    }
  });
});

describe('DeferredRemoteRegion, hydrating the server HTML', () => {
  it('keeps the prerendered widget on screen while the page hydrates, until its remote has loaded', async () => {
    document.body.innerHTML = '';
    const container = document.createElement('div');
    // What the prerender writes: the region inside its own boundary.
    container.innerHTML = renderToString(
      <div id="finder" className="contents">
        <Suspense fallback={null}>
          <p>server HTML</p>
        </Suspense>
      </div>,
    );
    document.body.append(container);
    let resolve: (value: Widget) => void = () => {};
    load.mockReturnValue(new Promise<Widget>((done) => (resolve = done)));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    // As in a browser and as the shell does (bootstrap.tsx): in a transition, outside act(), which
    // would settle a suspended boundary by rendering it afresh.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      markHydrating();
      startTransition(() => {
        hydrateRoot(container, region());
      });
      await new Promise((done) => setTimeout(done, 50));
      expect(load).toHaveBeenCalledWith('quizzes', './ToolFinder');
      expect(screen.getByText('server HTML')).toBeInTheDocument();
      expect(screen.queryByText('Loading the quizzes…')).toBeNull();

      peek.mockReturnValue({ message: 'live finder' });
      resolve({ message: 'live finder' });
      expect(await screen.findByText('live finder')).toBeInTheDocument();
      expect(screen.queryByText('server HTML')).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      errors.mockRestore();
      container.remove();
    }
  });

  it('keeps the server HTML through updates of the page above it, urgent or in a transition', async () => {
    document.body.innerHTML = '';
    const Count = createContext(0);
    let bump: (urgent: boolean) => void = () => {};
    function Shown() {
      return <p>count {useContext(Count)}</p>;
    }
    function Page({ children }: { children: ReactNode }) {
      const [count, setCount] = useState(0);
      bump = (urgent) => (urgent ? flushSync(() => setCount((n) => n + 1)) : startTransition(() => setCount((n) => n + 1)));
      return (
        <Count.Provider value={count}>
          <Shown />
          {children}
        </Count.Provider>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Page>
        <div id="finder" className="contents">
          <Suspense fallback={null}>
            <p>server HTML</p>
          </Suspense>
        </div>
      </Page>,
    );
    document.body.append(container);
    load.mockReturnValue(new Promise<Widget>(() => {}));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const settle = () => new Promise((done) => setTimeout(done, 50));
    try {
      markHydrating();
      startTransition(() => {
        hydrateRoot(container, <Page>{region()}</Page>);
      });
      // Hydrated once the region's effect has asked for its remote.
      await waitFor(() => expect(load).toHaveBeenCalled());
      // What the skip link's #main does to the router's location: an urgent update above the region.
      bump(true);
      expect(screen.getByText('count 1')).toBeInTheDocument();
      expect(screen.getByText('server HTML')).toBeInTheDocument();
      // A client-side navigation or a filter in the URL: a transition.
      bump(false);
      expect(await screen.findByText('count 2')).toBeInTheDocument();
      await settle();
      expect(screen.getByText('server HTML')).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      errors.mockRestore();
      container.remove();
    }
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import {
  createContext,
  createRef,
  startTransition,
  Suspense,
  useContext,
  useImperativeHandle,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KeptHtml, useServerHtml } from './kept-html';

const Count = createContext(0);

/** What renders the part: on the server, and in the browser once it goes live. */
function Article() {
  return (
    <article>
      <h2>Body</h2>
      <a href="/blog/next">Next article</a>
      <span>seen at count {useContext(Count)}</span>
    </article>
  );
}

interface Handles {
  bump: (urgent: boolean) => void;
  goLive: () => void;
  /** Whether the page has hydrated (both refs set). */
  hydrated: () => boolean;
}

/** A page with a kept part, and the handles a test moves them with. */
function setup() {
  const pageRef = createRef<Pick<Handles, 'bump'>>();
  const partRef = createRef<Pick<Handles, 'goLive'>>();
  function Page({ ref, children }: { ref: Ref<Pick<Handles, 'bump'>>; children: ReactNode }) {
    const [count, setCount] = useState(0);
    useImperativeHandle(ref, () => ({
      bump: (urgent) => (urgent ? flushSync(() => setCount((n) => n + 1)) : startTransition(() => setCount((n) => n + 1))),
    }));
    return (
      <Count.Provider value={count}>
        <p>count {count}</p>
        {children}
      </Count.Provider>
    );
  }
  function Part({ ref }: { ref: Ref<Pick<Handles, 'goLive'>> }) {
    const serverHtml = useServerHtml('part');
    const [kept, setKept] = useState(true);
    useImperativeHandle(ref, () => ({ goLive: () => flushSync(() => setKept(false)) }));
    return (
      <KeptHtml id="part" html={kept ? serverHtml : null}>
        <Suspense fallback={null}>
          <Article />
        </Suspense>
      </KeptHtml>
    );
  }
  const page = (
    <Page ref={pageRef}>
      <Part ref={partRef} />
    </Page>
  );
  const handles: Handles = {
    bump: (urgent) => pageRef.current?.bump(urgent),
    goLive: () => partRef.current?.goLive(),
    hydrated: () => pageRef.current !== null && partRef.current !== null,
  };
  return { page, handles };
}

describe('KeptHtml', () => {
  it('keeps the server HTML, node for node, through hydration and updates of the page above it, until it goes live', async () => {
    const { page, handles } = setup();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const link = screen.getByRole('link', { name: 'Next article' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => {
        hydrateRoot(container, page, { onRecoverableError: (error) => console.error(error) });
      });
      await waitFor(() => expect(handles.hydrated()).toBe(true));
      handles.bump(true);
      expect(screen.getByText('count 1')).toBeInTheDocument();
      handles.bump(false);
      expect(await screen.findByText('count 2')).toBeInTheDocument();
      // The same node the server wrote, still saying what the server said.
      expect(screen.getByRole('link', { name: 'Next article' })).toBe(link);
      expect(screen.getByText('seen at count 0')).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();

      handles.goLive();
      expect(screen.getByText('seen at count 2')).toBeInTheDocument();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      errors.mockRestore();
      container.remove();
    }
  });

  it('renders its children where the page has no server HTML for it', () => {
    render(setup().page);
    expect(screen.getByRole('link', { name: 'Next article' })).toBeInTheDocument();
    expect(screen.getByText('seen at count 0')).toBeInTheDocument();
  });
});

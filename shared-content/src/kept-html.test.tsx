import { render, screen } from '@testing-library/react';
import { createContext, startTransition, Suspense, useContext, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { KeptHtml, useServerHtml } from './kept-html';

const Count = createContext(0);
let bump: (urgent: boolean) => void = () => {};
let goLive: () => void = () => {};

function Page({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  bump = (urgent) => (urgent ? flushSync(() => setCount((n) => n + 1)) : startTransition(() => setCount((n) => n + 1)));
  return (
    <Count.Provider value={count}>
      <p>count {count}</p>
      {children}
    </Count.Provider>
  );
}

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

function Part() {
  const serverHtml = useServerHtml('part');
  const [kept, setKept] = useState(true);
  goLive = () => flushSync(() => setKept(false));
  return (
    <KeptHtml id="part" html={kept ? serverHtml : null}>
      <Suspense fallback={null}>
        <Article />
      </Suspense>
    </KeptHtml>
  );
}

describe('KeptHtml', () => {
  it('keeps the server HTML, node for node, through hydration and updates of the page above it, until it goes live', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Page>
        <Part />
      </Page>,
    );
    document.body.append(container);
    const link = screen.getByRole('link', { name: 'Next article' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const settle = () => new Promise((done) => setTimeout(done, 30));
    try {
      startTransition(() => {
        hydrateRoot(
          container,
          <Page>
            <Part />
          </Page>,
          { onRecoverableError: (error) => console.error(error) },
        );
      });
      await settle();
      bump(true);
      await settle();
      bump(false);
      await settle();
      expect(screen.getByText('count 2')).toBeInTheDocument();
      // The same node the server wrote, still saying what the server said.
      expect(screen.getByRole('link', { name: 'Next article' })).toBe(link);
      expect(screen.getByText('seen at count 0')).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();

      goLive();
      expect(screen.getByText('seen at count 2')).toBeInTheDocument();
      expect(container.querySelector('#part')).toHaveClass('contents');
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      errors.mockRestore();
      container.remove();
    }
  });

  it('renders its children where the page has no server HTML for it', () => {
    render(
      <Page>
        <Part />
      </Page>,
    );
    expect(screen.getByRole('link', { name: 'Next article' })).toBeInTheDocument();
    expect(screen.getByText('seen at count 0')).toBeInTheDocument();
  });
});

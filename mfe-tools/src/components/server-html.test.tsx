import { screen, waitFor } from '@testing-library/react';
import { createRef, startTransition, useImperativeHandle, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Deferred } from './server-html';

interface Filter {
  filter: (on: boolean) => void;
}

/** A list rendered from data, prerendered unfiltered, as the directory's lists are. */
function List({ ref, load }: { ref?: Ref<Filter>; load: () => Promise<string[]> }) {
  const [filtered, setFiltered] = useState(false);
  useImperativeHandle(ref, () => ({ filter: (on) => flushSync(() => setFiltered(on)) }));
  return (
    <Deferred id="list" serverHtmlMatches={!filtered} load={load} fallback={<p>Loading…</p>}>
      {(names) => (
        <ul>
          {(filtered ? names.slice(0, 1) : names).map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </Deferred>
  );
}

describe('Deferred', () => {
  it('keeps the prerendered list without loading its data, and loads it once the reader filters', async () => {
    const names = ['ChatGPT', 'Claude', 'Canva'];
    const container = document.createElement('div');
    // The server has the data at hand; what it writes is the unfiltered list.
    container.innerHTML = renderToString(
      <List load={() => ({ then: (done: (value: string[]) => void) => done(names) }) as Promise<string[]>} />,
    );
    document.body.append(container);
    const load = jest.fn(() => Promise.resolve(names));
    const ref = createRef<Filter>();
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      startTransition(() => {
        hydrateRoot(container, <List ref={ref} load={load} />);
      });
      await waitFor(() => expect(ref.current).not.toBeNull());
      expect(screen.getAllByRole('listitem')).toHaveLength(3);
      expect(load).not.toHaveBeenCalled();

      ref.current?.filter(true);
      await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
      expect(load).toHaveBeenCalled();
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      container.remove();
    }
  });
});

// The island runtime on server HTML, as a page has it: islands rendered by the server's renderer,
// hydrated without a mismatch, input held before they started replayed, a remote that cannot be
// reached answered with a notice and Retry.
import { act, screen, waitFor } from '@testing-library/react';
import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRendererProvider, SiteUrlProvider, domIsland, reactIsland, type ShellServices } from '@toolverse/contracts';
import { ISLAND_ATTRIBUTES, ISLAND_STATES, ISLAND_TAG } from '@toolverse/contracts/island-protocol';
import { islandRenderer } from '../island-renderer';

function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Name</label>
      <input id={id} defaultValue="" />
      <button type="button" onClick={() => setCount(count + 1)}>{`Clicked ${count}`}</button>
    </div>
  );
}

/** What the Echo island's form was submitted with: the field as the browser sends it, and the island's state. */
const submitted: { sent: FormDataEntryValue | null; state: string }[] = [];

function Echo() {
  const [text, setText] = useState('');
  return (
    <form
      aria-label="Echo"
      onSubmit={(event) => {
        event.preventDefault();
        submitted.push({ sent: new FormData(event.currentTarget).get('q'), state: text });
      }}
    >
      <input aria-label="Echo" name="q" value={text} onChange={(event) => setText(event.target.value)} />
      <output>{`You typed: ${text}`}</output>
    </form>
  );
}

jest.mock('../shared/shell-islands', () => ({
  SHELL_ISLANDS: {
    Counter: async () => ({ default: Counter }),
    Echo: async () => ({ default: Echo }),
    Progress: async () => ({
      mount: (element: HTMLElement, props: { label: string }) => {
        element.querySelector('p')!.textContent = `${props.label}: mounted`;
      },
    }),
  },
}));

const loadRemoteModule = jest.fn();
jest.mock('../federation/load-remote', () => ({ loadRemoteModule: (...args: unknown[]) => loadRemoteModule(...args) }));

const CounterIsland = reactIsland('shell/Counter', Counter, { load: 'interaction' });
const EchoIsland = reactIsland('shell/Echo', Echo, { load: 'interaction' });
const RemoteIsland = reactIsland('tools/Directory', Counter, { load: 'interaction' });
const ProgressIsland = domIsland('shell/Progress', (_props: { label: string }) => <p>still</p>, { load: 'load', mount: () => {} });
const MotionIsland = domIsland('blog/Motion', () => <p>An article that moves</p>, { load: 'idle', mount: () => {} });
const SERVICES: ShellServices = { NotFound: () => null, NewsletterForm: () => null };

/** The page as the prerender writes it: each island on a root of its own. */
function serverPage(): string {
  return renderToString(
    <SiteUrlProvider value="http://localhost">
      <IslandRendererProvider value={islandRenderer('/', 'http://localhost', SERVICES)}>
        <main>
          <CounterIsland start={1} />
          <CounterIsland start={10} />
          <EchoIsland />
          <RemoteIsland start={0} />
          <ProgressIsland label="Reading" />
          <MotionIsland />
        </main>
      </IslandRendererProvider>
    </SiteUrlProvider>,
  );
}

const HYDRATED = ISLAND_STATES.hydrated;
const islands = () => [...document.querySelectorAll<HTMLElement>(ISLAND_TAG)];
const byName = (name: string) => islands().filter((island) => island.getAttribute(ISLAND_ATTRIBUTES.island) === name);

let errors: jest.SpyInstance;
beforeEach(async () => {
  document.body.innerHTML = serverPage();
  window.__toolverse = { pending: [], replays: new Map() };
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  loadRemoteModule.mockReset();
});
afterEach(() => errors.mockRestore());

async function start(...elements: HTMLElement[]): Promise<void> {
  const { startIslands } = await import('./runtime');
  window.__toolverse!.pending.push(...elements);
  await act(async () => {
    startIslands();
  });
}

describe('the island runtime', () => {
  it('hydrates each island on its own root without a mismatch, and replays a click made before', async () => {
    const [first, second] = byName('shell/Counter');
    const button = first!.querySelector('button')!;
    window.__toolverse!.replays.set(first!, [{ type: 'click', target: button }]);
    await start(first!, second!);
    await waitFor(() => expect(button).toHaveTextContent('Clicked 2'));
    expect(second!.querySelector('button')).toHaveTextContent('Clicked 10');
    expect(first).toHaveAttribute(HYDRATED);
    // Two islands of one kind: their ids differ, and each label still names its own input.
    const labels = islands().flatMap((island) => [...island.querySelectorAll('label')]);
    expect(new Set(labels.map((label) => label.htmlFor)).size).toBe(labels.length);
    expect(errors).not.toHaveBeenCalled();
    await act(async () => button.click());
    expect(button).toHaveTextContent('Clicked 3');
  });

  it('takes up text typed before the island started, as if typed after', async () => {
    const [echo] = byName('shell/Echo');
    const input = echo!.querySelector('input')!;
    input.value = 'zapier';
    await start(echo!);
    await waitFor(() => expect(echo).toHaveTextContent('You typed: zapier'));
    expect(input.value).toBe('zapier');
    expect(errors).not.toHaveBeenCalled();
  });

  it('submits a form sent before the island started with the text typed before it', async () => {
    // The header search: text typed, then Enter, while the island's code was still on its way.
    const [echo] = byName('shell/Echo');
    const form = echo!.querySelector('form')!;
    echo!.querySelector('input')!.value = 'zapier';
    submitted.length = 0;
    window.__toolverse!.replays.set(echo!, [{ type: 'submit', target: form }]);
    await start(echo!);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({ sent: 'zapier', state: 'zapier' });
    expect(echo).toHaveTextContent('You typed: zapier');
  });

  it('mounts a DOM island on its server markup with its props', async () => {
    const [progress] = byName('shell/Progress');
    await start(progress!);
    await waitFor(() => expect(progress).toHaveTextContent('Reading: mounted'));
    expect(progress).toHaveAttribute(HYDRATED);
  });

  it("keeps a remote island's HTML readable when its remote cannot be reached, says so, and Retry tries again", async () => {
    const [remote] = byName('tools/Directory');
    const button = remote!.querySelector('button')!;
    window.__toolverse!.replays.set(remote!, [{ type: 'click', target: button }]);
    loadRemoteModule.mockRejectedValueOnce(new Error('Remote "tools" (./Directory) could not be loaded: connection refused'));
    await start(remote!);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent("The Arsenal can't be reached right now");
    expect(errors).toHaveBeenCalledWith('Remote "tools" (./Directory) could not be loaded: connection refused');
    expect(button).toHaveTextContent('Clicked 0');
    expect(remote).not.toHaveAttribute(HYDRATED);

    loadRemoteModule.mockResolvedValueOnce({ default: Counter });
    await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
    await waitFor(() => expect(remote).toHaveAttribute(HYDRATED));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The click made before the failure was not replayed later: it belonged to a part that did not respond.
    expect(button).toHaveTextContent('Clicked 0');
    expect(loadRemoteModule).toHaveBeenCalledWith('tools', './Directory');
  });

  it('lets an island without controls of its own fail quietly: its HTML is all a reader needs, the console has the error', async () => {
    const [motion] = byName('blog/Motion');
    loadRemoteModule.mockRejectedValueOnce(new Error('Remote "blog" (./Motion) could not be loaded: connection refused'));
    await start(motion!);
    expect(errors).toHaveBeenCalledWith('Remote "blog" (./Motion) could not be loaded: connection refused');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(motion).toHaveTextContent('An article that moves');
  });
});

import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { InIslandProvider, IslandRendererProvider, domIsland, reactIsland, type IslandRenderer } from './island';
import { ISLAND_ATTRIBUTES, ISLAND_STATES, ISLAND_TAG } from './island-protocol';

const { island: ISLAND, load: LOAD, props: PROPS, router: ROUTER, idPrefix: ID_PREFIX, url: URL_ATTRIBUTE } = ISLAND_ATTRIBUTES;
/** The attributes every island is written with, as the server writes them (props as escaped JSON). */
const written = (id: string, load: string, props: string) => `${ISLAND}="${id}" ${LOAD}="${load}" ${PROPS}="${props}"`;

function Counter({ start }: { start: number }) {
  return <button type="button">{`Count ${start}`}</button>;
}

const CounterIsland = reactIsland('tools/Counter', Counter, { load: 'interaction' });
const RoutedIsland = reactIsland('tools/Routed', Counter, { load: 'idle', router: true });

/** A renderer as the shell's server gives one: each island's HTML from a root of its own. */
const renderer: IslandRenderer = ({ element }) => ({
  html: `<p>own root: ${renderToString(element)}</p>`,
  idPrefix: 'i7-',
  url: '/tools?x=1',
});

describe('reactIsland', () => {
  it('renders its markup on a root of its own on the server: what to load, when, with which props and ids', () => {
    const html = renderToString(
      <IslandRendererProvider value={renderer}>
        <CounterIsland start={3} />
      </IslandRendererProvider>,
    );
    expect(html).toBe(
      `<${ISLAND_TAG} ${written('tools/Counter', 'interaction', '{&quot;start&quot;:3}')} ${ID_PREFIX}="i7-"><p>own root: <button type="button">Count 3</button></p></${ISLAND_TAG}>`,
    );
  });

  it('lets a placement choose when it loads, and names the URL an island with a router was rendered at', () => {
    const html = renderToString(
      <IslandRendererProvider value={renderer}>
        <CounterIsland start={1} load="visible" />
        <RoutedIsland start={2} />
      </IslandRendererProvider>,
    );
    expect(html).toContain(written('tools/Counter', 'visible', '{&quot;start&quot;:1}'));
    expect(html).toContain(
      `${written('tools/Routed', 'idle', '{&quot;start&quot;:2}')} ${ROUTER}="" ${ID_PREFIX}="i7-" ${URL_ATTRIBUTE}="/tools?x=1"`,
    );
  });

  it("is part of the island it is rendered in, with no markup of its own (the enclosing island's root owns it)", () => {
    expect(
      renderToString(
        <InIslandProvider value>
          <CounterIsland start={5} />
        </InIslandProvider>,
      ),
    ).toBe('<button type="button">Count 5</button>');
  });

  it('runs in place when a whole page is rendered in the browser (a remote team’s standalone frame)', () => {
    const { container } = render(<CounterIsland start={4} />);
    const island = container.querySelector(ISLAND_TAG);
    expect(island).toHaveAttribute(ISLAND, 'tools/Counter');
    expect(island).toHaveTextContent('Count 4');
  });
});

describe('domIsland', () => {
  const mount = jest.fn();
  const Progress = ({ label }: { label: string }) => <div data-progress="">{label}</div>;
  const ProgressIsland = domIsland('blog/Progress', Progress, { load: 'idle', mount });

  beforeEach(() => mount.mockReset());

  it('renders with the page on the server, marked for the loader, without mounting', () => {
    expect(renderToString(<ProgressIsland label="Reading" />)).toBe(
      `<${ISLAND_TAG} ${written('blog/Progress', 'idle', '{&quot;label&quot;:&quot;Reading&quot;}')}><div data-progress="">Reading</div></${ISLAND_TAG}>`,
    );
    expect(mount).not.toHaveBeenCalled();
  });

  it('names the URL its page is rendered for when its placement gives one, out of its props', () => {
    expect(renderToString(<ProgressIsland label="Reading" url="/tools/compare" />)).toBe(
      `<${ISLAND_TAG} ${written('blog/Progress', 'idle', '{&quot;label&quot;:&quot;Reading&quot;}')} ${URL_ATTRIBUTE}="/tools/compare"><div data-progress="">Reading</div></${ISLAND_TAG}>`,
    );
  });

  it('mounts its behaviour once on its element in a browser render', () => {
    const { container, rerender } = render(<ProgressIsland label="Reading" />);
    rerender(<ProgressIsland label="Reading" />);
    const island = container.querySelector(ISLAND_TAG);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(mount).toHaveBeenCalledWith(island, { label: 'Reading' });
    expect(island).toHaveAttribute(ISLAND_STATES.hydrated);
  });
});

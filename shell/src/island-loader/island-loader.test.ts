// The inline loader (the island scheduler, early input, the first-use fetches), run once on a page of islands of every kind.
import { fireEvent, waitFor } from '@testing-library/react';
import { NEXT_PAGE_TOAST_KEY } from '@toolverse/contracts';
import {
  ISLAND_ATTRIBUTES,
  ISLAND_INNER_ATTRIBUTES,
  ISLAND_STATES,
  ISLAND_TAG,
  LOADER_ATTRIBUTES,
} from '@toolverse/contracts/island-protocol';

const { island: ISLAND, load: LOAD, props: PROPS, router: ROUTER, url: URL_ATTRIBUTE } = ISLAND_ATTRIBUTES;
const { replay: REPLAY, nativeSubmit: NATIVE_SUBMIT, fallback: FALLBACK } = ISLAND_INNER_ATTRIBUTES;
const { triggered: TRIGGERED, hydrated: HYDRATED } = ISLAND_STATES;

/** An island element as the server writes it. */
const islandHtml = (id: string, load: string, inner: string, extra = '') =>
  `<${ISLAND_TAG} ${ISLAND}="${id}" ${LOAD}="${load}" ${PROPS}="{}" ${extra}>${inner}</${ISLAND_TAG}>`;

const PAGE = `
  <header data-site-header><button type="button" popovertarget="site-search" id="search-toggle">Search</button><a href="/blog" id="blog-link">Blog</a></header>
  ${islandHtml('shell/Now', 'load', '<p>now</p>')}
  ${islandHtml('blog/Later', 'idle', '<p>later</p>')}
  ${islandHtml('blog/Reading', 'scroll', '<p>reading</p>')}
  ${islandHtml('blog/Newer', 'someday', '<p>newer</p>')}
  ${islandHtml('quizzes/Seen', 'visible', '<section>seen</section>')}
  ${islandHtml(
    'quizzes/Quiz',
    'interaction',
    `<button type="button" id="answer">An answer</button>
    <button type="button" popovertarget="panel" id="popover-toggle">Search</button>
    <a href="/tools" id="plain-link">A link</a>
    <a href="/tools/automation" id="announced" ${REPLAY}="">An announced link</a>
    <form method="post" id="subscribe"><input name="email"><button id="send">Subscribe</button></form>
    <form method="get" action="/tools" id="filters" ${NATIVE_SUBMIT}=""><button id="show">Show</button></form>`,
  )}
  ${islandHtml('guide/Typed', 'interaction', '<input id="typed">')}
  ${islandHtml('tools/Here', 'interaction', '<p>here</p>', `${ROUTER}="" ${URL_ATTRIBUTE}="/tools?category=video"`)}
  ${islandHtml('tools/Elsewhere', 'interaction', '<p>elsewhere</p>', `${ROUTER}="" ${URL_ATTRIBUTE}="/tools"`)}
  ${islandHtml('tools/DomElsewhere', 'interaction', '<p>a DOM island</p>', `${URL_ATTRIBUTE}="/tools/compare"`)}
  ${islandHtml('tools/DomHere', 'interaction', '<p>a DOM island</p>', `${URL_ATTRIBUTE}="/tools?category=video"`)}
  ${islandHtml(
    'blog/Broken',
    'interaction',
    `<div ${FALLBACK}="" role="alert"><button type="button" id="retry">Retry</button></div><button type="button">Save</button>`,
    `${TRIGGERED}=""`,
  )}
`;

const observed: Element[] = [];
let intersect: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => {};
const idle: (() => void)[] = [];

const handshake = () => window.__toolverse!;
const island = (name: string) => document.querySelector<HTMLElement>(`${ISLAND_TAG}[${ISLAND}="${name}"]`)!;
const triggered = (name: string) => island(name).hasAttribute(TRIGGERED);
const islandsRequested = () => document.head.querySelector('script[src="/islands.test.js"]') !== null;

beforeAll(async () => {
  window.IntersectionObserver = class {
    constructor(callback: typeof intersect) {
      intersect = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
    disconnect() {}
    unobserve() {}
  } as unknown as typeof IntersectionObserver;
  Object.assign(window, { requestIdleCallback: (callback: () => void) => idle.push(callback) });
  document.body.innerHTML = PAGE;
  window.history.replaceState(null, '', '/tools?category=video');
  const script = document.createElement('script');
  script.setAttribute(LOADER_ATTRIBUTES.islands, '/islands.test.js');
  script.setAttribute(LOADER_ATTRIBUTES.tooltips, '/tooltips.test.js');
  script.setAttribute(LOADER_ATTRIBUTES.titleSearch, '/title-search.test.js');
  script.setAttribute(LOADER_ATTRIBUTES.pageChrome, '/page-chrome.test.js');
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  sessionStorage.setItem(NEXT_PAGE_TOAST_KEY, JSON.stringify({ title: 'From the last page' }));
  await import('./index');
  // The strategies' inline scripts, which the prerender writes after the loader on a page that uses them.
  await Promise.all([import('./strategies/visible'), import('./strategies/scroll')]);
  document.dispatchEvent(new Event('DOMContentLoaded'));
});

describe('the inline island loader', () => {
  it('fetches the page chrome on the first scroll, move, touch or key, and nothing of it before (first: the tests below move and scroll)', () => {
    const chrome = () => document.head.querySelectorAll('script[src="/page-chrome.test.js"]');
    expect(chrome()).toHaveLength(0);
    // A press (a touch one: the tests below start other things on scrolls, keys and mouse moves).
    window.dispatchEvent(Object.assign(new MouseEvent('pointerdown'), { pointerType: 'touch' }));
    window.dispatchEvent(Object.assign(new MouseEvent('pointerdown'), { pointerType: 'touch' }));
    expect(chrome()).toHaveLength(1);
  });

  it('starts an island marked load at once, and asks for the runtime with the first one', () => {
    expect(triggered('shell/Now')).toBe(true);
    expect(handshake().pending).toContain(island('shell/Now'));
    expect(islandsRequested()).toBe(true);
    expect(document.head.querySelectorAll('script[src="/islands.test.js"]')).toHaveLength(1);
  });

  it('starts an idle island once the page has loaded and the browser is idle', () => {
    expect(triggered('blog/Later')).toBe(false);
    window.dispatchEvent(new Event('load'));
    expect(triggered('blog/Later')).toBe(false);
    idle.splice(0).forEach((callback) => callback());
    expect(triggered('blog/Later')).toBe(true);
  });

  it('starts a scroll island when the reader starts reading (a turn of the wheel), not with the page or when idle', () => {
    expect(triggered('blog/Reading')).toBe(false);
    window.dispatchEvent(new Event('wheel'));
    expect(triggered('blog/Reading')).toBe(true);
  });

  it('starts an island whose strategy it does not know (a newer contract) when idle', () => {
    expect(triggered('blog/Newer')).toBe(true);
  });

  it('starts a visible island when one of its elements nears the screen (the island element itself has no box)', () => {
    expect(observed).toEqual([island('quizzes/Seen').firstElementChild]);
    expect(triggered('quizzes/Seen')).toBe(false);
    intersect([{ isIntersecting: true, target: observed[0]! }]);
    expect(triggered('quizzes/Seen')).toBe(true);
  });

  it('holds a click on a button of an island whose code has not run, and starts the island', () => {
    expect(triggered('quizzes/Quiz')).toBe(false);
    const answer = document.getElementById('answer')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const seen = jest.fn();
    answer.addEventListener('click', seen);
    answer.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(seen).not.toHaveBeenCalled();
    expect(triggered('quizzes/Quiz')).toBe(true);
    expect(handshake().replays.get(island('quizzes/Quiz'))).toEqual([{ type: 'click', target: answer }]);
  });

  it('leaves to the browser what works without a script: links, popover buttons, forms marked native', () => {
    const before = handshake().replays.get(island('quizzes/Quiz'))?.length;
    for (const id of ['plain-link', 'popover-toggle']) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    const native = new Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('filters')!.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(false);
    expect(handshake().replays.get(island('quizzes/Quiz'))?.length).toBe(before);
  });

  it('holds a link marked to be replayed (it does more than navigate), but not one opened in a new tab', () => {
    const announced = document.getElementById('announced')!;
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    announced.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    announced.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(handshake().replays.get(island('quizzes/Quiz'))?.at(-1)).toEqual({ type: 'click', target: announced });
  });

  it('holds a submit of a form that needs the island, with the button that sent it', () => {
    const form = document.getElementById('subscribe') as HTMLFormElement;
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: document.getElementById('send') });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(handshake().replays.get(island('quizzes/Quiz'))?.at(-1)).toEqual({
      type: 'submit',
      target: form,
      submitter: document.getElementById('send'),
    });
  });

  it('starts an interaction island on the first focus or input in it', () => {
    expect(triggered('guide/Typed')).toBe(false);
    fireEvent.focusIn(document.getElementById('typed')!);
    expect(triggered('guide/Typed')).toBe(true);
  });

  it('starts at once an island that keeps its state in the URL when it was served for another URL', () => {
    expect(triggered('tools/Elsewhere')).toBe(true);
    expect(triggered('tools/Here')).toBe(false);
    // A DOM island has no router: the URL it was rendered for alone says it shows what its URL asks for.
    expect(triggered('tools/DomElsewhere')).toBe(true);
    expect(triggered('tools/DomHere')).toBe(false);
  });

  it("lets the Retry of an island's notice work: it is no input for the island", () => {
    const retried = jest.fn();
    const retry = document.getElementById('retry')!;
    retry.addEventListener('click', retried);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    retry.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(retried).toHaveBeenCalled();
    expect(handshake().replays.has(island('blog/Broken'))).toBe(false);
  });

  it('hands the islands to the runtime once it has arrived, and lets go of hydrated ones', () => {
    const start = jest.fn();
    handshake().start = start;
    const hydrated = island('guide/Typed');
    hydrated.setAttribute(HYDRATED, '');
    const later = document.createElement(ISLAND_TAG);
    later.setAttribute(LOAD, 'interaction');
    later.innerHTML = '<button type="button">Go</button>';
    document.body.append(later);
    later.querySelector('button')!.click();
    expect(start).toHaveBeenCalledWith(later);
  });

  it('starts islands added to the page after it was parsed, each by its strategy, in added markup too', async () => {
    const section = document.createElement('section');
    section.innerHTML =
      islandHtml('blog/Added', 'load', '<p>added</p>') + islandHtml('blog/AddedQuiz', 'interaction', '<input id="added">');
    document.body.append(section);
    await waitFor(() => expect(triggered('blog/Added')).toBe(true));
    expect(triggered('blog/AddedQuiz')).toBe(false);
    fireEvent.focusIn(document.getElementById('added')!);
    expect(triggered('blog/AddedQuiz')).toBe(true);
  });

  it('loads the title search on the first move toward the search button, not on other moves', () => {
    const search = () => document.head.querySelectorAll('script[src="/title-search.test.js"]');
    document.getElementById('blog-link')!.dispatchEvent(new MouseEvent('pointerover', { bubbles: true }));
    expect(search()).toHaveLength(0);
    document.getElementById('search-toggle')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    document.getElementById('search-toggle')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(search()).toHaveLength(1);
  });

  it('loads the tooltips on the first mouse move, never on touch', () => {
    const tooltips = () => document.head.querySelector('script[src="/tooltips.test.js"]');
    // jsdom has no PointerEvent: a mouse event that says which pointer moved.
    const move = (pointerType: string) => Object.assign(new MouseEvent('pointermove'), { pointerType });
    window.dispatchEvent(move('touch'));
    expect(tooltips()).toBeNull();
    window.dispatchEvent(move('mouse'));
    expect(tooltips()).not.toBeNull();
  });
});

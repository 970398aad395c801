import { act, fireEvent, render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

let navigate: ReturnType<typeof useNavigate>;

/** Follows a link (a path) or Back and Forward (-1, 1), as the router does. */
function go(to: string | number) {
  act(() => {
    void (typeof to === 'number' ? navigate(to) : navigate(to));
  });
}

function Page() {
  useScrollOnNavigation();
  const navigateHere = useNavigate();
  useEffect(() => {
    navigate = navigateHere;
  });
  return null;
}

function showPage(path: string) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </StrictMode>,
  );
}

/** The reader (or the page) scrolls the window to `top`. */
function scrollWindow(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  fireEvent.scroll(window);
}

const scrollTo = jest.fn((options: ScrollToOptions) => scrollWindow(options.top ?? 0));

beforeEach(() => {
  sessionStorage.clear();
  scrollTo.mockClear();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  scrollWindow(0);
});

describe('useScrollOnNavigation', () => {
  it('leaves the page the browser opened where the reader has scrolled it, through hydration', () => {
    scrollWindow(1800);
    showPage('/blog/some-article');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(window.scrollY).toBe(1800);
  });

  it('opens a page reached by a link at the top', () => {
    showPage('/blog');
    scrollWindow(1500);
    go('/terms');
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0 });
    expect(window.scrollY).toBe(0);
  });

  it("leaves a link to an anchor to scroll to the anchor's target", () => {
    showPage('/blog');
    scrollWindow(900);
    go('/guide#automate');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('returns to where the reader left a page on Back, and to where they left the next on Forward', () => {
    showPage('/blog');
    scrollWindow(2400);
    go('/blog/some-article');
    expect(window.scrollY).toBe(0);
    scrollWindow(700);
    go(-1);
    expect(window.scrollY).toBe(2400);
    go(1);
    expect(window.scrollY).toBe(700);
  });

  it('opens a page at the top on Back when where it was left is not known (storage unreadable)', () => {
    showPage('/blog');
    scrollWindow(2400);
    go('/tools');
    sessionStorage.setItem('toolverse:scroll-positions', '{not json');
    scrollWindow(300);
    go(-1);
    expect(window.scrollY).toBe(0);
  });
});

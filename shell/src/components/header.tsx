import { useLocation } from 'react-router-dom';
import { paths } from '@toolverse/shared-content/site/paths';
import { LogoMark, Wordmark } from './logo';
import { SEARCH_PANEL_ID, SearchBox } from './search-box';

const MENU_ID = 'mobile-menu';

const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.blog.index, label: 'Blog' },
  { to: paths.quizzes.index, label: 'Quizzes' },
] as const;

const navLinkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-white aria-[current=page]:text-white focus-visible:outline-2 focus-visible:outline-glow-cyan';

/** Home is current on the home page only; Blog and Quizzes on their pages and below. */
function isCurrent(to: string, pathname: string): boolean {
  return to === paths.home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

/** Three bars, or a cross while the menu is open (the header watches its popover, :popover-open). */
function MenuIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" className="group-has-[#mobile-menu:popover-open]/header:hidden" />
      <path d="M6 6l12 12M18 6 6 18" className="hidden group-has-[#mobile-menu:popover-open]/header:inline" />
    </svg>
  );
}

/** A panel under the header: a popover, so it opens, closes on Escape or a click elsewhere, without a script. */
const PANEL_CLASS =
  'fixed inset-x-0 top-16 bottom-auto m-0 w-auto max-w-none border-0 border-t border-white/10 bg-space-950 p-0 text-ink shadow-lg';

/**
 * The site header, on every page. It works as the server wrote it: the search toggle and the menu
 * toggle open their panels with the HTML popover attribute, links are links. The search box in its
 * panel is a form the title search takes over (shell/src/title-search/); the page's inline loader turns the header translucent once the
 * page is scrolled past 10 px (data-scrolled).
 */
export function Header() {
  const { pathname } = useLocation();
  return (
    <header
      data-site-header=""
      className="group/header fixed inset-x-0 top-0 z-40 bg-space-950 transition-colors duration-300 data-[scrolled]:border-b data-[scrolled]:border-white/10 data-[scrolled]:bg-space-950/70 data-[scrolled]:shadow-lg data-[scrolled]:backdrop-blur-md"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-glow-cyan focus:px-4 focus:py-2 focus:font-semibold focus:text-space-950"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <a
          href={paths.home}
          aria-label="Toolverse home"
          className="mr-auto flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-glow-cyan"
        >
          <LogoMark />
          <Wordmark />
        </a>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              <a href={to} aria-current={isCurrent(to, pathname) ? 'page' : undefined} className={navLinkClass}>
                {label}
              </a>
            </li>
          ))}
        </ul>
        <a
          href={paths.tools.index}
          className="hidden rounded-full bg-gradient-to-r from-glow-cyan to-glow-violet px-4 py-2 text-sm font-bold text-space-950 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:inline-block"
        >
          Top Tool
        </a>
        <button
          type="button"
          popoverTarget={SEARCH_PANEL_ID}
          aria-label="Search articles"
          data-tooltip="Search articles"
          className="rounded-lg p-2.5 text-muted hover:text-white focus-visible:outline-2 focus-visible:outline-glow-cyan"
        >
          <SearchIcon />
        </button>
        <button
          type="button"
          popoverTarget={MENU_ID}
          aria-label="Open menu"
          data-tooltip="Open menu"
          className="rounded-lg p-2.5 text-muted hover:text-white focus-visible:outline-2 focus-visible:outline-glow-cyan md:hidden"
        >
          <MenuIcon />
        </button>
      </nav>
      <div
        id={SEARCH_PANEL_ID}
        popover="auto"
        role="search"
        aria-label="Search articles"
        // A popover clips what overflows it (overflow: auto); the results drop down below the panel.
        className={`${PANEL_CLASS} overflow-visible px-4 py-3`}
      >
        <SearchBox />
      </div>
      <nav id={MENU_ID} popover="auto" aria-label="Menu" className={`${PANEL_CLASS} px-4 pb-4 md:hidden`}>
        <ul className="flex flex-col gap-1 pt-2">
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              <a href={to} aria-current={isCurrent(to, pathname) ? 'page' : undefined} className={navLinkClass}>
                {label}
              </a>
            </li>
          ))}
          <li>
            <a
              href={paths.tools.index}
              className="mt-2 inline-block rounded-full bg-gradient-to-r from-glow-cyan to-glow-violet px-4 py-2 text-sm font-bold text-space-950"
            >
              Top Tool
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

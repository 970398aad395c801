import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { HEADER_SCROLL_THRESHOLD_PX, paths, remoteForPath } from '@toolverse/shared-content';
import { preloadRemoteRoutes } from '../federation/load-remote';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { IconTooltip, TooltipGroup } from './icon-tooltip';
import { LogoMark, Wordmark } from './logo';

// The search box brings the article catalogue with it, so it loads when the reader opens it.
const SearchBox = lazy(() => import('./search-box').then((module) => ({ default: module.SearchBox })));

const NAV_LINKS = [
  { to: paths.home, label: 'Home' },
  { to: paths.blog.index, label: 'Blog' },
  { to: paths.quizzes.index, label: 'Quizzes' },
] as const;

/** Hovering or focusing a link starts loading the remote behind it. */
function preloadFor(to: string) {
  const remote = remoteForPath(to);
  return remote ? () => preloadRemoteRoutes(remote) : undefined;
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-glow-cyan ${
    isActive ? 'text-white' : 'text-muted'
  }`;

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
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
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function Header() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const { key } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Every navigation closes both panels, Back and Forward included: they are set while rendering
  // the new location (a panel keyed by the page it was opened on came back open on Back).
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setSearchOpen(false);
    setMenuOpen(false);
  }

  function closeSearch() {
    setSearchOpen(false);
    searchToggle.current?.focus();
  }

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-300 ${
        scrolled ? 'border-b border-white/10 bg-space-950/70 shadow-lg backdrop-blur-md' : 'bg-space-950'
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-glow-cyan focus:px-4 focus:py-2 focus:font-semibold focus:text-space-950"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <Link
          to={paths.home}
          aria-label="Toolverse home"
          className="mr-auto flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-glow-cyan"
        >
          <LogoMark />
          <Wordmark />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end={to === paths.home} className={navLinkClass} onMouseEnter={preloadFor(to)} onFocus={preloadFor(to)}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Link
          to={paths.tools.index}
          onMouseEnter={preloadFor(paths.tools.index)}
          onFocus={preloadFor(paths.tools.index)}
          className="hidden rounded-full bg-gradient-to-r from-glow-cyan to-glow-violet px-4 py-2 text-sm font-bold text-space-950 hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white md:inline-block"
        >
          Top Tool
        </Link>
        <TooltipGroup>
          <IconTooltip label={searchOpen ? 'Close search' : 'Search articles'}>
            <button
              ref={searchToggle}
              type="button"
              aria-expanded={searchOpen}
              aria-controls="site-search"
              aria-label={searchOpen ? 'Close search' : 'Search articles'}
              onClick={() => setSearchOpen(!searchOpen)}
              className="rounded-lg p-2.5 text-muted hover:text-white focus-visible:outline-2 focus-visible:outline-glow-cyan"
            >
              <SearchIcon />
            </button>
          </IconTooltip>
          <IconTooltip label={menuOpen ? 'Close menu' : 'Open menu'}>
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              onClick={() => setMenuOpen(!menuOpen)}
              className="rounded-lg p-2.5 text-muted hover:text-white focus-visible:outline-2 focus-visible:outline-glow-cyan md:hidden"
            >
              <MenuIcon open={menuOpen} />
            </button>
          </IconTooltip>
        </TooltipGroup>
      </nav>
      <div id="site-search" hidden={!searchOpen} className="border-t border-white/10 px-4 py-3">
        {searchOpen && (
          <Suspense fallback={<p className="mx-auto max-w-2xl py-3 text-muted">Loading search…</p>}>
            <SearchBox onClose={closeSearch} />
          </Suspense>
        )}
      </div>
      <nav id="mobile-menu" aria-label="Menu" hidden={!menuOpen} className="border-t border-white/10 px-4 pb-4 md:hidden">
        <ul className="flex flex-col gap-1 pt-2">
          {NAV_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink to={to} end={to === paths.home} className={navLinkClass}>
                {label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link
              to={paths.tools.index}
              className="mt-2 inline-block rounded-full bg-gradient-to-r from-glow-cyan to-glow-violet px-4 py-2 text-sm font-bold text-space-950"
            >
              Top Tool
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}

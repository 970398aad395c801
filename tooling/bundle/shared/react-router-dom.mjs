// What the apps share as `react-router-dom` in the browser: the router of an island that keeps state
// in the URL (shell/src/islands/island-router.tsx, on <Router>) and the hooks such an island uses,
// and what the apps' standalone development frames render pages with (BrowserRouter, Routes).
// Links are plain <a>: every page is a document of its own.
// A shared module cannot be tree-shaken against its consumers (any remote might use any export), so
// sharing the whole package would ship its data routers and server helpers, which nobody calls.
// Re-exporting a named subset lets webpack drop the rest. ESLint (eslint.config.mjs) allows only
// these names from 'react-router-dom', so a remote cannot reach for one this module does not provide.
// The routers that never run in a browser (MemoryRouter in tests, StaticRouter in the prerender) are
// left out: tests and Node builds import the package itself, which ESLint allows them.
export {
  BrowserRouter,
  Navigate,
  Route,
  Router,
  Routes,
  useInRouterContext,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';

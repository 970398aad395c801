// What the apps share as `react-router-dom`: the declarative router API they use, and nothing else.
// A shared module cannot be tree-shaken against its consumers (any remote might use any export), so
// sharing the whole package would ship ~62 KB gzip of data routers and server helpers nobody calls.
// Re-exporting a named subset lets webpack drop the rest. ESLint (eslint.config.mjs) allows only
// these names from 'react-router-dom', so a remote cannot reach for one this module does not provide.
// The routers that never run in a browser (MemoryRouter in tests, StaticRouter in the prerender) are
// left out: tests and Node builds import the package itself, which ESLint allows them.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';

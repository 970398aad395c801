import { Route } from 'react-router-dom';
import type { RemoteRoute } from '@toolverse/contracts';

/**
 * A remote's routes as <Route> elements for a parent route at its base path: '' is the index.
 * The shell's server render, the standalone frame and the remotes' tests mount routes this one way.
 */
export function routeElements(routes: readonly RemoteRoute[]) {
  return routes.map(({ path, Component }) =>
    path === '' ? <Route key="index" index element={<Component />} /> : <Route key={path} path={path} element={<Component />} />,
  );
}

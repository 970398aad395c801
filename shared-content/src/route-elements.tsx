import { Route } from 'react-router-dom';
import { PageReady, type RemoteRoute } from '@toolverse/contracts';

/**
 * A remote's routes as <Route> elements for a parent route at its base path: '' is the index.
 * The shell, the standalone frame and the remotes' tests mount routes this one way. Each page carries
 * its <PageReady/> mark, which fires only once the page itself has hydrated.
 */
export function routeElements(routes: readonly RemoteRoute[]) {
  return routes.map(({ path, Component }) => {
    const element = (
      <>
        <Component />
        <PageReady />
      </>
    );
    return path === '' ? <Route key="index" index element={element} /> : <Route key={path} path={path} element={element} />;
  });
}

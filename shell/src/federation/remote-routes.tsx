import { Route, Routes } from 'react-router-dom';
import { ROUTES_MODULE, type RemoteRoutesModule } from '@toolverse/contracts';
import { routeElements, type RemoteName } from '@toolverse/shared-content';
import { NotFoundPage } from '../pages/lazy-not-found';
import { RemoteRegion } from './remote-region';

/** A function component or an exotic one (React.lazy, memo), which are objects React recognizes. */
function isComponent(value: unknown): boolean {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

function validateRoutesModule(module: unknown): string | null {
  const routes = (module as Partial<RemoteRoutesModule> | null)?.routes;
  if (!Array.isArray(routes)) return './routes does not export a routes array';
  const bad = routes.find((route: unknown) => {
    const candidate = route as { path?: unknown; Component?: unknown };
    return typeof candidate.path !== 'string' || !isComponent(candidate.Component);
  });
  return bad ? './routes has a route without a path string and a Component' : null;
}

/** The routes a remote exposes, mounted under its base path; anything else there is not found. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return (
    <RemoteRegion<RemoteRoutesModule> remote={remote} module={ROUTES_MODULE} validate={validateRoutesModule}>
      {({ routes }) => (
        <Routes>
          {routeElements(routes)}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      )}
    </RemoteRegion>
  );
}

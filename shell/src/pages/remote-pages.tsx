import { createContext, useContext, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { RemoteServerModule } from '@toolverse/contracts';
import { routeElements } from '@toolverse/shared-content/ui/route-elements';
import type { HomeWidget } from '@toolverse/shared-content/site/home-widgets';
import type { RemoteName } from '@toolverse/shared-content/site/paths';
import { NotFoundPage } from './not-found';

/** The remotes' Node builds the page is rendered with (the prerender loads them; shell/src/server.tsx provides them). */
const RemoteModulesContext = createContext<Partial<Record<RemoteName, RemoteServerModule>>>({});

export const RemoteModulesProvider = RemoteModulesContext.Provider;

function useRemote(remote: RemoteName): RemoteServerModule {
  const module = useContext(RemoteModulesContext)[remote];
  if (!module) throw new Error(`The ${remote} remote's Node build was not given to the render`);
  return module;
}

/**
 * The pages a remote renders under its base path; anything else there is the shell's not-found
 * page. Its markup sits inside data-remote, which scopes the remote's stylesheet to it
 * (tooling/bundle/postcss-scope-remote.ts).
 */
export function RemotePages({ remote }: { remote: RemoteName }) {
  const { routes } = useRemote(remote);
  return (
    <div data-remote={remote}>
      <Routes>
        {routeElements(routes)}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </div>
  );
}

/** A part of a remote on a page of the shell's (the home page's Featured Explorations and Tool Finder). */
export function RemoteWidget({ widget: { remote, name } }: { widget: HomeWidget }) {
  const Widget: ComponentType | undefined = useRemote(remote).widgets?.[name];
  if (!Widget) throw new Error(`The ${remote} remote's Node build has no widget ${name}`);
  return (
    <div data-remote={remote}>
      <Widget />
    </div>
  );
}

import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { REMOTE_NAMES, SiteUrlProvider, type RemoteName, type RemoteRoutesModule } from '@toolverse/shared-content';
import { App } from './app';
import { seedRemoteModule } from './federation/load-remote';
import { RenderStatus, RenderStatusProvider } from './federation/render-status';

export interface RenderedPage {
  /** HTTP status: 200, or 404 when the not-found page rendered. */
  status: number;
  /** Tags React hoisted for the document head: title, meta, canonical link. */
  head: string;
  /** The app's markup, for <div id="root">. */
  body: string;
}

/** Hoistable tags React 19 places at the start of a non-document render. */
const LEADING_HOISTABLE = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*\/>|<link\b[^>]*\/>)/;

function splitHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = LEADING_HOISTABLE.exec(rest); match; match = LEADING_HOISTABLE.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/**
 * Renders one URL of the site with the same components the browser runs: the shell's App with each
 * remote's routes module (from the remote's Node build) already in the loader's cache.
 */
export function renderPage(url: string, remotes: Partial<Record<RemoteName, RemoteRoutesModule>>, siteUrl: string): RenderedPage {
  for (const name of REMOTE_NAMES) {
    const module = remotes[name];
    if (module) seedRemoteModule(name, './routes', module);
  }
  const status = new RenderStatus();
  const markup = renderToString(
    <StrictMode>
      <RenderStatusProvider value={status}>
        <SiteUrlProvider value={siteUrl}>
          <StaticRouter location={url}>
            <App />
          </StaticRouter>
        </SiteUrlProvider>
      </RenderStatusProvider>
    </StrictMode>,
  );
  return { status: status.code, ...splitHead(markup) };
}

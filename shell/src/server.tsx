import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import {
  REMOTE_NAMES,
  ROUTES_MODULE,
  SiteUrlProvider,
  SocialCardCollector,
  SocialCardProvider,
  type RemoteName,
  type RemoteServerModule,
  type SocialCard,
} from '@toolverse/shared-content';
import { App } from './app';
import { LogoMark } from './components/logo';
import { coverArt } from '@toolverse/shared-content/cover-art';
import { seedRemoteModule } from './federation/load-remote';
import { RenderStatus, RenderStatusProvider } from './federation/render-status';

export interface RenderedPage {
  /** HTTP status: 200, or 404 when the not-found page rendered. */
  status: number;
  /** Tags React hoisted for the document head: title, meta, canonical link. */
  head: string;
  /** The app's markup, for <div id="root">. */
  body: string;
  /** The page's social preview, for the build to draw, with its cover art as an SVG data: URL (null if the page declared no metadata). */
  social: (Omit<SocialCard, 'cover'> & { cover: string }) | null;
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
export function renderPage(url: string, remotes: Partial<Record<RemoteName, RemoteServerModule>>, siteUrl: string): Promise<RenderedPage> {
  for (const name of REMOTE_NAMES) {
    const module = remotes[name];
    if (!module) continue;
    seedRemoteModule(name, ROUTES_MODULE, module);
    for (const [expose, widget] of Object.entries(module.widgets ?? {})) seedRemoteModule(name, expose, widget);
  }
  const status = new RenderStatus();
  const social = new SocialCardCollector();
  return renderMarkup(
    <StrictMode>
      <RenderStatusProvider value={status}>
        <SocialCardProvider value={social}>
          <SiteUrlProvider value={siteUrl}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </SiteUrlProvider>
        </SocialCardProvider>
      </RenderStatusProvider>
    </StrictMode>,
  ).then((markup) => {
    // Drawn here, not in the page: the browser never needs the art's SVG for the preview.
    const card = social.card && { ...social.card, cover: coverArt(social.card.cover.seed, social.card.cover.colour) };
    return { status: status.code, social: card, ...splitHead(markup) };
  });
}

/** Renders to HTML after every lazy part (an article's body) has loaded, as a crawler must see it. */
async function renderMarkup(element: React.ReactNode): Promise<string> {
  // One chunk: every boundary inline, so the page reads without scripts (no streamed segments).
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The header's logo mark as SVG markup, for the build's PNG of it (the publisher logo in structured data). */
export function logoSvg(): string {
  return renderToStaticMarkup(<LogoMark className="" />);
}

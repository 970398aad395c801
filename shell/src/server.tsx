import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { IslandRendererProvider, SiteUrlProvider, type RemoteServerModule, type ShellServices } from '@toolverse/contracts';
import { SocialCardCollector, SocialCardProvider, type SocialCard } from '@toolverse/shared-content/ui/social-card';
import type { RemoteName } from '@toolverse/shared-content/site/paths';
import type { SiteConfig } from '@toolverse/shared-content/site/config-schema';
import { App } from './app';
import { LogoMark } from './components/logo';
import { coverArt } from '@toolverse/shared-content/ui/cover-art';
import { SHELL_ISLANDS } from './shared/shell-islands';
import { islandRenderer } from './island-renderer';
import { NewsletterFormIsland } from './newsletter/newsletter-form';
import { NotFoundPage } from './pages/not-found';
import { RemoteModulesProvider } from './pages/remote-pages';
import { RenderStatus, RenderStatusProvider } from './pages/render-status';
import { SHELL_PAGES } from './pages/shell-pages';

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

/** What an island's own tree gets from the shell on the server (the browser's hydrate.tsx gives the same). */
const ISLAND_SERVICES: ShellServices = { NotFound: NotFoundPage, NewsletterForm: NewsletterFormIsland };

/**
 * Renders one URL of the site with the same components the browser's islands run: the shell's App
 * with each remote's Node build (its routes and widgets), and the site configuration in force.
 */
export function renderPage(
  url: string,
  remotes: Partial<Record<RemoteName, RemoteServerModule>>,
  siteUrl: string,
  siteConfig: SiteConfig,
): Promise<RenderedPage> {
  const status = new RenderStatus();
  const social = new SocialCardCollector();
  return renderMarkup(
    <StrictMode>
      <RenderStatusProvider value={status}>
        <SocialCardProvider value={social}>
          <SiteUrlProvider value={siteUrl}>
            <IslandRendererProvider value={islandRenderer(url, siteUrl, ISLAND_SERVICES)}>
              <RemoteModulesProvider value={remotes}>
                <StaticRouter location={url}>
                  <App siteConfig={siteConfig} />
                </StaticRouter>
              </RemoteModulesProvider>
            </IslandRendererProvider>
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

/** The URLs of the shell's own pages (pages/shell-pages.tsx), for the prerender to write. */
export const SHELL_PAGE_PATHS: readonly string[] = SHELL_PAGES.map((page) => page.path);

/** The pages' speculation rules: the link the page chrome marks on a hover is prerendered (page-chrome/hover-prerender.ts). */
export { SPECULATION_RULES } from './speculation-rules';

/** The shell's own islands, by name: the prerender checks every `shell/<Name>` a page names against them. */
export const SHELL_ISLAND_NAMES: readonly string[] = Object.keys(SHELL_ISLANDS);

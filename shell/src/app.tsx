import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ShellServicesProvider, type ShellServices } from '@toolverse/contracts';
import { REMOTE_BASE_PATHS, REMOTE_NAMES } from '@toolverse/shared-content/site/paths';
import type { SiteConfig } from '@toolverse/shared-content/site/config-schema';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { NewsletterFormIsland } from './newsletter/newsletter-form';
import { NotFoundPage } from './pages/not-found';
import { RemotePages } from './pages/remote-pages';
import { SHELL_PAGES } from './pages/shell-pages';

/** What remotes render through the shell: the not-found page, and the newsletter form as an island. */
const SERVICES: ShellServices = { NotFound: NotFoundPage, NewsletterForm: NewsletterFormIsland };

export interface AppProps {
  /** The site configuration the page is rendered with (its social links). */
  siteConfig: SiteConfig;
}

/**
 * A page of the site as the server renders it (shell/src/server.tsx): header, the page the URL asks
 * for (the shell's own, or a remote's), footer, and the element the toast viewport mounts in. The
 * browser keeps it as it is; its islands come to life on their own (islands/).
 */
export function App({ siteConfig }: AppProps) {
  return (
    <ShellServicesProvider value={SERVICES}>
      <div className="flex min-h-screen flex-col bg-space-950 font-sans text-ink antialiased">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          <Suspense>
            <Routes>
              {SHELL_PAGES.map(({ path, Component }) => (
                <Route key={path} path={path} element={<Component />} />
              ))}
              {/* Every remote of the registry (@toolverse/registry) owns the paths under its base path. */}
              {REMOTE_NAMES.map((remote) => (
                <Route key={remote} path={`${REMOTE_BASE_PATHS[remote].slice(1)}/*`} element={<RemotePages remote={remote} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </main>
        <Footer social={siteConfig.social} />
        <div id="toasts" />
      </div>
    </ShellServicesProvider>
  );
}

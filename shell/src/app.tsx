import { Route, Routes, useLocation } from 'react-router-dom';
import { PageReady, ShellServicesProvider, type ShellServices } from '@toolverse/contracts';
import { paths, REMOTE_BASE_PATHS, REMOTE_NAMES } from '@toolverse/shared-content';
import { Footer } from './components/footer';
import { Header } from './components/header';
import { LazyToaster } from './components/lazy-toaster';
import { RemoteRoutes } from './federation/remote-routes';
import { useScrollOnNavigation } from './hooks/use-scroll-on-navigation';
import { IconTooltip, TooltipGroup } from './components/icon-tooltip';
import { NewsletterForm } from './newsletter/newsletter-form';
import { AppErrorBoundary } from './pages/error-page';
import { lazy, Suspense, type ComponentType } from 'react';
import { NotFoundPage } from './pages/lazy-not-found';
import type { NewsletterStatus } from './pages/newsletter-status';

// Each page of the shell's own is a chunk of its own, so a remote's route does not carry the home
// page or the legal texts.
const HomePage = lazy(() => import('./pages/home/home-page').then((module) => ({ default: module.HomePage })));
const AboutPage = lazy(() => import('./pages/about').then((module) => ({ default: module.AboutPage })));
const PrivacyPage = lazy(() => import('./pages/privacy').then((module) => ({ default: module.PrivacyPage })));
const TermsPage = lazy(() => import('./pages/terms').then((module) => ({ default: module.TermsPage })));
const NewsletterStatusPage = lazy(() => import('./pages/newsletter-status').then((module) => ({ default: module.NewsletterStatusPage })));

/** A page of the shell's own, with the mark that it has hydrated (a remote's pages carry theirs). */
function shellPage(Page: ComponentType) {
  return (
    <>
      <Page />
      <PageReady />
    </>
  );
}

/** The pages the newsletter mails' links land on, one per outcome. */
const NEWSLETTER_STATUSES = Object.keys(paths.newsletter) as NewsletterStatus[];

const SERVICES: ShellServices = { NotFound: NotFoundPage, NewsletterForm, IconTooltip, TooltipGroup };

/** The app frame: header, the page the URL asks for, footer and the toast viewport. */
export function App() {
  const { pathname } = useLocation();
  useScrollOnNavigation();
  return (
    <ShellServicesProvider value={SERVICES}>
      <div className="flex min-h-screen flex-col bg-space-950 font-sans text-ink antialiased">
        <Header />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          <AppErrorBoundary resetKey={pathname}>
            <Suspense fallback={<div className="min-h-[70vh]" />}>
              <Routes>
                <Route index element={shellPage(HomePage)} />
                {/* Every remote of the registry (remotes.config.ts) owns the paths under its base path. */}
                {REMOTE_NAMES.map((remote) => (
                  <Route key={remote} path={`${REMOTE_BASE_PATHS[remote].slice(1)}/*`} element={<RemoteRoutes remote={remote} />} />
                ))}
                <Route path="about" element={shellPage(AboutPage)} />
                <Route path="privacy" element={shellPage(PrivacyPage)} />
                <Route path="terms" element={shellPage(TermsPage)} />
                {NEWSLETTER_STATUSES.map((status) => (
                  <Route
                    key={status}
                    path={paths.newsletter[status].slice(1)}
                    element={
                      <>
                        <NewsletterStatusPage status={status} />
                        <PageReady />
                      </>
                    }
                  />
                ))}
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </Suspense>
          </AppErrorBoundary>
        </main>
        <Footer />
        <LazyToaster />
      </div>
    </ShellServicesProvider>
  );
}

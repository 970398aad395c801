import { StrictMode, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import {
  ShellServicesProvider,
  toastStore,
  type NewsletterFormProps,
  type RemoteServerModule,
  type ShellServices,
} from '@toolverse/contracts';
import { routeElements } from './route-elements';
import { REMOTE_BASE_PATHS, type RemoteName } from '../site/paths';
import './standalone.css';

/**
 * A remote's own development frame: its routes under its base path, rendered in the browser, with
 * its islands running in place and stand-ins for what the shell provides (not-found page,
 * newsletter form, toast viewport). Used only by a remote's standalone entry
 * (`npm run dev -w mfe-tools`), never by the composed site, whose pages are prerendered.
 */
function StandaloneNotFound() {
  return (
    <section className="p-8">
      <h1 className="text-2xl font-bold">Not found in this remote</h1>
      <p className="mt-2">The composed site shows the shell&apos;s not-found page here.</p>
    </section>
  );
}

function StandaloneNewsletter({ source }: NewsletterFormProps) {
  return (
    <p className="rounded-lg border border-dashed border-space-600 p-4 text-sm text-muted">
      The shell renders its newsletter form here (source: {source}).
    </p>
  );
}

function StandaloneToasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getServerSnapshot);
  return (
    <ol aria-live="polite" className="fixed bottom-4 right-4 z-50 flex flex-col gap-2">
      {toasts.map((record) => (
        <li key={record.id} className="rounded-lg border border-space-600 bg-space-800 p-3 text-ink">
          <strong className="block">{record.title}</strong>
          {record.description && <span className="text-sm text-muted">{record.description}</span>}
          <button type="button" className="ml-3 text-xs underline" onClick={() => toastStore.dismiss(record.id)}>
            Dismiss
          </button>
        </li>
      ))}
    </ol>
  );
}

const SERVICES: ShellServices = { NotFound: StandaloneNotFound, NewsletterForm: StandaloneNewsletter };

export function renderStandalone(remote: RemoteName, { routes }: Pick<RemoteServerModule, 'routes'>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const base = REMOTE_BASE_PATHS[remote];
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <ShellServicesProvider value={SERVICES}>
          <div data-remote={remote}>
            <div className="min-h-screen bg-space-950 text-ink">
              <nav aria-label="Standalone" className="flex flex-wrap gap-4 border-b border-space-700 px-4 py-3 text-sm">
                <strong>{`${remote} remote (standalone)`}</strong>
                {routes.map(({ path }) => (
                  <a key={path} href={path === '' ? base : `${base}/${path}`} className="text-glow-cyan underline">
                    {path === '' ? base : `${base}/${path}`}
                  </a>
                ))}
              </nav>
              <main id="main">
                <Routes>
                  <Route path={base}>
                    {routeElements(routes)}
                    <Route path="*" element={<StandaloneNotFound />} />
                  </Route>
                  <Route path="*" element={<StandaloneNotFound />} />
                </Routes>
              </main>
              <StandaloneToasts />
            </div>
          </div>
        </ShellServicesProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

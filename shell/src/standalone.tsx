// The shell's own development frame (`npm run dev -w shell`): its pages rendered in the browser,
// islands running in place, and each remote's pages a pointer to that remote's own dev server. The
// composed site, with every remote, is what `npm start` builds and serves.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SiteUrlProvider, type RemoteServerModule } from '@toolverse/contracts';
import { HOME_WIDGETS } from '@toolverse/shared-content/site/home-widgets';
import { REMOTE_BASE_PATHS, REMOTE_LABELS, REMOTE_NAMES, type RemoteName } from '@toolverse/shared-content/site/paths';
import { App } from './app';
import { RemoteModulesProvider } from './pages/remote-pages';
import './styles.css';

function ElsewhereInDevelopment({ remote }: { remote: RemoteName }) {
  return (
    <p className="mx-auto my-10 max-w-3xl rounded-xl border border-dashed border-space-600 p-6 text-muted">
      {`In development, ${REMOTE_LABELS[remote]} serves ${REMOTE_BASE_PATHS[remote]} from its own dev server (npm run dev runs them all); npm start serves the composed site.`}
    </p>
  );
}

const stand = (remote: RemoteName): RemoteServerModule => {
  const Notice = () => <ElsewhereInDevelopment remote={remote} />;
  const widgets = Object.values(HOME_WIDGETS).filter((widget) => widget.remote === remote);
  return {
    routes: [{ path: '*', Component: Notice }],
    pages: [],
    widgets: Object.fromEntries(widgets.map((widget) => [widget.name, Notice])),
  };
};

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <SiteUrlProvider value={window.location.origin}>
      <RemoteModulesProvider value={Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, stand(remote)]))}>
        <BrowserRouter>
          <App siteConfig={{ newsletter: { host: '' } }} />
        </BrowserRouter>
      </RemoteModulesProvider>
    </SiteUrlProvider>
  </StrictMode>,
);

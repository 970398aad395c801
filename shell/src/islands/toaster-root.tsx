import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../components/toaster';

/** The viewport's own root, in the element every page carries for it (#toasts) or a new one. */
export function mountToaster(): void {
  let host = document.getElementById('toasts');
  if (!host) {
    host = document.createElement('div');
    host.id = 'toasts';
    document.body.append(host);
  }
  createRoot(host).render(
    <StrictMode>
      <Toaster />
    </StrictMode>,
  );
}

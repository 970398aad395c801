// The stylesheet belongs to the entry, so the page template links it and prerendered HTML is styled
// before any script runs.
import './styles.css';
import { loadShare } from '@module-federation/enhanced/runtime';
// Before anything loads a remote: the remotes' entries run on this federation runtime core.
import './federation/provide-runtime-core';
import { yieldToBrowser } from './federation/yield-to-browser';

/**
 * Federation needs an asynchronous boundary: shared singletons are negotiated before the app runs.
 * The start is cut into tasks (issue 14: no long task while a reader may already tap): the
 * federation runtime's own start; React DOM's chunk arriving and compiling (loadShare fetches a
 * shared module and hands back its factory without running it); React DOM's module code; the
 * router; then the app. Each import is only loaded and run here; bootstrap.tsx imports them again
 * from the module cache.
 */
async function start(): Promise<void> {
  await yieldToBrowser();
  await loadShare('react-dom/client');
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('react-router-dom');
  await yieldToBrowser();
  await import('./bootstrap');
}

void start();

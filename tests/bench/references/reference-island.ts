// The reference island's script in the browser: React and ReactDOM with the one component, hydrating
// the server's markup, as Astro's client:load does (reference.ts bundles it with esbuild).
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { REFERENCE_ISLAND_TAG, SearchToggle } from './reference-toggle';

const container = document.querySelector(REFERENCE_ISLAND_TAG);
if (container) hydrateRoot(container, createElement(SearchToggle));

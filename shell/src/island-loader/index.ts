// The inline loader: the one script every prerendered page carries, inline in its <head>
// (tooling/prerender/index.ts; the CSP allows it by its hash; webpack entry `island-loader`). It runs
// before the page's body is parsed, so no input is ever missed, and fetches nothing until something
// is due. It puts together:
// - the island scheduler (island-scheduler.ts): each island's strategy decides when its code is
//   due; the first island due brings the shell's runtime, which brings the rest;
// - early input (early-input.ts): a click or submit in an island whose code has not run yet is held
//   and replayed once it has;
// - the reading position (shared/reading-position.ts): Back, Forward and reload return the reader
//   to the block they were reading, restored here before the first paint;
// - what the reader's first use fetches (on-first-use.ts): the page chrome, the tooltips and
//   the header's title search;
// - a toast the previous page left for this one brings the runtime too (after the load).
// Which files to fetch is on its own script element (the island protocol's LOADER_ATTRIBUTES).
import { LOADER_ATTRIBUTES, type IslandHandshake } from '@toolverse/contracts/island-protocol';
import { NEXT_PAGE_TOAST_KEY } from '@toolverse/contracts/toast';
import { pageChromeOnFirstUse, titleSearchOnIntent, tooltipsOnFirstUse } from './on-first-use';
import { restoreOnReturn } from '../shared/reading-position';
import { holdEarlyInput } from './early-input';
import { islandScheduler } from './island-scheduler';
import { afterLoad } from './strategies';

const script = document.currentScript;

/** Fetches the file named by one of the loader's attributes, once. */
function fetchScript(attribute: string): void {
  const src = script?.getAttribute(attribute);
  if (!src || document.querySelector(`script[src="${src}"]`)) return;
  const element = document.createElement('script');
  element.src = src;
  element.async = true;
  document.head.append(element);
}

const loadIslands = () => fetchScript(LOADER_ATTRIBUTES.islands);
const handshake: IslandHandshake = (window.__toolverse = { pending: [], replays: new Map() });
const scheduler = islandScheduler(handshake, loadIslands);

function hasNextPageToast(): boolean {
  try {
    return sessionStorage.getItem(NEXT_PAGE_TOAST_KEY) !== null;
  } catch {
    return false;
  }
}

/** A page prerendered on a hover becomes the reader's page later: what is for the reader waits until then. */
function whenShown(then: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', then, { once: true });
  else then();
}

restoreOnReturn();
holdEarlyInput(handshake, scheduler.trigger);

document.addEventListener('DOMContentLoaded', () => {
  scheduler.watch();
  pageChromeOnFirstUse(() => fetchScript(LOADER_ATTRIBUTES.pageChrome));
  tooltipsOnFirstUse(() => fetchScript(LOADER_ATTRIBUTES.tooltips));
  titleSearchOnIntent(() => fetchScript(LOADER_ATTRIBUTES.titleSearch));
  // After the page has loaded: a first read of the tab's storage can hold the first paint up.
  afterLoad(() => whenShown(() => hasNextPageToast() && loadIslands()));
});

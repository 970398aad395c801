// The island protocol (contracts/src/island-protocol.ts) for the browser tests: selectors built from
// its names, for locators and for page functions (which cannot import, so they take them as arguments).
import type { Page } from '@playwright/test';
import { ISLAND_ATTRIBUTES, ISLAND_STATES, ISLAND_TAG, LOADER_ATTRIBUTES } from '../../contracts/src/island-protocol.ts';

const { island: NAME, load: LOAD } = ISLAND_ATTRIBUTES;
const { triggered: TRIGGERED, hydrated: HYDRATED } = ISLAND_STATES;

export { ISLAND_TAG, ISLAND_STATES, LOADER_ATTRIBUTES };

/** An island by its name (`tools/Directory`). */
export const island = (name: string) => `${ISLAND_TAG}[${NAME}="${name}"]`;
/** That island once its code runs it. */
export const hydratedIsland = (name: string) => `${island(name)}[${HYDRATED}]`;

export const ISLANDS = {
  all: ISLAND_TAG,
  /** Islands whose strategy has fired: their code is on its way or runs. */
  triggered: `${ISLAND_TAG}[${TRIGGERED}]`,
  notHydrated: `${ISLAND_TAG}:not([${HYDRATED}])`,
  /** Islands of a remote (not the shell's own). */
  remote: `${ISLAND_TAG}:not([${NAME}^="shell/"])`,
  /** Islands of these strategies whose code does not run yet. */
  waiting: (...loads: string[]) => `${ISLAND_TAG}:is(${loads.map((load) => `[${LOAD}="${load}"]`).join(', ')}):not([${HYDRATED}])`,
};

/** Waits until every island whose strategy has fired runs (the islands due so far have started). */
export const dueIslandsRunning = (page: Page) =>
  page.waitForFunction(
    ({ triggered, hydrated }) => [...document.querySelectorAll(triggered)].every((element) => element.hasAttribute(hydrated)),
    { triggered: ISLANDS.triggered, hydrated: HYDRATED },
  );

import type { MouseEvent } from 'react';

/** A plain left click: the island handles it in place; anything else (a new tab) is the browser's. */
export const inPlace = (event: MouseEvent) => !(event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

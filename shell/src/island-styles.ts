// A Tailwind plugin (styles.css loads it with @plugin): the island element's one style, written with
// the island protocol's tag name.
import { ISLAND_TAG } from '@toolverse/contracts/island-protocol';

type AddBase = (styles: Record<string, Record<string, string>>) => void;

export default function islandStyles({ addBase }: { addBase: AddBase }): void {
  // An island's element only marks where its part of the page begins and ends: it lays out no box.
  addBase({ [ISLAND_TAG]: { display: 'contents' } });
}

// A Tailwind plugin (styles.css loads it with @plugin): the variant `island-hydrated:` styles an
// element inside an island whose code runs, written with the island protocol's names, so the
// stylesheet and the loader agree on them.
import { ISLAND_STATES, ISLAND_TAG } from '@toolverse/contracts/island-protocol';

export default function islandVariant({ addVariant }: { addVariant: (name: string, selector: string) => void }): void {
  addVariant('island-hydrated', `${ISLAND_TAG}[${ISLAND_STATES.hydrated}] &`);
}

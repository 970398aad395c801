import { domIsland } from '@toolverse/contracts';
import { mount } from './island';

function FeelingLuckyButton() {
  return (
    <button
      type="button"
      className="rounded-full bg-gradient-to-r from-glow-pink to-glow-violet px-4 py-2 text-sm font-bold text-space-950 hover:brightness-110"
    >
      Feeling Lucky
    </button>
  );
}

/** Feeling Lucky: opens a random article after announcing it (island.ts). */
export const FeelingLucky = domIsland('blog/FeelingLucky', FeelingLuckyButton, { load: 'interaction', mount });

import svgToMiniDataURI from 'mini-svg-data-uri';
import type { BadgeColour } from '../content/categories';

/**
 * Cover art of our own (an article's hero, a quiz's picture), drawn from a seed such as a slug (so it is stable) in its
 * category's colors: an SVG in a data: URL, so it needs no request, no host and no build step.
 */
const PALETTES: Record<BadgeColour, [string, string, string]> = {
  blue: ['#1e3a8a', '#3b82f6', '#93c5fd'],
  purple: ['#3b0764', '#9333ea', '#d8b4fe'],
  pink: ['#500724', '#db2777', '#f9a8d4'],
  cyan: ['#083344', '#0891b2', '#67e8f9'],
  orange: ['#431407', '#ea580c', '#fdba74'],
  neutral: ['#0f172a', '#475569', '#cbd5e1'],
};

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** A small deterministic generator, so the server and the browser draw the same picture. */
function seeded(text: string): () => number {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** How many stars a picture has: a hero or a social preview is seen large; a card's thumbnail small. */
const STARS = { full: 40, thumbnail: 12 } as const;

/**
 * The picture for `slug`, as a data: URL (encoded the short way: a page with a dozen thumbnails, such
 * as the guide's, stays small enough to arrive in the first round trip).
 */
export function coverArt(slug: string, colour: BadgeColour, detail: keyof typeof STARS = 'full'): string {
  const [deep, mid, light] = PALETTES[colour];
  const random = seeded(slug);
  const orbits = Array.from({ length: 5 }, (_, index) => {
    const r = 120 + index * 70 + Math.round(random() * 40);
    return `<circle cx="${880 - index * 30}" cy="${300 + Math.round(random() * 60)}" r="${r}" fill="none" stroke="${index % 2 ? light : mid}" stroke-opacity="${(0.5 - index * 0.07).toFixed(2)}" stroke-width="${2 + index}"/>`;
  }).join('');
  const stars = Array.from({ length: STARS[detail] }, () => {
    const x = Math.round(random() * COVER_WIDTH);
    const y = Math.round(random() * COVER_HEIGHT);
    return `<circle cx="${x}" cy="${y}" r="${(random() * 2 + 0.6).toFixed(1)}" opacity="${(random() * 0.6 + 0.2).toFixed(1)}"/>`;
  }).join('');
  const planetX = 300 + Math.round(random() * 200);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#05071a"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
    `<radialGradient id="p"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></radialGradient></defs>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#g)"/><g fill="#fff">${stars}</g>${orbits}` +
    `<circle cx="${planetX}" cy="330" r="110" fill="url(#p)"/>` +
    `<ellipse cx="${planetX}" cy="330" rx="190" ry="34" fill="none" stroke="${light}" stroke-width="6" stroke-opacity=".7" transform="rotate(-18 ${planetX} 330)"/>` +
    `</svg>`;
  // The srcset form also encodes spaces, which an attribute's URL may not hold.
  return svgToMiniDataURI.toSrcset(svg);
}

// Draws each page's social preview (og:image, twitter:image): a 1200x630 PNG of the page's cover art
// with its name written on it. satori lays the text out (with wrapping, in Inter from
// @fontsource/inter: no network, no system fonts) as SVG; resvg renders the picture to PNG.
// A picture is cached under its content hash (text, art, fonts, this file's version), so a build
// only draws the pages whose name or art changed.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { writeAtomically } from '../bundle/write-atomically.ts';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
export const SOCIAL_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/toolverse-social');
const WIDTH = 1200;
const HEIGHT = 630;
/** Bump when the drawing below changes, so cached pictures are drawn again. */
const DRAWING_VERSION = 2;

/** What the prerender hands over for one page: its preview's path, its name and its cover art (an SVG data URL). */
export interface SocialCard {
  image: string;
  title: string;
  cover: string;
}

type SatoriElement = Parameters<typeof satori>[0];
/** A font as satori takes it, its data read from the file (a Buffer, which the cache hash reads too). */
type SatoriFont = Parameters<typeof satori>[1]['fonts'][number] & { data: Buffer };

const fontFile = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
let fonts: SatoriFont[] | undefined;
function loadFonts(): SatoriFont[] {
  fonts ??= [
    { name: 'Inter', weight: 500, style: 'normal', data: readFileSync(fontFile(500)) },
    { name: 'Inter', weight: 800, style: 'normal', data: readFileSync(fontFile(800)) },
  ];
  return fonts;
}

/** An element as satori reads it (the shape React.createElement makes), without React. */
const h = (type: string, style: Record<string, string | number>, children: unknown): SatoriElement =>
  ({ type, props: { style, children } }) as unknown as SatoriElement;

/** The text layer: the site's name and the page's name over a shade that keeps it readable. */
function textLayer(title: string): SatoriElement {
  const size = title.length > 60 ? 58 : title.length > 34 ? 68 : 80;
  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      backgroundImage: 'linear-gradient(90deg, rgba(5,7,26,0.85) 0%, rgba(5,7,26,0.45) 60%, rgba(5,7,26,0) 100%)',
      fontFamily: 'Inter',
      color: '#ffffff',
    },
    [
      h('div', { display: 'flex', fontSize: 30, fontWeight: 800, letterSpacing: 6, color: '#67e8f9' }, 'TOOLVERSE'),
      h('div', { display: 'flex', maxWidth: 880, fontSize: size, fontWeight: 800, lineHeight: 1.1 }, title),
      h('div', { display: 'flex', fontSize: 26, fontWeight: 500, color: '#cbd5e1' }, 'AI tools for creators, honestly reviewed'),
    ],
  );
}

/** The whole picture as one SVG: the cover art, then the text layer on top. */
async function drawingOf(card: SocialCard): Promise<string> {
  const cover = decodeURIComponent(card.cover.replace(/^data:image\/svg\+xml,/, ''));
  const text = await satori(textLayer(card.title), { width: WIDTH, height: HEIGHT, fonts: loadFonts() });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${cover.replace('<svg ', `<svg width="${WIDTH}" height="${HEIGHT}" `)}${text}</svg>`;
}

function hashOf(card: SocialCard): string {
  const hash = createHash('sha256').update(JSON.stringify({ version: DRAWING_VERSION, title: card.title, cover: card.cover }));
  for (const font of loadFonts()) hash.update(font.data);
  return hash.digest('hex').slice(0, 32);
}

/**
 * Writes each card's PNG to outDir + card.image (e.g. prerendered/social/blog/x.png), drawing only
 * those not in the cache. Returns how many were drawn and how many came from the cache.
 */
export async function writeSocialImages(
  cards: SocialCard[],
  outDir: string,
  cacheDir = SOCIAL_CACHE_DIR,
): Promise<{ drawn: number; cached: number }> {
  mkdirSync(cacheDir, { recursive: true });
  let drawn = 0;
  for (const card of cards) {
    if (!/^\/social\/[a-z0-9/-]+\.png$/.test(card.image))
      throw new Error(`a social image path must read /social/<name>.png, got "${card.image}"`);
    const cached = path.join(cacheDir, `${hashOf(card)}.png`);
    if (!existsSync(cached)) {
      const png = new Resvg(await drawingOf(card), { fitTo: { mode: 'width', value: WIDTH }, font: { loadSystemFonts: false } })
        .render()
        .asPng();
      writeAtomically(cached, png);
      drawn++;
    }
    writeAtomically(path.join(outDir, card.image), readFileSync(cached));
  }
  return { drawn, cached: cards.length - drawn };
}

/**
 * Writes the logo mark (SVG markup from the shell) as a square PNG on the site's background, for
 * structured data's publisher logo (search engines want a raster logo).
 */
export function writeLogo(markSvg: string, file: string, size: number): void {
  const mark = markSvg.replace('<svg ', '<svg xmlns="http://www.w3.org/2000/svg" x="4" y="4" width="24" height="24" ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" fill="#05071a"/>${mark}</svg>`;
  writeAtomically(file, new Resvg(svg, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } }).render().asPng());
}

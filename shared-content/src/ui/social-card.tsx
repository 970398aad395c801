import { createContext, useContext } from 'react';
import type { BadgeColour } from '../content/categories';
import { COVER_HEIGHT, COVER_WIDTH } from './cover-art';

/** The social preview of every page: a PNG of this size, drawn at build time (tooling/prerender/social-images.ts). */
export const SOCIAL_IMAGE_WIDTH = COVER_WIDTH;
export const SOCIAL_IMAGE_HEIGHT = COVER_HEIGHT;

/** The cover art a page's preview is drawn on: coverArt(seed, colour), as the page itself shows it. */
export interface CoverSeed {
  seed: string;
  colour: BadgeColour;
}

/** What the build needs to draw one page's preview. */
export interface SocialCard {
  /** Site path of the PNG, e.g. /social/blog/x.png. */
  image: string;
  /** The page's name, written on the picture. */
  title: string;
  /** The cover art it is drawn on. */
  cover: CoverSeed;
}

/** Collects the social card of a server render (one per page; the last one declared wins). */
export class SocialCardCollector {
  card: SocialCard | null = null;

  report(card: SocialCard): void {
    this.card = card;
  }
}

const SocialCardContext = createContext<SocialCardCollector | null>(null);

export const SocialCardProvider = SocialCardContext.Provider;

/** Hands the page's card to the prerender; does nothing in the browser, where nobody collects. */
export function useReportSocialCard(image: string, title: string, cover: CoverSeed): void {
  const collector = useContext(SocialCardContext);
  collector?.report({ image, title, cover });
}

/**
 * The preview's site path for a page path: / -> /social/home.png, /blog/x -> /social/blog/x.png,
 * /blog?category=Tool%20Battles -> /social/blog/category-tool-battles.png.
 */
export function socialImagePath(pagePath: string): string {
  const url = new URL(pagePath, 'http://site');
  const parts = [
    decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '') || 'home',
    ...[...url.searchParams].map(([key, value]) => `${key}-${value}`),
  ];
  const key = parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9/]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .join('/');
  return `/social/${key}.png`;
}

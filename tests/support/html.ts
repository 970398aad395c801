import { expect } from '@playwright/test';
import { ARTICLES } from './content';

export const ARTICLE_COUNT = ARTICLES.length;

export interface RawPage {
  status: number;
  headers: Record<string, string>;
  html: string;
}

export interface ParsedHead {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  og: Record<string, string>;
  twitter: Record<string, string>;
  h1: string | undefined;
  jsonLdTypes: string[];
  imagesWithoutSize: string[];
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .trim();

/** What a crawler reads from the served HTML, before any script runs. */
export function parseHead(html: string): ParsedHead {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (pattern: RegExp) => pattern.exec(head)?.[1];
  const metas = (prefix: string) =>
    Object.fromEntries(
      [...head.matchAll(new RegExp(`<meta (?:property|name)="${prefix}:([a-z_:]+)" content="([^"]*)"`, 'g'))].map((m) => [m[1], m[2]]),
    );
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    og: metas('og'),
    twitter: metas('twitter'),
    h1: (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').length ? text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '') : undefined,
    jsonLdTypes: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => (JSON.parse(m[1] ?? '{}') as { '@type': string })['@type'],
    ),
    imagesWithoutSize: [...html.matchAll(/<img\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((img) => !/\bwidth=/.test(img) || !/\bheight=/.test(img)),
  };
}

export function expectedHead(head: ParsedHead, url: string): void {
  expect(head.title).toMatch(/ \| Toolverse$/);
  expect(head.description?.length ?? 0).toBeGreaterThan(50);
  expect(head.canonical).toBe(url);
  expect(head.og.title).toBe(head.title);
  expect(head.og.description).toBe(head.description);
  expect(head.og.url).toBe(url);
  expect(head.og.site_name).toBe('Toolverse');
  // The social preview: a PNG drawn for this page, described for those who cannot see it.
  expect(head.og.image).toMatch(/^http:\/\/localhost:\d+\/social\/[a-z0-9/-]+\.png$/);
  expect(head.og['image:width']).toBe('1200');
  expect(head.og['image:height']).toBe('630');
  expect(head.og['image:alt']?.length ?? 0).toBeGreaterThan(10);
  expect(head.twitter.card).toBe('summary_large_image');
  expect(head.twitter.image).toBe(head.og.image);
  expect(head.twitter['image:alt']).toBe(head.og['image:alt']);
}

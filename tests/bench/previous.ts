// The committed report before this run, read as figures by route (and the reference page's by its
// path), whichever shape it has: this bench's (routes[].figures) or that of the JavaScript bench it
// replaced on 2026-11-22, whose JS and CSS were the gzip sizes of the build's files a route
// downloads, not bytes a server sent.
import { existsSync, readFileSync } from 'node:fs';
import type { Figures } from './measures';

export interface PreviousReport {
  date: string;
  /** What the previous JS/CSS byte figures were, in words, when they were not bytes sent. */
  bytesNote: string | null;
  routes: Map<string, Figures>;
}

interface OldRoute {
  path: string;
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  violations: unknown[];
  scriptKb: number;
  styleKb: number;
}

function fromOldRoute(route: OldRoute): Figures {
  return {
    performance: route.performance,
    accessibility: route.accessibility,
    bestPractices: route['best-practices'],
    seo: route.seo,
    fcpMs: route.fcpMs,
    lcpMs: route.lcpMs,
    tbtMs: route.tbtMs,
    cls: route.cls,
    axeViolations: route.violations.length,
    'node.js': Math.round(route.scriptKb * 1024),
    'node.css': Math.round(route.styleKb * 1024),
  };
}

export function readPrevious(file: string): PreviousReport | null {
  if (!existsSync(file)) return null;
  const json = JSON.parse(readFileSync(file, 'utf8')) as {
    date: string;
    routes: ({ path: string; figures?: Figures } & Partial<OldRoute>)[];
    reference?: { path: string; figures: Figures } | null;
  };
  const old = json.routes.some((route) => route.figures === undefined);
  const reference: [string, Figures][] = json.reference ? [[json.reference.path, json.reference.figures]] : [];
  return {
    date: json.date,
    bytesNote: old
      ? 'its JS and CSS were the gzip sizes of the built files a route downloads (gzip of the build), not the bytes a server sent; it had no HTML, other or nginx figures'
      : null,
    routes: new Map([
      ...json.routes.map((route): [string, Figures] => [route.path, route.figures ?? fromOldRoute(route as OldRoute)]),
      ...reference,
    ]),
  };
}

// One page as a document: the shell's rendered head and body put into the browser build's
// index.html, with the page's stylesheet and inline scripts in place of the template's own.
import { ISLAND_ATTRIBUTES } from '@toolverse/contracts/island-protocol';
import { REGISTRY } from '@toolverse/registry';
import type { RemoteName } from '../../platform/apps.ts';
import { templateAssets } from './assets.ts';
import type { Rendered } from './builds.ts';
import { fail } from './errors.ts';

/** An island's name in a page's HTML ("app/Name"), as the island protocol writes it. */
const ISLAND_NAMED = new RegExp(` ${ISLAND_ATTRIBUTES.island}="([^"]+)"`, 'g');
/** An island's load strategy in a page's HTML. */
const ISLAND_LOAD = new RegExp(` ${ISLAND_ATTRIBUTES.load}="([^"]+)"`, 'g');

/** The load strategies a page's islands name: the page carries the inline script of each the loader lacks. */
export const strategiesIn = (html: string): Set<string> => new Set([...html.matchAll(ISLAND_LOAD)].map(([, load = '']) => load));

/** The islands a page's HTML names, each checked against the app that must provide it. */
export function checkIslands(url: string, html: string, shellIslands: readonly string[]): void {
  for (const [, id = ''] of html.matchAll(ISLAND_NAMED)) {
    const [app = '', name = ''] = id.split('/');
    const known =
      app === 'shell'
        ? shellIslands.includes(name)
        : Object.hasOwn(REGISTRY, app) && Object.hasOwn(REGISTRY[app as RemoteName].exposes, `./${name}`);
    if (!known)
      fail(
        `${url} names the island ${id}, which ${app === 'shell' ? "the shell's islands" : `the ${app} remote's exposes`} do not include`,
      );
  }
}

/** Where a page's stylesheets and scripts go in the template. */
export interface PageAssets {
  /** The page's one stylesheet. */
  styleTag: string;
  /** The island loader, the strategies the page's islands use and the speculation rules, inline, in the head. */
  scripts: string;
  /** A widget's stylesheets, at the end of the body. */
  lateStyles: string;
}

/**
 * A page: the rendered head and body in the template, whose stylesheet and script are replaced by the
 * page's one stylesheet, the inline island loader and speculation rules, and a widget's stylesheets at
 * the end of the body, where they style it without holding up the first paint.
 */
export function page(template: string, siteUrl: string, rendered: Rendered, { styleTag, scripts, lateStyles }: PageAssets): string {
  if (!template.includes('<div id="root"></div>') || !template.includes('</head>') || !template.includes('</body>')) {
    fail('shell/dist/index.html has no <div id="root"></div>, </head> or </body> to fill');
  }
  const shell = templateAssets(template);
  return template
    .replace(
      '<html lang="en">',
      `<html lang="en" data-site-url="${siteUrl}"${rendered.status === 200 ? '' : ` data-status="${rendered.status}"`}>`,
    )
    .replace(shell.scriptTag, '')
    .replace(shell.styleTag, () => `${scripts}${styleTag}`)
    .replace('</head>', () => `${rendered.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.body}</div>`)
    .replace('</body>', () => `${lateStyles}</body>`);
}

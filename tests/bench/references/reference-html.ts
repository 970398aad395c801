// The reference page's HTML: the article's no-JavaScript twin whose search toggle is a React island.

/** The header's search toggle: the popover button (case aside: the prerender writes popoverTarget). */
const SEARCH_TOGGLE = /<button\b[^>]*\bpopovertarget\s*=\s*["']?site-search\b[^>]*>[\s\S]*?<\/button\s*>/gi;

/**
 * `twin` with its search toggle replaced by the island's element holding `islandHtml` (the server's
 * render of the component), and the island's module script at the end of the head, as Astro places
 * it for client:load. The popover panel stays in the page, closed: nothing opens it any more.
 */
export function withReferenceIsland(twin: string, islandHtml: string, tag: string, scriptPath: string): string {
  const toggles = twin.match(SEARCH_TOGGLE) ?? [];
  if (toggles.length !== 1) throw new Error(`the twin has ${toggles.length} search toggles (button popovertarget="site-search"), not 1`);
  if (!twin.includes('</head>')) throw new Error('the twin has no </head>');
  return twin
    .replace(SEARCH_TOGGLE, () => `<${tag}>${islandHtml}</${tag}>`)
    .replace('</head>', () => `<script type="module" src="${scriptPath}"></script></head>`);
}

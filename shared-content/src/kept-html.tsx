import { useState, type ReactNode } from 'react';

/**
 * The inner HTML the server wrote in the element `id`, read on the component's first render in the
 * browser (before hydration has changed anything), or null: on the server, and on a page rendered in
 * the browser without it.
 */
export function useServerHtml(id: string): string | null {
  const [html] = useState(() => (typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null)));
  return html;
}

interface KeptHtmlProps {
  /** The wrapper's id: where useServerHtml finds the HTML to keep. */
  id: string;
  /** The server's HTML to keep as it is (from useServerHtml), or null to render `children`. */
  html: string | null;
  children?: ReactNode;
}

/**
 * A part of a prerendered page the browser can keep as the server wrote it, without hydrating it or
 * downloading what renders it: text and links, or a list shown before any filter. The server renders
 * `children` in a wrapper (display: contents, so it adds no box); the browser hands the same HTML
 * back to React as the wrapper's inner HTML, which hydrates without touching a node, until `html`
 * turns null and `children` replace it.
 *
 * Not a Suspense boundary left suspended (KeepServerHtml): React must hydrate such a boundary before
 * any update of the page above it reaches it, so an urgent one (the skip link's change of the URL's
 * hash) blanks the kept part and a transition (a client-side navigation) waits on it for ever.
 */
export function KeptHtml({ id, html, children }: KeptHtmlProps) {
  return html !== null ? (
    <div id={id} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <div id={id} className="contents">
      {children}
    </div>
  );
}

// The no-JavaScript twin's HTML: the page as the server wrote it, with nothing left to run.

/** The page without <script> elements (JSON-LD included: nothing runs) and without script preloads. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<link\b[^>]*>/gi, (link) => {
    const rel = /\brel\s*=\s*["']?([^"'\s>]+)/i.exec(link)?.[1]?.toLowerCase();
    const as = /\bas\s*=\s*["']?([^"'\s>]+)/i.exec(link)?.[1]?.toLowerCase();
    return rel === 'modulepreload' || (rel === 'preload' && as === 'script') ? '' : link;
  });
}

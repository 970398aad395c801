/**
 * The path and query of a request target, whatever form it came in: origin-form (/blog?x=1), an
 * absolute URL (http://host/blog, which HTTP/1.1 servers must accept), or several leading slashes
 * (which would otherwise read as a host name: '//x' is a URL of host x). Null when it cannot be
 * read as a URL at all ('http://[' ), or its path is not valid percent-encoding.
 */
export function requestTarget(raw: string): { pathname: string; decodedPath: string; search: string } | null {
  let url: URL;
  try {
    url = new URL(raw.replace(/^\/{2,}/, '/'), 'http://site');
  } catch {
    return null;
  }
  try {
    return { pathname: url.pathname, decodedPath: decodeURIComponent(url.pathname), search: url.search };
  } catch {
    return null;
  }
}

// What the service's log says of a request: its method and path, and, for a mail's link, which kind
// of token it carried. A token in the log is a working link for anyone who reads the log (a manage
// link never expires), and a query may hold what a reader typed, so neither the token nor any query
// value is written. Headers may carry cookies; the client's address is only a rate limit's key.

/** A token's kind is its first field: c(onfirm), u(nsubscribe), w(atch confirm), m(anage), ... */
const TOKEN_KIND = /^[a-z]$/;

// A type, not an interface: Fastify's serializer type wants an index signature.
export type LoggedRequest = {
  method: string;
  path: string;
  /** The kind of the ?token= the request carried ("c", "m"...), "unreadable" for one of no kind we write. */
  token?: string;
};

/** The request as the log shows it (Fastify's `req` serializer, used by every line that names a request). */
export function loggedRequest(request: { method: string; url: string }): LoggedRequest {
  const query = request.url.indexOf('?');
  const path = query === -1 ? request.url : request.url.slice(0, query);
  const logged: LoggedRequest = { method: request.method, path };
  if (query === -1) return logged;
  const token = new URLSearchParams(request.url.slice(query + 1)).get('token');
  if (token !== null) {
    const kind = token.split('.', 1)[0] ?? '';
    logged.token = TOKEN_KIND.test(kind) ? kind : 'unreadable';
  }
  return logged;
}

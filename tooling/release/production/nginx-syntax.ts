// How the nginx configuration is written: quoted strings and regular expressions, site paths,
// query-variant patterns, add_header lines, blocks, the realip directives, and the logging of the
// locations that serve a reader's click or watch (nginx.ts writes the server block with them).
import type { Headers } from './header-policy.ts';
import { proxyListProblem } from '../../../platform/proxy-ranges.ts';

/**
 * A double-quoted nginx string. nginx reads \" and \\ as escapes and interpolates $name in
 * values, and offers no escape for $, so a value holding one is refused rather than silently
 * changed. A regular expression may hold $ (an anchor): nginx does not interpolate those.
 */
export function quote(value: string, { regex = false } = {}): string {
  if ((!regex && value.includes('$')) || /[\r\n]/.test(value))
    throw new Error(`cannot be written into an nginx configuration: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

export const quoteRegex = (pattern: string) => quote(pattern, { regex: true });

/** A quoted nginx string that may refer to variables (map values, try_files and alias arguments). */
export function quoteWithVariables(template: string, variables: readonly string[]): string {
  const parts = template.split(/(\$\w+)/).map((part) => (variables.includes(part) ? part : quote(part).slice(1, -1)));
  return `"${parts.join('')}"`;
}

export const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path nginx can use as it is in a location or a redirect: no spaces, quotes or escapes. */
export function sitePath(value: string, what: string): string {
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(value)) throw new Error(`${what} "${value}" is not a plain site path`);
  return value;
}

/**
 * A regular expression matching every way a browser or a link writes one query value: a space as
 * %20 or +, other reserved characters percent-encoded in either letter case, and the characters
 * that encodeURIComponent leaves alone but URLSearchParams encodes, either way.
 */
export function queryValuePattern(text: string): string {
  let pattern = '';
  for (const char of text) {
    if (char === ' ') pattern += '(?:%20|\\+)';
    else if (/[A-Za-z0-9\-_.]/.test(char)) pattern += regexEscape(char);
    else {
      const bytes = [...new TextEncoder().encode(char)].map((byte) => {
        const hex = byte.toString(16).toUpperCase().padStart(2, '0');
        const digits = [...hex].map((digit) => (/[A-F]/.test(digit) ? `[${digit}${digit.toLowerCase()}]` : digit)).join('');
        return `%${digits}`;
      });
      const encoded = bytes.join('');
      pattern += /[!'()*~]/.test(char) ? `(?:${regexEscape(char)}|${encoded})` : encoded;
    }
  }
  return pattern;
}

/** The `$uri?$args` pattern of a prerendered query variant ('/blog?category=Tool%20Battles'). */
export function pageVariantPattern(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://site');
  const query = [...searchParams].map(([name, value]) => `${queryValuePattern(name)}=${queryValuePattern(value)}`).join('&');
  return `^${regexEscape(pathname)}\\?${query}$`;
}

export function headerLines(headers: Headers, indent: string): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (!/^[A-Za-z0-9-]+$/.test(name)) throw new Error(`bad header name "${name}"`);
    return `${indent}add_header ${name} ${value.startsWith('$') ? value : quote(value)} always;`;
  });
}

export const block = (indent: string, opening: string, body: string[]) => [`${indent}${opening} {`, ...body, `${indent}}`];

/** nginx's realip module: the client's address from X-Forwarded-For, believed only from these proxies. */
export function realIp(from: readonly string[], indent: string): string[] {
  if (from.length === 0) return [];
  const problem = proxyListProblem(from);
  if (problem !== null) throw new Error(`the proxies nginx believes (NGINX_REAL_IP_FROM) ${problem}`);
  return [
    `${indent}# The reader's address as the CDN in front names it (rate limits, one click a reader): the`,
    `${indent}# last X-Forwarded-For entry not added by one of these proxies.`,
    ...from.map((item) => `${indent}set_real_ip_from ${item};`),
    `${indent}real_ip_header X-Forwarded-For;`,
    `${indent}real_ip_recursive on;`,
  ];
}

/**
 * The logging of every location that passes a request to the newsletter service (a click on /go/, a
 * watch) or answers for it (its fallbacks, its not-found page). The privacy page says neither a
 * reader's address nor their browser is written to our logs: nginx's access log holds the address,
 * the browser and the referring page of each request, and its error log (a service that does not
 * answer) the address and the referring page. Both are off here; the service's health check and
 * its own log, which holds neither, say when it is down. Pages keep the log of the http block.
 */
export const unlogged = (indent: string): string[] => [`${indent}access_log off;`, `${indent}error_log /dev/null;`];

/** A location's pass to an http service on this machine: the reader's address in X-Forwarded-For, keep-alive, short timeouts. */
export const proxyLines = (origin: string, readSeconds: number, indent: string): string[] => [
  `${indent}proxy_pass ${origin};`,
  `${indent}proxy_set_header Host $host;`,
  `${indent}proxy_set_header X-Forwarded-For $remote_addr;`,
  `${indent}proxy_set_header Connection "";`,
  `${indent}proxy_http_version 1.1;`,
  `${indent}proxy_connect_timeout 2s;`,
  `${indent}proxy_read_timeout ${readSeconds}s;`,
];

import { load } from 'cheerio';
import type { LifeSigns } from '../types.js';
import { collapse } from './plans.js';

// A tool's domain that now serves a parked or for-sale page is a tool that may be gone. Such a page is
// small and says so in a few set phrases ("this domain is for sale", "parked free, courtesy of..."),
// or is little more than the script of a parking service. A tool's own pricing page talks about
// domains too (a website builder sells them), so a phrase counts only on a small page or in its
// title, and the words "domain" or "parked" alone never count.

/** Said only by a page about its own domain being parked, for sale or expired. */
const PHRASES = [
  /\bthis domain(?: name)? (?:is|may be|might be) for sale\b/,
  /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,} (?:is|may be) for sale\b/,
  /\bdomain(?: name)? may be for sale\b/,
  /\bbuy this domain\b/,
  /\bget this domain\b/,
  /\bparked free\b/,
  /\bthis (?:domain|web ?page|website) (?:is|has been) parked\b/,
  /\binquire (?:about|now about) this domain\b/,
  /\bmake an offer on this domain\b/,
  /\bthis domain(?: name)? has expired\b/,
];
/** Said on a parking page and elsewhere too: only a near-empty page made of them is parked. */
const WEAK = [/\bdomain parking\b/, /\bparked domain\b/, /\bmake an offer\b/, /\brelated searches\b/, /\bfor sale\b/];
/** Parking and domain-sale services: a page that loads their code, or sends its reader there, is theirs. */
const PARKING_HOSTS = [
  'sedo.com',
  'sedoparking.com',
  'dan.com',
  'afternic.com',
  'hugedomains.com',
  'buydomains.com',
  'bodis.com',
  'parkingcrew.net',
  'above.com',
  'parklogic.com',
  'domainmarket.com',
  'undeveloped.com',
  'efty.com',
  'domainsponsor.com',
  'skenzo.com',
  'dsparking.com',
  'smartname.com',
  'namedrive.com',
  'brandbucket.com',
  'squadhelp.com',
];
/** Fewer words than a pricing page ever has; a parked page with its list of "related searches" has fewer still. */
const SMALL_PAGE_WORDS = 250;
const NEAR_EMPTY_WORDS = 60;

function parkingHost(address: string | undefined, pageUrl: string): string | null {
  if (!address) return null;
  let host: string;
  let own: string;
  try {
    host = new URL(address.trim(), pageUrl).hostname.toLowerCase();
    own = new URL(pageUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  const found = PARKING_HOSTS.find((parking) => host === parking || host.endsWith(`.${parking}`));
  // The parking service's own site links to itself: that is no sign about it.
  return found && !(own === found || own.endsWith(`.${found}`)) ? found : null;
}

/** A meta refresh's target ("5; url=https://...") */
const refreshTarget = (content: string | undefined) => /url\s*=\s*['"]?([^'"\s]+)/i.exec(content ?? '')?.[1];

/** Whether `html` (fetched from `pageUrl`) is a parked or for-sale page, and the words that say so. */
export function lifeSigns(html: string, pageUrl: string): LifeSigns {
  const $ = load(html);
  const loaded = new Set<string>();
  const linked = new Set<string>();
  $('script[src], iframe[src], frame[src], form[action], meta[http-equiv]').each((_, element) => {
    const node = $(element);
    const address = node.attr('src') ?? node.attr('action') ?? refreshTarget(node.attr('content'));
    const host = parkingHost(address, pageUrl);
    if (host) loaded.add(host);
  });
  $('a[href]').each((_, element) => {
    const host = parkingHost($(element).attr('href'), pageUrl);
    if (host) linked.add(host);
  });
  $('script, style, noscript, template').remove();
  // Elements' texts are read apart, so "Domain parking</p><h3>Related searches" is not one word "parkingRelated".
  $('body *').after(' ');
  const text = collapse($('body').text() || $.root().text()).toLowerCase();
  const heading = collapse(`${$('title').text()} ${$('h1').text()}`).toLowerCase();
  const words = text.split(' ').filter(Boolean).length;
  const said = PHRASES.flatMap((phrase) => phrase.exec(`${heading} ${text}`)?.[0] ?? []);
  const headed = PHRASES.some((phrase) => phrase.test(heading));
  const weak = WEAK.flatMap((phrase) => phrase.exec(text)?.[0] ?? []);
  const signs: string[] = [];
  if (said.length && (headed || words < SMALL_PAGE_WORDS)) signs.push(...said);
  signs.push(...loaded);
  if (linked.size && (said.length || words < SMALL_PAGE_WORDS)) signs.push(...linked);
  if (signs.length === 0 && words < NEAR_EMPTY_WORDS && weak.length >= 2) signs.push(...weak);
  return { parked: signs.length ? [...new Set(signs)].join('; ') : null };
}

// An Atom document checked against what RFC 4287 requires of a feed (section 4.1) and its entries,
// each requirement named, so a failure says which rule a feed breaks. No RELAX NG validator is
// packaged for Node; this reads the document with sax and checks the rules the site's feeds could
// break: the elements a feed and an entry must hold once, authors, links, ids and dates.
import sax from 'sax';

const ATOM = 'http://www.w3.org/2005/Atom';

interface Node {
  name: string;
  ns: string;
  attributes: Record<string, string>;
  children: Node[];
  text: string;
}

function parse(xml: string): Node {
  const parser = sax.parser(true, { xmlns: true, trim: false });
  const root: Node = { name: '#document', ns: '', attributes: {}, children: [], text: '' };
  const stack: Node[] = [root];
  parser.onopentag = (tag) => {
    const qualified = tag as sax.QualifiedTag;
    const node: Node = {
      name: qualified.local,
      ns: qualified.uri,
      attributes: Object.fromEntries(Object.values(qualified.attributes).map((attribute) => [attribute.local, attribute.value])),
      children: [],
      text: '',
    };
    stack.at(-1)?.children.push(node);
    stack.push(node);
  };
  parser.onclosetag = () => void stack.pop();
  parser.ontext = parser.oncdata = (text) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.write(xml).close();
  return root;
}

/** RFC 3339 date-time, as atomDateConstruct requires (3.3). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isAbsoluteIri = (value: string) => {
  try {
    return new URL(value).protocol.length > 1;
  } catch {
    return false;
  }
};

export interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: string | undefined;
}

/** The feed's entries, and every rule of RFC 4287 it breaks (none for a valid feed). */
export function checkAtom(xml: string): { problems: string[]; title: string; entries: AtomEntry[] } {
  const problems: string[] = [];
  const document = parse(xml);
  const feed = document.children[0];
  if (!feed || feed.name !== 'feed' || feed.ns !== ATOM) return { problems: ['4.1.1: the root is not atom:feed'], title: '', entries: [] };
  const atom = (node: Node, name: string) => node.children.filter((child) => child.ns === ATOM && child.name === name);
  const once = (node: Node, name: string, where: string, section: string) => {
    const found = atom(node, name);
    if (found.length !== 1) problems.push(`${section}: ${where} must contain exactly one atom:${name}, has ${found.length}`);
    return found[0];
  };
  const date = (node: Node | undefined, where: string) => {
    if (node && !DATE_TIME.test(node.text.trim())) problems.push(`3.3: ${where}'s updated "${node.text}" is not an RFC 3339 date-time`);
  };
  const iri = (node: Node | undefined, where: string) => {
    if (node && !isAbsoluteIri(node.text.trim())) problems.push(`4.2.6: ${where}'s id "${node.text}" is not an absolute IRI`);
  };
  const links = (node: Node, where: string) => {
    const all = atom(node, 'link');
    for (const link of all) if (!link.attributes.href) problems.push(`4.2.7.1: a link of ${where} has no href`);
    const alternates = all.filter((link) => (link.attributes.rel ?? 'alternate') === 'alternate');
    const keys = alternates.map((link) => `${link.attributes.type ?? ''}|${link.attributes.hreflang ?? ''}`);
    if (new Set(keys).size !== keys.length) problems.push(`4.1.1: ${where} has two alternate links of the same type and language`);
    return alternates[0]?.attributes.href;
  };

  const feedTitle = once(feed, 'title', 'the feed', '4.1.1');
  iri(once(feed, 'id', 'the feed', '4.1.1'), 'the feed');
  date(once(feed, 'updated', 'the feed', '4.1.1'), 'the feed');
  links(feed, 'the feed');
  if (!atom(feed, 'link').some((link) => link.attributes.rel === 'self')) problems.push('4.1.1: the feed SHOULD have a link rel="self"');
  const feedAuthors = atom(feed, 'author');
  for (const author of feedAuthors) if (atom(author, 'name').length !== 1) problems.push('3.2.1: an author has no single name');

  const ids = new Set<string>();
  const entries = atom(feed, 'entry').map((entry, index) => {
    const where = `entry ${index + 1}`;
    const id = once(entry, 'id', where, '4.1.2');
    const title = once(entry, 'title', where, '4.1.2');
    const updated = once(entry, 'updated', where, '4.1.2');
    iri(id, where);
    date(updated, where);
    const link = links(entry, where);
    if (atom(entry, 'content').length === 0 && !link) problems.push(`4.1.2: ${where} has no content and no alternate link`);
    if (atom(entry, 'author').length === 0 && feedAuthors.length === 0) problems.push(`4.1.1: ${where} has no author, nor has the feed`);
    for (const name of ['summary', 'content', 'rights', 'published', 'source'])
      if (atom(entry, name).length > 1) problems.push(`4.1.2: ${where} has more than one atom:${name}`);
    const idText = id?.text.trim() ?? '';
    // RFC 4287 lets two versions of one entry share an id; each change in these feeds is an entry of its own.
    if (ids.has(idText)) problems.push(`two entries share the id ${idText}`);
    ids.add(idText);
    return { id: idText, title: title?.text.trim() ?? '', updated: updated?.text.trim() ?? '', link };
  });
  return { problems, title: feedTitle?.text.trim() ?? '', entries };
}

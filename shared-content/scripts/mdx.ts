// Reads an article the way the site's MDX compiler does (remark with the MDX, frontmatter and GFM
// syntaxes, the plugins of tooling/bundle/loaders.ts), so the content build checks the same tree the pages
// are rendered from: a tool card is a JSX element, a recap table a GFM table, a link a link node.
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { toString } from 'mdast-util-to-string';
import { visitParents } from 'unist-util-visit-parents';
import { parse as parseYaml } from 'yaml';

export class MdxSyntaxError extends Error {
  override name = 'MdxSyntaxError';
}

/** A JSX element of the body (<ToolCard>, <Tip>, ...) with its attributes. */
export interface JsxElement {
  name: string;
  /** A string attribute as written; `{7}` as the number 7; any other expression as its source text. */
  attributes: Record<string, string | number>;
}

/**
 * A block of prose a reader reads as one: a paragraph, a list item's paragraph, a heading, or a
 * table row (its cells joined by " | "), with its line in the file, the tool card it is in (by
 * the card's tool id) and the links it holds: what the content build holds to the record of plans.
 */
export interface ProseBlock {
  text: string;
  line: number;
  card?: string;
  /** A table row: its first cell names what the row is about. */
  row?: boolean;
  links: string[];
}

export interface ParsedMdx {
  frontmatter: unknown;
  elements: JsxElement[];
  /** The number of columns of each GFM table, in order. */
  tableColumns: number[];
  /** Every link target of the body, in order. */
  links: string[];
  /** Words of prose (text and inline code), for the read time. */
  words: number;
  /** The body's prose, block by block, in order. */
  blocks: ProseBlock[];
  /** The text after the frontmatter, and the line of the file it starts on (for findings an editor can open). */
  body: string;
  bodyLine: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

function attributesOf(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string | number> {
  const attributes: Record<string, string | number> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { value } = attribute;
    if (typeof value === 'string') attributes[attribute.name] = value;
    else if (value && /^\s*\d+\s*$/.test(value.value)) attributes[attribute.name] = Number(value.value);
    else if (value) attributes[attribute.name] = value.value;
  }
  return attributes;
}

/** Parses one MDX file; a syntax error throws MdxSyntaxError naming the file, line and column. */
export function parseMdx(file: string, text: string): ParsedMdx {
  let tree: Root;
  try {
    tree = parser.parse(text);
  } catch (error) {
    // micromark's MDX extensions throw a VFileMessage whose place is a point or a range.
    const { reason, place } = error as {
      reason?: string;
      place?: { line?: number; column?: number; start?: { line: number; column: number } };
    };
    const point = place?.start ?? place;
    const where = point?.line === undefined ? '' : `:${point.line}:${point.column ?? 1}`;
    throw new MdxSyntaxError(`${file}${where}: body: not valid MDX (${reason ?? (error as Error).message})`);
  }
  const first: RootContent | undefined = tree.children[0];
  if (first?.type !== 'yaml') throw new MdxSyntaxError(`${file}: frontmatter: missing (the file must start with a --- block)`);
  let frontmatter: unknown;
  try {
    frontmatter = parseYaml(first.value);
  } catch (error) {
    throw new MdxSyntaxError(`${file}: frontmatter: not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  const end = first.position?.end;
  const body = end === undefined ? '' : text.slice(end.offset);
  const parsed: ParsedMdx = {
    frontmatter,
    elements: [],
    tableColumns: [],
    links: [],
    words: 0,
    blocks: [],
    body,
    bodyLine: end?.line ?? 1,
  };
  visitParents(tree, (node, ancestors) => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableRow') {
      const card = ancestors.find(
        (ancestor): ancestor is MdxJsxFlowElement => ancestor.type === 'mdxJsxFlowElement' && ancestor.name === 'ToolCard',
      );
      const id = card ? attributesOf(card).id : undefined;
      const links: string[] = [];
      visitParents(node, 'link', (link) => void links.push(link.url));
      parsed.blocks.push({
        text: node.type === 'tableRow' ? node.children.map((cell) => toString(cell)).join(' | ') : toString(node),
        line: node.position?.start.line ?? 1,
        ...(typeof id === 'string' ? { card: id } : {}),
        ...(node.type === 'tableRow' ? { row: true } : {}),
        links,
      });
    }
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name) parsed.elements.push({ name: node.name, attributes: attributesOf(node) });
        break;
      case 'table':
        parsed.tableColumns.push(node.children[0]?.children.length ?? 0);
        break;
      case 'link':
        parsed.links.push(node.url);
        break;
      case 'text':
      case 'inlineCode':
        parsed.words += node.value.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
        break;
    }
  });
  return parsed;
}

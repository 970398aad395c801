// The search page's index (shared-content/src/domain/search.ts), built from the content itself: each
// article's title, description and body text as its MDX says it (read by remark, the parser the
// site's MDX compiler uses), plus the names of the tools its cards show; each tool's name, category,
// description and what it does for whom. Written by the prerender as /search-index.json.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { buildSearchIndex, type SearchDocument } from '@toolverse/shared-content/domain/search';
import { categoryById } from '@toolverse/shared-content/content/categories';
import { paths } from '@toolverse/shared-content/site/paths';
import { TOOL_CATEGORY_LABELS } from '@toolverse/shared-content/content/tool-taxonomy';
import { readJson } from '../../platform/read-json.ts';

/** The content the index is made of: a content folder and the content build's output beside it. */
export interface SearchContent {
  /** content/: articles/<slug>.mdx and tools.json. */
  contentDir: string;
  /** src/content/generated/: article-index.json, article-descriptions.json, article-tool-ids.json. */
  generatedDir: string;
}

interface ToolEntry {
  id: string;
  name: string;
  description: string;
  category: string;
  userTypes: string[];
  hook?: string;
  benefits?: string[];
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

/** The prose of an MDX body, front matter left out: text, headings, list items, table cells, JSX children. */
export function bodyText(mdx: string): string {
  const tree = parser.parse(mdx) as Root;
  return tree.children
    .filter((node) => node.type !== 'yaml')
    .map((node) => toString(node))
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every article and every tool as a document of the index. */
export function searchDocuments({ contentDir, generatedDir }: SearchContent): SearchDocument[] {
  const { articles } = readJson<{ articles: { slug: string; title: string; category: string }[] }>(
    path.join(generatedDir, 'article-index.json'),
  );
  const descriptions = readJson<Record<string, string>>(path.join(generatedDir, 'article-descriptions.json'));
  const toolIds = readJson<Record<string, string[]>>(path.join(generatedDir, 'article-tool-ids.json'));
  const tools = readJson<ToolEntry[]>(path.join(contentDir, 'tools.json'));
  const toolName = new Map(tools.map((tool) => [tool.id, tool.name]));

  const articleDocuments = articles.map((article): SearchDocument => {
    const body = bodyText(readFileSync(path.join(contentDir, 'articles', `${article.slug}.mdx`), 'utf8'));
    // The tool cards name their tools on the page, from tools.json rather than the MDX text.
    const cards = (toolIds[article.slug] ?? []).map((id) => toolName.get(id) ?? id);
    return {
      id: paths.blog.article(article.slug),
      kind: 'article',
      title: article.title,
      description: descriptions[article.slug] ?? '',
      category: categoryById(article.category)?.title ?? article.category,
      text: [body, ...cards].join(' '),
    };
  });
  const toolDocuments = tools.map((tool): SearchDocument => ({
    id: paths.tools.tool(tool.id),
    kind: 'tool',
    title: tool.name,
    description: tool.description,
    category: TOOL_CATEGORY_LABELS[tool.category as keyof typeof TOOL_CATEGORY_LABELS] ?? tool.category,
    text: [tool.hook ?? '', ...(tool.benefits ?? []), ...tool.userTypes].join(' '),
  }));
  return [...toolDocuments, ...articleDocuments];
}

/** The serialized index of the site's content. */
export function searchIndexJson(content: SearchContent): string {
  return buildSearchIndex(searchDocuments(content));
}

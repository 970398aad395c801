// /llms.txt (the llmstxt.org proposal: a title, a summary, then sections of links) says what the site
// is, where its open data lives and how its figures are dated; /llms-full.txt adds every tool's
// current plans, each figure with its source and the day it was read, in the same words as its page.
import type { OpenDataset, OpenTool } from '@toolverse/shared-content/content/schemas/open-data';
import { asOfLabel } from '@toolverse/shared-content/domain/plans/words';
import { FIGURE_RULE, OPEN_DATA_LICENCE } from '@toolverse/shared-content/site/open-data';
import { paths } from '@toolverse/shared-content/site/paths';
import type { SharedContent } from './builds.ts';

const SUMMARY =
  'An independent guide to AI tools for creators, freelancers, solopreneurs and marketers: articles, a directory of tools (The Arsenal) with every plan’s price, its dated source and its history, quizzes and a guide.';

function head(siteUrl: string, content: SharedContent, dataset: OpenDataset): string[] {
  const url = (path: string) => siteUrl + path;
  return [
    `# ${content.SITE_NAME}`,
    '',
    `> ${SUMMARY}`,
    '',
    `How figures are dated: ${FIGURE_RULE.join(' ')}`,
    '',
    `When you quote a price, give its source and the day it was read, as the data does, and link the tool’s page. The data is licensed ${OPEN_DATA_LICENCE.name} (${OPEN_DATA_LICENCE.url}); credit: ${dataset.attribution}. Last updated ${dataset.updated}; format version ${dataset.version}.`,
    '',
    '## Open data',
    '',
    `- [Every tool’s plans, prices, readings and corrections](${url(paths.data.tools)}): JSON, ${dataset.tools.length} tools`,
    `- [One file per tool](${url(paths.data.tool('{id}'))}): the same format, one tool; for example [ChatGPT](${url(paths.data.tool(dataset.tools[0]?.id ?? ''))})`,
    `- [Every current plan as CSV](${url(paths.data.plansCsv)}): one row per plan, with its source and the day it was read`,
    `- [The JSON Schema of the files](${url(paths.data.schema)})`,
    `- [What each field means, the rule for a figure, and how to cite](${url(paths.data.page)})`,
    '',
    '## Pages',
    '',
    `- [The Arsenal](${url(paths.tools.index)}): every tool; each tool’s page (${url(paths.tools.tool('{id}'))}) shows every plan with its source`,
    `- [What’s new in The Arsenal](${url(paths.tools.changes)}): tools added, plans read, facts corrected; also as [an Atom feed](${url(paths.tools.changesFeed)}), and one feed per tool (${url(paths.tools.feed('{id}'))})`,
    `- [How we review](${url(paths.about)}): where figures come from, and how affiliate links are disclosed`,
    `- [The blog](${url(paths.blog.index)}): guides and comparisons`,
    '',
  ];
}

/** /llms.txt */
export function llmsTxt(siteUrl: string, content: SharedContent, dataset: OpenDataset): string {
  return [
    ...head(siteUrl, content, dataset),
    '## Optional',
    '',
    `- [Every tool’s current plans in one text](${siteUrl}${paths.llmsFull}): each price with its source and the day it was read`,
    '',
  ].join('\n');
}

const readOn = (read: string) => asOfLabel(read);

/** One tool as the full variant gives it: its summary, every plan's prices, and the sources they cite. */
function toolSection(siteUrl: string, tool: OpenTool): string[] {
  const sourceLine = (index: number) => {
    const source = tool.sources[index];
    return source ? `${source.publisher}, read ${readOn(source.read)}` : 'no source';
  };
  const cheapest = tool.summary.cheapestPlan === null ? undefined : tool.plans[tool.summary.cheapestPlan];
  return [
    `## ${tool.name}`,
    '',
    `Page: ${tool.page} · Data: ${siteUrl}${paths.data.tool(tool.id)}`,
    `Status: ${tool.status.words}.${tool.owner ? ` Owner: ${tool.owner}.` : ''}`,
    `Free plan: ${tool.summary.freePlan === null ? 'not known' : tool.summary.freePlan ? 'yes' : 'no'}.`,
    tool.summary.price && cheapest
      ? `Cheapest paid plan: ${tool.summary.price} (${sourceLine(cheapest.source)}).`
      : `No figure: ${(tool.summary.noFigure ?? 'no source we trust gives one').replace(/\.$/, '')}.`,
    ...(tool.plans.length > 0
      ? [
          '',
          ...tool.plans.map(
            (plan) =>
              `- ${plan.name}: ${plan.prices.length > 0 ? plan.prices.join('; ') : 'no figure in its source'} (${sourceLine(plan.source)})`,
          ),
          '',
          'Sources:',
          ...tool.sources.map((source) => `- ${source.publisher}, read ${readOn(source.read)}: ${source.url}`),
        ]
      : []),
    '',
  ];
}

/** /llms-full.txt: llms.txt's summary and links, then every tool. */
export function llmsFullTxt(siteUrl: string, content: SharedContent, dataset: OpenDataset): string {
  return [...head(siteUrl, content, dataset), ...dataset.tools.flatMap((tool) => toolSection(siteUrl, tool))].join('\n');
}

import { useParams } from 'react-router-dom';
import { NotFound, useSiteUrl } from '@toolverse/contracts';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { breadcrumbJsonLd } from '@toolverse/shared-content/site/breadcrumbs';
import { paths } from '@toolverse/shared-content/site/paths';
import { PriceBlock } from '@toolverse/shared-content/ui/price-block';
import { Breadcrumbs } from '../common/breadcrumbs';
import { TOOLS, toolById } from '../common/catalogue';
import { CATEGORY_LABELS } from '../common/labels';
import { toolBreadcrumbs, toolListPageJsonLd } from '../common/structured-data';
import { AlternativesList } from './alternatives-list';
import { ALTERNATIVES_ON_OWN_PAGE, ALTERNATIVES_RULE, alternativesTo } from './alternatives';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

/** The page's name: what a reader searches for. */
export const alternativesPageName = (name: string) => `Alternatives to ${name}`;

/**
 * /tools/{id}/alternatives: the tools closest to one tool by what they do for the reader, ranked by
 * the rule the page states, each with its price and how it differs. A document: no script needed.
 */
export function AlternativesPage() {
  const { toolId = '' } = useParams();
  const siteUrl = useSiteUrl();
  const tool = toolById(toolId);
  if (!tool) return <NotFound />;
  const alternatives = alternativesTo(tool, TOOLS, ALTERNATIVES_ON_OWN_PAGE);
  const path = paths.tools.alternatives(tool.id);
  const name = alternativesPageName(tool.name);
  const description = `${alternatives.length} tools like ${tool.name}, ranked by what they do for you, with what each costs (dated, with its source) and how it differs.`;
  const trail = [...toolBreadcrumbs(tool), { name: 'Alternatives', path }];
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta
        name={name}
        description={description}
        path={path}
        cover={{ seed: tool.id, colour: 'purple' }}
        jsonLd={[
          toolListPageJsonLd(
            { name, description, path },
            alternatives.map((alternative) => alternative.tool),
            siteUrl,
          ),
          breadcrumbJsonLd(trail, siteUrl),
        ]}
      />
      <Breadcrumbs trail={trail} />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-widest text-glow-cyan">{CATEGORY_LABELS[tool.category]}</p>
        <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{name}</h1>
        <p className="mt-4 max-w-3xl text-lg text-muted">
          {`${tool.name}: ${tool.hook}. `}
          <a href={paths.tools.tool(tool.id)} className={linkClass}>
            {`More about ${tool.name}`}
          </a>
        </p>
        <PriceBlock plans={tool.plans} pricingPage={tool.pricingPage} toolName={tool.name} className="mt-3 text-sm text-muted" />
      </header>
      <section aria-labelledby="alternatives-list" className="mt-10">
        <h2 id="alternatives-list" className="text-2xl font-bold text-ink">
          {`The ${alternatives.length} closest tools`}
        </h2>
        <p className="mt-2 max-w-3xl text-sm text-muted">{ALTERNATIVES_RULE}</p>
        <AlternativesList tool={tool} alternatives={alternatives} />
      </section>
      <p className="mt-10 flex flex-wrap gap-x-6 gap-y-2">
        <a
          href={paths.tools.compare([tool.id, ...alternatives.slice(0, 3).map((alternative) => alternative.tool.id)])}
          className={linkClass}
        >
          {`Compare ${tool.name} with the three closest side by side`}
        </a>
        <a href={paths.tools.category(tool.category)} className={linkClass}>
          {`Every ${CATEGORY_LABELS[tool.category]} tool in The Arsenal`}
        </a>
      </p>
    </div>
  );
}

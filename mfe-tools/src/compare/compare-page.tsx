import { useParams } from 'react-router-dom';
import { NotFound, useSiteUrl } from '@toolverse/contracts';
import { PageMeta } from '@toolverse/shared-content/ui/page-meta';
import { breadcrumbJsonLd } from '@toolverse/shared-content/site/breadcrumbs';
import { paths } from '@toolverse/shared-content/site/paths';
import { Breadcrumbs } from '../common/breadcrumbs';
import { isTool, toolById } from '../common/catalogue';
import { MAX_COMPARED, MIN_COMPARED } from '../common/compare-limits';
import { toolListPageJsonLd } from '../common/structured-data';
import { compareToolOf, comparisonName as nameWith, idsOfComparison } from './compare';
import { CompareDisclosure, CompareTable } from './compare-table';
import { COMPARE_NAME, CompareIsland } from './compare-view';
import { COMPARING_ARTICLES, COMPARISONS } from './comparisons';

const linkClass = 'text-glow-cyan underline underline-offset-4 hover:text-white';

const trailTo = (name: string, path: string) => [
  { name: 'Home', path: paths.home },
  { name: 'The Arsenal', path: paths.tools.index },
  ...(path === paths.tools.compare() ? [] : [{ name: 'Compare', path: paths.tools.compare() }]),
  { name, path },
];

/** The name of a comparison: "Jasper vs Copy.ai". */
const comparisonName = (ids: readonly string[]) => nameWith(ids, (id) => toolById(id)?.name);

/** The comparisons our articles make, as links to their own pages. */
function ArticleComparisons() {
  return (
    <ul className="mt-3 space-y-2">
      {COMPARISONS.map(({ ids, article }) => (
        <li key={ids.join()}>
          <a href={paths.tools.comparison(ids)} className={linkClass}>
            {comparisonName(ids)}
          </a>
          <span className="text-muted">{`, as compared in “${article.title}”`}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /tools/compare/{a}-vs-{b}: a comparison our articles make, prerendered with the whole table, so
 * it is read without a script. Any other set of tools is /tools/compare?ids=.
 */
export function ComparisonPage() {
  const { comparison = '' } = useParams();
  const siteUrl = useSiteUrl();
  const ids = idsOfComparison(comparison, isTool);
  if (!ids) return <NotFound />;
  const tools = ids.map((id) => toolById(id)!);
  const compared = tools.map((tool) => compareToolOf(tool, COMPARING_ARTICLES));
  const path = paths.tools.comparison(ids);
  const name = comparisonName(ids);
  const from = COMPARISONS.find((entry) => entry.ids.join() === ids.join())?.article;
  const description = `${name} side by side: pricing model, from-price with its date and source, free plan, who each suits, what each does and the articles that cover them.`;
  const trail = trailTo(name, path);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        name={`${name}: side by side`}
        description={description}
        path={path}
        cover={{ seed: comparison, colour: 'pink' }}
        jsonLd={[
          toolListPageJsonLd({ name: `${name}: side by side`, description, path }, tools, siteUrl),
          breadcrumbJsonLd(trail, siteUrl),
        ]}
      />
      <Breadcrumbs trail={trail} />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-glow-cyan">Compare</p>
      <h1 className="mt-2 text-4xl font-black text-ink sm:text-5xl">{name}</h1>
      {from && (
        <p className="mt-4 max-w-3xl text-lg text-muted">
          {'Our verdict, with the reasons, is in '}
          <a href={paths.blog.article(from.slug)} className={linkClass}>
            {from.title}
          </a>
          . This table puts the facts side by side.
        </p>
      )}
      <CompareDisclosure />
      <CompareTable tools={compared} caption={`${name}, side by side`} />
      <section aria-labelledby="compare-more" className="mt-10">
        <h2 id="compare-more" className="text-2xl font-bold text-ink">
          Compare other tools
        </h2>
        <ArticleComparisons />
        <p className="mt-4">
          <a href={paths.tools.compare(ids)} className={linkClass}>
            {`Add or change tools (${MIN_COMPARED} to ${MAX_COMPARED})`}
          </a>
        </p>
      </section>
    </div>
  );
}

/**
 * /tools/compare: the picker (a form that works without a script), the comparisons our articles
 * make, and with ?ids= any two to four tools side by side (the compare island, from the URL).
 */
export function ComparePage() {
  const siteUrl = useSiteUrl();
  const path = paths.tools.compare();
  const description = `Put ${MIN_COMPARED} to ${MAX_COMPARED} AI tools side by side: pricing model, from-price with its date and source, free plan, who each suits and what each does.`;
  const trail = trailTo('Compare', path);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        name={COMPARE_NAME}
        description={description}
        path={path}
        cover={{ seed: 'compare', colour: 'pink' }}
        jsonLd={[
          toolListPageJsonLd(
            { name: COMPARE_NAME, description, path },
            COMPARISONS.flatMap(({ ids }) => ids.map((id) => toolById(id)!)).filter((tool, index, all) => all.indexOf(tool) === index),
            siteUrl,
          ),
          breadcrumbJsonLd(trail, siteUrl),
        ]}
      />
      <Breadcrumbs trail={trail} />
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-glow-cyan">The Arsenal</p>
      <CompareIsland url={path} />
      <section aria-labelledby="compare-articles" className="mt-10">
        <h2 id="compare-articles" className="text-2xl font-bold text-ink">
          The comparisons our articles make
        </h2>
        <ArticleComparisons />
      </section>
    </div>
  );
}

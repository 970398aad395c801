import { EDITORIAL_BYLINE, SITE_NAME } from '@toolverse/shared-content/site/constants';
import { operatorDetails } from '@toolverse/shared-content/site/operator';
import { paths } from '@toolverse/shared-content/site/paths';
import { PRICE_MONITOR } from '@toolverse/shared-content/site/price-monitor';
import sources from '@toolverse/shared-content/content/generated/plan-sources.json';
import { CURRENT_FOR_DAYS, SHOW_AGE_AFTER_DAYS } from '@toolverse/shared-content/domain/plans/figures';
import { PREFER_HIGHER_RANK_WITHIN_DAYS } from '@toolverse/shared-content/domain/plans/readings';
import { LegalPage } from './legal-page';

/** About Toolverse and how we review: the editorial and affiliate policy every byline links to. */
export function AboutPage() {
  const operator = operatorDetails();
  return (
    <LegalPage
      path={paths.about}
      name="About Toolverse and how we review"
      updated="November 29, 2026"
      description="Who writes Toolverse, how we review AI tools, where every price comes from (dated, pinned sources, ranked), how we correct mistakes, and what is true about links to tools today."
    >
      <p>
        {SITE_NAME} is a site about AI tools for creators, freelancers, solopreneurs and marketers: articles, a tool directory (The
        Arsenal), quizzes and a guide. It is run by {operator.name}. Every article is written by {EDITORIAL_BYLINE}; we do not sign articles
        with invented names.
      </p>

      <h2>How we review</h2>
      <p>What we do:</p>
      <ul>
        <li>
          We work from the vendors&apos; own pages: product pages, documentation, plan and pricing pages. Each article lists the pages it
          relies on under <strong>Sources</strong>, so you can check them yourself.
        </li>
        <li>
          We date facts that change, and every price has its own source: see{' '}
          <a href={`${paths.about}#prices`}>where our prices come from</a>.
        </li>
        <li>An article shows an Updated date only when its facts or advice changed, and says what changed. Rewording does not count.</li>
        <li>
          We label what is not a plain report. A composite story, told in one voice from a common pattern, says so in a note at its top.
          Figures and testimonials shown as illustrations are labeled as illustrations.
        </li>
      </ul>
      <p>What we do not do:</p>
      <ul>
        <li>
          No hands-on benchmark unless an article says so. A comparison or a ranking is our editorial judgment from the sources it lists;
          when an article is based on more than that, its editor&apos;s note says what was done.
        </li>
        <li>No invented people: no made-up reviewers, quotes or customer names.</li>
        <li>No paid placements. No vendor pays to appear in an article, a ranking, the directory or a quiz result.</li>
      </ul>

      <h2 id="prices">Where our prices come from</h2>
      <p>
        Each tool in The Arsenal has one record of its plans: every reading of its plans we found, each with the day its source read them
        and a link that opens the exact version read (a file at a commit, a dated archive copy, or the copy our price monitor kept of the
        page it read), never a page that may have changed since. Every price on the site, on a card, a tool page, a comparison, an article
        or a quiz result, is taken from that record, so no two pages can disagree.{' '}
        {`Today it holds ${sources.readings} readings for ${sources.tools} tools.`}
      </p>
      <ul>
        <li>
          Sources are ranked: the vendor&apos;s own plan page, read by our <a href={`#${PRICE_MONITOR.aboutAnchor}`}>price monitor</a> with
          a copy of the page kept as read ({sources.byKind['vendor-page'] ?? 0} readings), then a dated copy of it made by someone else (
          {sources.byKind['vendor-page-copy'] ?? 0}), then a dataset published under a licence ({sources.byKind['licensed-dataset'] ?? 0}),
          then a dated third-party report ({sources.byKind['third-party-report'] ?? 0}). Every reading says which kind it is.
          {!sources.byKind['vendor-page'] &&
            ' None is our own reading of a vendor’s live page yet: each is someone else’s dated copy or report.'}
        </li>
        <li>
          {`The newest reading stands, unless a more trusted kind of source read the plans at most ${PREFER_HIGHER_RANK_WITHIN_DAYS} days earlier. Where current sources give different figures for a plan, the page says "sources disagree" and names both.`}
        </li>
        <li>
          {`Every figure is stated with how it is billed (a month billed monthly, a month billed yearly, or once), its source and the day it was read. A figure older than ${SHOW_AGE_AFTER_DAYS} days shows its age; past ${CURRENT_FOR_DAYS} days it reads "last seen". The free plan, the cheapest paid plan and the budget bracket are worked out from the plans, never typed by hand.`}
        </li>
        <li>
          Where no dated source gives a tool&apos;s prices, its page says so and what we searched, and links the vendor&apos;s own page.
        </li>
        <li>
          The whole record, every plan, reading and correction, is <a href={paths.data.page}>open data</a> anyone may reuse, with a feed per
          tool.
        </li>
      </ul>
      {sources.licensed.length > 0 && (
        <>
          <p>Licensed datasets we use, credited as their licences ask:</p>
          <ul>
            {sources.licensed.map((dataset) => (
              <li key={dataset.publisher}>
                {`${dataset.publisher}, `}
                <a href={dataset.urls[0]}>its published dataset</a>
                {`, licensed ${dataset.licence}`}
                {dataset.licence === 'CC BY 4.0' && (
                  <>
                    {' ('}
                    <a href="https://creativecommons.org/licenses/by/4.0/">the licence</a>
                    {')'}
                  </>
                )}
                {`: figures for ${dataset.tools.length} tools, reformatted into our records of plans; each tool page links the file at the version read.`}
              </li>
            ))}
          </ul>
        </>
      )}

      <h2 id={PRICE_MONITOR.aboutAnchor}>Our price monitor</h2>
      <p>
        A program of ours reads each tool&apos;s pricing page once a day and compares its plans with the record. It publishes nothing by
        itself: every change it finds (a price, a plan added, removed or renamed, a billing change, a free plan gone, a site that moved or
        is for sale) waits for an editor, who checks it against the copy of the page it read before it reaches the site. A page it could not
        read keeps its last reading; nothing is removed because a page did not answer.
      </p>
      <ul>
        <li>
          It says who it is in every request: <code>{`${PRICE_MONITOR.agent}/${PRICE_MONITOR.version}`}</code>, with a link to this section.
        </li>
        <li>
          It obeys robots.txt (to keep it out, <code>{`User-agent: ${PRICE_MONITOR.agent}`}</code> and <code>Disallow: /</code>), waits at
          least {PRICE_MONITOR.hostGapSeconds === 1 ? 'a second' : `${PRICE_MONITOR.hostGapSeconds} seconds`} between two pages of one site,
          asks only whether the page changed since its last visit when it can, and backs off when a site is busy.
        </li>
        <li>
          To ask us to stop reading your site, or about anything it did, write to{' '}
          {operator.contactHref ? <a href={operator.contactHref}>{operator.contactEmail}</a> : operator.contactEmail}.
        </li>
      </ul>

      <h2 id="links">Links to tools and affiliate policy</h2>
      <p>
        What is true today: every link to a tool leads, through our /go/ click counter, to the vendor&apos;s own plain page. We have no
        affiliate agreements and earn no commission when you follow a link or buy something.
      </p>
      <p>
        If we add affiliate links later, each one will be marked as sponsored in the page (<code>rel=&quot;sponsored&quot;</code>) and
        disclosed next to the link, and this page and the <a href={paths.terms}>terms</a> will say so first. A commission will never decide
        whether or where a tool appears: recommendations are not paid.
      </p>

      <h2 id="corrections">Corrections</h2>
      <p>
        When we find that we said something wrong about a tool, we correct the record and log it: what we said, what the record says since,
        the day and why. Each tool&apos;s page lists its corrections, and <a href={paths.tools.changes}>What&apos;s new in The Arsenal</a>{' '}
        (and its feed) lists them all.
      </p>
      <p>
        Prices and features change faster than any site. If something here is wrong or out of date, write to{' '}
        {operator.contactHref ? <a href={operator.contactHref}>{operator.contactEmail}</a> : operator.contactEmail} and we will check it
        against the vendor&apos;s page and correct the article, with a new Updated date.
      </p>
      <p>
        What we store about newsletter subscribers, and for how long, is in the <a href={paths.privacy}>privacy notice</a>.
      </p>
    </LegalPage>
  );
}

import { EDITORIAL_BYLINE, SITE_NAME, operatorDetails, paths } from '@toolverse/shared-content';
import { LegalPage } from './legal-page';

/** About Toolverse and how we review: the editorial and affiliate policy every byline links to. */
export function AboutPage() {
  const operator = operatorDetails();
  return (
    <LegalPage
      path={paths.about}
      name="About Toolverse and how we review"
      updated="November 25, 2026"
      description="Who writes Toolverse, how we review AI tools (sources, dates, no unannounced benchmarks) and what is true about links to tools today."
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
          We date facts that change. The tool facts in The Arsenal (prices, plans, who makes each tool) were last checked on November 25,
          2026, against copies of the vendors&apos; own pricing pages and help-center articles that were available to our editors that day.
          A copy can lag the live page, so a price says the date it is as of and links the page it comes from, and a fact we could not
          confirm keeps its older date and is marked &quot;may be out of date&quot;. Where no vendor page gave a figure, we show none and
          point to the vendor&apos;s page.
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

      <h2>Links to tools and affiliate policy</h2>
      <p>
        What is true today: every link to a tool leads, through our /go/ click counter, to the vendor&apos;s own plain page. We have no
        affiliate agreements and earn no commission when you follow a link or buy something.
      </p>
      <p>
        If we add affiliate links later, each one will be marked as sponsored in the page (<code>rel=&quot;sponsored&quot;</code>) and
        disclosed next to the link, and this page and the <a href={paths.terms}>terms</a> will say so first. A commission will never decide
        whether or where a tool appears: recommendations are not paid.
      </p>

      <h2>Corrections</h2>
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

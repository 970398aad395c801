import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import { operatorDetails } from '@toolverse/shared-content/site/operator';
import { paths } from '@toolverse/shared-content/site/paths';
import { LegalPage } from './legal-page';

export function TermsPage() {
  const operator = operatorDetails();
  return (
    <LegalPage
      path={paths.terms}
      name="Terms"
      updated="November 25, 2026"
      description="The terms for using Toolverse: who runs it, what is true about links to tools today, and the limits of our advice."
    >
      <p>
        By using {SITE_NAME} you agree to these terms. They are short, because the site is free to read and asks nothing of you. The site is
        run by {operator.name}.
      </p>
      <h2>Our content</h2>
      <p>
        Articles, quizzes and the guide are written by the {SITE_NAME} editorial team to help you choose and use AI tools. They are opinions
        and general information, not professional, financial or legal advice. Any earnings figure in an article is a worked example, not a
        promise. <a href={paths.about}>How we review</a> explains what our reviews are based on.
      </p>
      <h2>Links to tools</h2>
      <p>
        Today, every link to a tool leads, through our /go/ click counter, to the vendor&apos;s own plain page. We have no affiliate
        agreements and earn no commission from these links. If that changes, affiliate links will be marked as sponsored and disclosed next
        to the link, and these terms will say so before they appear. A commission will never decide whether or where a tool appears.
      </p>
      <h2>Prices and features</h2>
      <p>
        Tool prices and features change often. Each price on {SITE_NAME} says how it is billed, the day its source read it and which source
        that is, linked at the version read; <a href={`${paths.about}#prices`}>where our prices come from</a> explains how sources are
        chosen. Always confirm the current price on the vendor&apos;s own page, linked beside every price, before you buy.
      </p>
      <h2>Your use of the site</h2>
      <p>
        You may read, share and link to our pages. Please do not copy whole articles elsewhere or use the site in a way that harms it or
        other readers.
      </p>
      <h2>Contact and privacy</h2>
      <p>
        Questions about these terms:{' '}
        {operator.contactHref ? <a href={operator.contactHref}>{operator.contactEmail}</a> : operator.contactEmail}. What we collect, and
        how to have it erased, is explained in the <a href={paths.privacy}>privacy notice</a>.
      </p>
    </LegalPage>
  );
}

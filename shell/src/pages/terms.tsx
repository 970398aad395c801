import { Link } from 'react-router-dom';
import { paths } from '@toolverse/shared-content';
import { LegalPage } from './legal-page';

export function TermsPage() {
  return (
    <LegalPage
      path={paths.terms}
      name="Terms"
      updated="November 22, 2026"
      description="The terms for using Toolverse: editorial independence, how affiliate links work, and the limits of our advice."
    >
      <p>By using Toolverse you agree to these terms. They are short, because the site is free to read and asks nothing of you.</p>
      <h2>Our content</h2>
      <p>
        Articles, quizzes and the guide are written by the Toolverse team to help you choose and use AI tools. They are opinions and general
        information, not professional, financial or legal advice. Earnings figures in articles are examples of what is possible, not
        promises.
      </p>
      <h2>Affiliate links</h2>
      <p>
        Toolverse is reader-supported. Some links to tools are affiliate links, marked as sponsored: if you buy through one, the vendor may
        pay us a commission at no extra cost to you. It never decides whether or where a tool appears.
      </p>
      <h2>Prices and features</h2>
      <p>
        Tool prices and features change often. Each price we show says when the information dates from and links the vendor&apos;s
        pricing page it comes from; always confirm the current price on the vendor&apos;s site before you buy.
      </p>
      <h2>Your use of the site</h2>
      <p>
        You may read, share and link to our pages. Please do not copy whole articles elsewhere or use the site in a way that harms it or
        other readers.
      </p>
      <h2>Contact and privacy</h2>
      <p>
        What we collect, and how to have it erased, is explained in the <Link to={paths.privacy}>privacy notice</Link>.
      </p>
    </LegalPage>
  );
}

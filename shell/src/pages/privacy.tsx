import { Link } from 'react-router-dom';
import { paths } from '@toolverse/shared-content';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  return (
    <LegalPage
      path={paths.privacy}
      name="Privacy"
      updated="November 23, 2026"
      description="What Toolverse collects (only your email, if you subscribe), why, how long we keep it and how to have it erased."
    >
      <p>
        Toolverse is a public site: you can read every article, browse every tool and take every quiz without an account. This notice
        explains the little we do collect.
      </p>
      <h2>The newsletter</h2>
      <p>
        When you subscribe, we store your email address, the time you signed up and which form you used (for example the footer), and
        send you one mail with a link to confirm. Until you open it, you get nothing else from us; if you do not confirm within 48
        hours, the request is deleted. When you confirm, we record the time as the evidence of your consent. We use the address only
        to send you the Toolverse newsletter. We do not sell or share it, and we do not add you to any other list.
      </p>
      <p>
        Signing up twice does nothing new: we keep one entry per address. Every mail has a link to unsubscribe in one click. To have
        your address erased from our records altogether, reply to any newsletter and we delete it.
      </p>
      <h2>What stays in your browser</h2>
      <ul>
        <li>Articles you save are kept in your browser&apos;s local storage. They never leave your device.</li>
        <li>Quiz answers are used on the page to pick tools for you and are not sent anywhere.</li>
      </ul>
      <h2>Analytics and cookies</h2>
      <p>We set no tracking cookies and load no third-party scripts, fonts or images.</p>
      <h2>Links to tool vendors</h2>
      <p>
        Some links to tools are affiliate links. When you follow one you leave Toolverse, and the vendor&apos;s own privacy policy applies;
        the vendor may record that you came from us. See our <Link to={paths.terms}>terms</Link> for how affiliate links work.
      </p>
    </LegalPage>
  );
}

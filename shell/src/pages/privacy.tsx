import { NEWSLETTER_RETENTION } from '@toolverse/shared-content/site/newsletter';
import { SITE_NAME } from '@toolverse/shared-content/site/constants';
import { operatorDetails } from '@toolverse/shared-content/site/operator';
import { paths } from '@toolverse/shared-content/site/paths';
import { LegalPage } from './legal-page';

export function PrivacyPage() {
  const operator = operatorDetails();
  const contact = operator.contactHref ? <a href={operator.contactHref}>{operator.contactEmail}</a> : operator.contactEmail;
  return (
    <LegalPage
      path={paths.privacy}
      name="Privacy"
      updated="November 29, 2026"
      description="Who runs Toolverse, what it stores when you subscribe or watch a tool (your email, the form, the time, your confirmation), for how long, and how to stop."
    >
      <p>
        {SITE_NAME} is a public site: you can read every article, browse every tool and take every quiz without an account. This notice
        explains the little we do collect.
      </p>

      <h2>Who is responsible</h2>
      <p>
        {SITE_NAME} is run by {operator.name}, who is responsible for the data below. Contact: {contact}.
      </p>

      <h2>The newsletter</h2>
      <p>When you subscribe, we store:</p>
      <ul>
        <li>your email address;</li>
        <li>which form you used (for example the footer, or the tools page);</li>
        <li>the time you signed up;</li>
        <li>the time you confirmed, by opening the link in our confirmation email: the evidence that you asked to receive it.</li>
      </ul>
      <p>
        We use it only to send you the {SITE_NAME} newsletter. We do not sell or share it, and we do not add you to any other list. Signing
        up twice does nothing new: we keep one entry per address.
      </p>
      <p>
        So that our forms cannot be used to flood someone&apos;s inbox, we send one mailbox at most {NEWSLETTER_RETENTION.mailsPerHour}{' '}
        confirmation emails an hour and {NEWSLETTER_RETENTION.mailsPerDay} a day, newsletter and watches together, and we count the
        spellings that reach one inbox (capital letters, a +tag, dots in a Gmail address) as one. For that count we keep, for each
        confirmation email, a keyed hash of the mailbox and one of its domain, with the time, for {NEWSLETTER_RETENTION.mailCountHours}{' '}
        hours: never the address itself.
      </p>
      <p>
        The links in our emails open a page with a button, and nothing happens until you press it: some mail programs open every link of an
        email by themselves. A link to unsubscribe or to see your watches works for {NEWSLETTER_RETENTION.mailLinkDays} days; every email
        carries fresh ones.
      </p>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          After you sign up, we send one email with a confirmation link. Until you open it, your address is pending and receives nothing
          else. A sign-up not confirmed within {NEWSLETTER_RETENTION.pendingDays} days is deleted.
        </li>
        <li>A confirmed address is kept until you unsubscribe.</li>
        <li>
          When you unsubscribe, we stop sending at once and keep only the record that you unsubscribed, so that you are not added again by
          mistake. To have that record erased as well, write to {contact}.
        </li>
        <li>
          For {NEWSLETTER_RETENTION.optOutDays} days after you unsubscribe, stop every watch or have your address erased, we also keep a
          keyed hash of your mailbox with the date. While it is kept, our forms send that mailbox at most one more confirmation email: you
          can change your mind, and nobody else can use the forms to mail you again and again. Then it is deleted.
        </li>
      </ul>

      <h2>How to unsubscribe</h2>
      <p>
        Every newsletter email has an unsubscribe link: one click, no sign-in, and your mail app&apos;s own unsubscribe button works too.
        You can also write to {contact}.
      </p>

      <h2>Watching a tool</h2>
      <p>
        When you ask to watch a tool, we store your email address, the tools you watch, and when you asked and confirmed each. We use them
        only to send one email when a watched tool&apos;s price, free plan, owner or status changes in our directory, with the change and
        its source. It is not the newsletter: watching a tool does not subscribe you to it, and the newsletter does not make you watch
        anything.
      </p>
      <ul>
        <li>
          Your request first waits in a queue, with the tool and the time, and is taken from it within seconds. Tools you ask for within{' '}
          {NEWSLETTER_RETENTION.watchCollectMinutes} minutes come in one email with a confirmation link for each. A watch not confirmed
          within {NEWSLETTER_RETENTION.pendingDays} days is deleted.
        </li>
        <li>
          A confirmed watch is kept until you stop it. Every watch email has a link to see what you watch and stop any of it, and your mail
          app&apos;s unsubscribe button stops them all; once you stop them all, the links of earlier emails no longer work. With no watch
          left, your address is deleted within the hour.
        </li>
        <li>While you watch, we keep a record of which change emails were sent to you, without their text.</li>
      </ul>

      <h2>Your IP address</h2>
      <p>
        Like every web server, the sign-up service sees the IP address your request comes from. It uses it only to limit repeated sign-up
        attempts from one address, and never stores it with your sign-up or writes it to its logs. The limit counts under a keyed hash of
        the address (for IPv6, of its /64 network), never the address itself, for the {NEWSLETTER_RETENTION.rateLimitWindowMinutes}-minute
        window of that limit. A single service holds that count in memory; when several run side by side on one database, the count is kept
        in that database under the same hash and deleted within {NEWSLETTER_RETENTION.sharedRateLimitMinutes} minutes. The key of the hash
        changes every day.
      </p>

      <h2>Server logs</h2>
      <p>
        The web server that sends our pages keeps the usual log of page requests (the address, the browser, the page and the page you came
        from) to find faults and abuse, and deletes it after {NEWSLETTER_RETENTION.pageLogDays} days. It writes nothing, not even an error,
        for /go/ links or the watch form. The service behind the newsletter, watches and /go/ logs what kind of request came and its path:
        never your IP address, your browser, the key of a link or what you typed, and your email address only masked (its first letter, and
        the first letter and ending of its domain).
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
        Links to tools pass through our own address, /go/ followed by the tool&apos;s name, which sends you on to the vendor&apos;s page. On
        the way we add one to a count of clicks, and that count is all we keep: which tool, the kind of page the link was on (a tool page,
        the directory, an article, a quiz…), the day, and how many readers clicked that day. No cookie is set or read, and neither your IP
        address nor your browser is stored with it or written to our logs. We count a click only when your browser says it is following a
        link on our own pages (modern browsers say so in every request), and at most one a day per tool from one network (an IPv6 /48 or an
        IPv4 /24), so that nobody can buy a place in our rankings. For that, each counted click keeps until the day ends (UTC) keyed hashes
        of your network with the tool, of your network, and of your /64 (IPv6) or address (IPv4), under a key drawn from our secret and the
        day; they are deleted within the first hour of the next day. What stays is per day: clicks per tool and kind of page, how many
        readers and networks, how much the busiest three networks gave, and how many visits came without that signal. To limit repeated
        requests we count as for the newsletter above. We use the counts to see which tools readers follow, and to rank &quot;Top 5 This
        Month&quot; and &quot;Trending&quot; once there are enough.
      </p>
      <p>
        The vendor&apos;s page comes with no tracking code of ours, and your browser does not tell the vendor which of our pages you came
        from. Once you are on a vendor&apos;s site, its own privacy policy applies. See our <a href={paths.terms}>terms</a> and{' '}
        <a href={paths.about}>how we review</a> for links and affiliate policy.
      </p>

      <h2>Your rights</h2>
      <p>You can ask what we hold about you, and have it corrected or erased, by writing to {contact}.</p>
    </LegalPage>
  );
}

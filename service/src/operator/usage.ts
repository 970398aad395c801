import { POPULARITY_DAYS } from '../clicks/store.js';

/** What `newsletter-cli help` prints, and what a wrong command line is answered with. */
export const USAGE = `Usage: newsletter-cli <command> [--db <file>]

Commands:
  count               Print the number of sign-ups (every status; held rows apart).
  list                Print every sign-up, oldest first: created_at, source, email, status (tab-separated).
  export --csv        Write every sign-up with its consent evidence as CSV to stdout (RFC 4180, header
                      email,source,created_at,status,consented_at,confirmed_at,unsubscribed_at).
  unsubscribe <email> Stop mail to one address (any letter case); the row and its evidence stay.
  erase <email>       Delete one address (any letter case) and its queued mail, and every held row that
                      mentions it, leaving no copy in the database file: an erasure request.
  held                Print the rows stored before the service took only one plain address (a list of
                      addresses, a display name, invalid UTF-8): never mailed, not counted or listed
                      above. Tab-separated: created_at, status, stored text, the addresses it mentions.
  clicks [--days N] [--csv]
                      Outbound clicks through /go/ (all days, or the last N days with today): totals
                      per tool, per kind of page and per day. --csv writes every count instead (RFC
                      4180, header day,tool_id,page_kind,clicks; days in UTC).
  popularity [--accept] [--file <file>]
                      Print what to check before the site ranks tools by clicks (the share of each
                      day's top 3 networks, navigations without Fetch Metadata per day, spikes per
                      tool), and write the last ${POPULARITY_DAYS} days of clicks per tool with the
                      confirmed subscribers to popularity.proposed.json beside <file> (default
                      shared-content/content/popularity.json), which it leaves alone. With --accept,
                      make that proposal the export the build reads.
  notify-changes [--facts <file>] [--lease-seconds N] [--local-links]
                      Compare the site's published tool facts (tool-facts.json: $WATCH_FACTS_FILE,
                      else shared-content/src/content/generated/tool-facts.json)
                      with those last notified about; queue one mail per watcher of a changed tool
                      (price, free plan, owner, status: old -> new), store the facts as the new baseline, then
                      send what is due. A second run sends nothing new; run it again after a crash to
                      send what is left. The first run only records the baseline. Mail goes as the
                      service's does (NEWSLETTER_SMTP_URL, else .eml files); links use
                      NEWSLETTER_PUBLIC_URL, NEWSLETTER_SITE_URL and NEWSLETTER_SECRET, which must be
                      the service's (it records them at start): queues nothing when they differ,
                      or, with SMTP, when they name this machine or no service has started yet
                      (--local-links: the SMTP server is a mail catcher on this machine, as in
                      tests; links that differ from the service's are still refused).
  watches             Confirmed watchers per tool, pending watches, queued mail and the last run.
  monitor <command>   The price monitor: run, proposals, accept, reject, failures, snapshot
                      (newsletter-cli monitor help).
  help                Print this text.

Options:
  --db <file>       The SQLite file; default $NEWSLETTER_DB, else newsletter/data/newsletter.sqlite.
                    With NEWSLETTER_DATABASE_URL=postgres://... set (and no --db), that database.

Through npm: npm run cli -w @toolverse/service -- <command>`;

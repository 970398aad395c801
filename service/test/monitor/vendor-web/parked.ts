// What a lapsed domain serves once a parking service holds it: every path shows the same for-sale
// page, naming the marketplace that sells the domain.
import { escapeHtml } from './frame.js';

export function parkedPage(host: string): string {
  const domain = escapeHtml(host.replace(/^www\./, ''));
  const listing = `https://www.afternic.com/forsale/${domain}?utm_source=parking&amp;utm_medium=lander`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${domain} is for sale</title>
    <meta name="robots" content="noindex">
  </head>
  <body>
    <div class="lander">
      <h1>${domain}</h1>
      <h2>This domain is for sale</h2>
      <p>The owner of ${domain} has listed it for sale. Make an offer or buy it now, and start using it today.</p>
      <p><a class="buy" href="${listing}">Buy this domain</a></p>
      <p class="listing">Listed on ${listing.replace(/\?.*$/, '')}</p>
      <ul class="related">
        <li><a href="/search?q=ai+tools">AI Tools</a></li>
        <li><a href="/search?q=marketing+software">Marketing Software</a></li>
        <li><a href="/search?q=online+courses">Online Courses</a></li>
      </ul>
      <p class="disclaimer">This page is provided by the domain owner's parking service. Related links are sponsored listings and are not endorsed by the owner.</p>
      <footer>&copy; 2026 Domain parking. <a href="/legal/privacy">Privacy policy</a></footer>
    </div>
  </body>
</html>
`;
}

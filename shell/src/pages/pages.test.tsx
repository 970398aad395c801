import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import sources from '@toolverse/shared-content/content/generated/plan-sources.json';
import { CURRENT_FOR_DAYS, SHOW_AGE_AFTER_DAYS } from '@toolverse/shared-content/domain/plans/figures';
import { PREFER_HIGHER_RANK_WITHIN_DAYS } from '@toolverse/shared-content/domain/plans/readings';
import { AboutPage } from './about';
import { ErrorPage } from './error-page';
import { PrivacyPage } from './privacy';
import { TermsPage } from './terms';
import { NotFoundPage } from './not-found';

// The fixture content's sources (shared-content/fixtures/), with one licensed dataset to credit, which the fixtures lack.
jest.mock('@toolverse/shared-content/content/generated/plan-sources.json', () => {
  const actual = jest.requireActual<Record<string, unknown>>('@toolverse/shared-content/content/generated/plan-sources.json');
  const dataset = {
    publisher: 'Open Prices Example',
    licence: 'CC BY 4.0',
    urls: [`https://huggingface.co/datasets/example/prices/blob/${'a'.repeat(40)}/prices.csv`],
    tools: ['quill', 'ledger'],
  };
  return { ...actual, licensed: [dataset] };
});

describe('NotFoundPage', () => {
  it('says so, names and logs the bad path and offers the five ways out', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    // One prerendered page answers every unknown path: its island reads the path from the address bar.
    window.history.pushState({}, '', '/tools/teleporter');
    render(
      <MemoryRouter initialEntries={['/tools/teleporter']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tool not found in this dimension');
    expect(warn).toHaveBeenCalledWith('404: no page at /tools/teleporter');
    expect(screen.getByText('/tools/teleporter')).toContainHTML('code');
    window.history.pushState({}, '', '/');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/guide', '/blog', '/tools', '/quizzes']);
    warn.mockRestore();
  });
});

describe('ErrorPage', () => {
  it('shows the status of a failed response', () => {
    render(<ErrorPage error={{ status: 503, statusText: 'Service Unavailable' }} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('alert')).toHaveTextContent('503 Service Unavailable');
  });

  it('shows the message of an error', () => {
    render(<ErrorPage error={new Error('Cannot read properties of undefined')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read properties of undefined');
  });
});

function showPage(Page: () => React.JSX.Element) {
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

describe('AboutPage', () => {
  it('sets out the editorial policy and what is true of links to tools today', () => {
    const page = showPage(AboutPage);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Toolverse and how we review');
    expect(page).toHaveTextContent('No hands-on benchmark unless an article says so');
    expect(page).toHaveTextContent('says so in a note at its top');
    expect(page).toHaveTextContent("every link to a tool leads, through our /go/ click counter, to the vendor's own plain page");
    expect(page).toHaveTextContent('earn no commission');
    expect(page).toHaveTextContent('rel="sponsored"');
    expect(page).toHaveTextContent('recommendations are not paid');
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy');
  });
});

describe('AboutPage on prices', () => {
  it('names the price monitor as vendors see it: the User-Agent its requests link to, how to keep it out, that an editor checks each change', () => {
    const page = showPage(AboutPage);
    const heading = screen.getByRole('heading', { name: 'Our price monitor' });
    // The monitor's User-Agent links here (service/src/monitor/settings.ts: /about#price-monitor).
    expect(heading).toHaveAttribute('id', 'price-monitor');
    expect(page).toHaveTextContent('ToolverseMonitor/1.0');
    expect(page).toHaveTextContent('User-agent: ToolverseMonitor and Disallow: /');
    expect(page).toHaveTextContent('It publishes nothing by itself');
  });

  it('says where every price comes from: the record of readings, counted by kind, and the rules that pick and date a figure', () => {
    const page = showPage(AboutPage);
    expect(screen.getByRole('heading', { name: 'Where our prices come from' })).toBeInTheDocument();
    expect(page).toHaveTextContent(`Today it holds ${sources.readings} readings for ${sources.tools} tools.`);
    expect(page).toHaveTextContent(
      `the vendor's own plan page, read by our price monitor with a copy of the page kept as read (${sources.byKind['vendor-page'] ?? 0} readings)`,
    );
    expect(page).toHaveTextContent(`then a dated copy of it made by someone else (${sources.byKind['vendor-page-copy'] ?? 0})`);
    expect(page).toHaveTextContent(`a dated third-party report (${sources.byKind['third-party-report'] ?? 0})`);
    expect(page).toHaveTextContent(`at most ${PREFER_HIGHER_RANK_WITHIN_DAYS} days earlier`);
    expect(page).toHaveTextContent(
      `A figure older than ${SHOW_AGE_AFTER_DAYS} days shows its age; past ${CURRENT_FOR_DAYS} days it reads "last seen"`,
    );
    expect(page).toHaveTextContent(
      'The free plan, the cheapest paid plan and the budget bracket are worked out from the plans, never typed by hand.',
    );
  });

  it('credits each licensed dataset as its licence asks, with the number of tools it gives figures for', () => {
    showPage(AboutPage);
    const [dataset] = sources.licensed;
    const credit = screen.getByText(/^Open Prices Example, /);
    expect(credit).toHaveTextContent('Open Prices Example, its published dataset, licensed CC BY 4.0 (the licence): figures for 2 tools');
    expect(screen.getByRole('link', { name: 'its published dataset' })).toHaveAttribute('href', dataset!.urls[0]);
    expect(screen.getByRole('link', { name: 'the licence' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
  });

  it('says where corrections are logged', () => {
    showPage(AboutPage);
    expect(screen.getByRole('heading', { name: 'Corrections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "What's new in The Arsenal" })).toHaveAttribute('href', '/tools/changes');
  });
});

describe('PrivacyPage', () => {
  it('says plainly that the operator is not set yet, with a notice, and never shows bracketed placeholders', () => {
    const page = showPage(PrivacyPage);
    expect(page).toHaveTextContent('Toolverse is run by an operator not named yet');
    expect(page).toHaveTextContent('Contact: no address set yet');
    expect(screen.getByRole('note')).toHaveTextContent("The operator's details are not set yet");
    expect(page.textContent).not.toMatch(/\[(operator name|contact email)\]/);
  });

  it('says what is stored, for how long, what happens to IP addresses and how to unsubscribe', () => {
    showPage(PrivacyPage);
    for (const item of ['your email address;', 'which form you used', 'the time you signed up;', 'the time you confirmed']) {
      expect(screen.getAllByRole('listitem').filter((listItem) => listItem.textContent?.includes(item))).toHaveLength(1);
    }
    expect(screen.getByText(/A sign-up not confirmed within 2 days is deleted/)).toBeInTheDocument();
    expect(screen.getByText(/A confirmed address is kept until you unsubscribe/)).toBeInTheDocument();
    const address = screen.getByText(/for the 1-minute window of that limit/);
    expect(address).toHaveTextContent('never stores it with your sign-up or writes it to its logs');
    expect(address).toHaveTextContent('under a keyed hash of the address (for IPv6, of its /64 network), never the address itself');
    expect(address).toHaveTextContent('deleted within 2 minutes');
    expect(screen.getByRole('heading', { name: 'How to unsubscribe' })).toBeInTheDocument();
    expect(screen.getByText(/^Every newsletter email has an unsubscribe link/)).toBeInTheDocument();
  });
  it('says what a click on a link to a tool counts, and what it does not keep', () => {
    showPage(PrivacyPage);
    const counted = screen.getByText(/^Links to tools pass through our own address/);
    expect(counted).toHaveTextContent('which tool, the kind of page the link was on');
    expect(counted).toHaveTextContent('the day, and how many readers clicked that day');
    expect(counted).toHaveTextContent('No cookie is set or read, and neither your IP address nor your browser is stored');
    expect(counted).toHaveTextContent('at most one a day per tool from one network (an IPv6 /48 or an IPv4 /24)');
    expect(counted).toHaveTextContent('they are deleted within the first hour of the next day');
  });
  it('says what the mail caps, opt-outs, link pages and logs keep, with the figures the service keeps to', () => {
    showPage(PrivacyPage);
    expect(screen.getByText(/^So that our forms cannot be used to flood/)).toHaveTextContent(
      'at most 3 confirmation emails an hour and 5 a day, newsletter and watches together',
    );
    expect(screen.getByText(/we also keep a keyed hash of your mailbox with the date/)).toHaveTextContent(
      'For 30 days after you unsubscribe',
    );
    expect(screen.getByText(/^The links in our emails open a page with a button/)).toHaveTextContent('works for 365 days');
    const logs = screen.getByText(/^The web server that sends our pages/);
    expect(logs).toHaveTextContent('deletes it after 15 days');
    expect(logs).toHaveTextContent('It writes nothing, not even an error, for /go/ links or the watch form');
  });
});

describe('TermsPage', () => {
  it('says what is true of affiliate links today', () => {
    showPage(TermsPage);
    expect(screen.getByRole('heading', { name: 'Links to tools' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /^Today, every link to a tool leads, through our \/go\/ click counter, to the vendor's own plain page\. We have no affiliate agreements and earn no commission/,
      ),
    ).toBeInTheDocument();
  });
});

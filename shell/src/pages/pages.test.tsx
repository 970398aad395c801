import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AboutPage } from './about';
import { ErrorPage } from './error-page';
import { PrivacyPage } from './privacy';
import { TermsPage } from './terms';
import { NotFoundPage } from './not-found';

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
    expect(counted).toHaveTextContent(
      'keeps a keyed hash of your address in memory until midnight (UTC), under a key drawn at random each day',
    );
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

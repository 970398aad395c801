import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { HistoryEntry } from '@toolverse/shared-content/content/schemas/plans';
import type { ToolPageData } from '@toolverse/shared-content/content/tool-page';
import { renderAt } from '@toolverse/testing';
import { TOOL_PAGE_SECTIONS } from '../routes';
import { MONITOR_READING, quillPage, vendorLinks } from '../common/status-fixtures';
import { ToolDetails } from './tool-details';

const renderPage = (page: ToolPageData) =>
  renderAt('/tools/quill', <Route path="/tools/quill" element={<ToolDetails data={page} sections={TOOL_PAGE_SECTIONS} />} />);

describe("the record's word on a tool's life", () => {
  it("cites the vendor's page as read by our monitor, in the price at a glance, the plan table and the history", async () => {
    await renderPage(quillPage([MONITOR_READING]));
    const glance = screen.getByRole('region', { name: 'Quill’s price at a glance' });
    expect(
      within(glance).getByRole('link', { name: /From the vendor’s pricing page, read by our monitor on November 29, 2026/ }),
    ).toHaveAttribute('href', 'https://quill.example/pricing');
    const table = screen.getByRole('region', { name: 'Plans and prices' });
    expect(within(table).getAllByText('read by our monitor on November 29, 2026').length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: /May be gone|Discontinued|Acquired|no longer link/ })).toBeNull();
  });

  it('says near the top that a tool was acquired, by whom and when, with the page that shows it, and still links to it', async () => {
    const acquired: HistoryEntry = {
      on: '2026-11-30',
      status: 'acquired',
      by: 'Bigco',
      note: 'Bigco bought Quill; its plans are unchanged for now.',
      url: 'https://bigco.example/news/quill',
    };
    await renderPage(quillPage([MONITOR_READING, acquired]));
    const notice = screen.getByRole('region', { name: 'Acquired by Bigco (as of November 30, 2026):' });
    expect(notice).toHaveTextContent('Bigco bought Quill; its plans are unchanged for now.');
    expect(within(notice).getByRole('link', { name: /Where we saw it/ })).toHaveAttribute('href', 'https://bigco.example/news/quill');
    expect(screen.getByRole('link', { name: /Try This Tool/ })).toHaveAttribute('href', '/go/quill?from=tool');
  });

  it('sends no reader to a hijacked domain: the notice, and no Try link, vendor price link or source link to it', async () => {
    const hijacked: HistoryEntry = {
      on: '2026-12-01',
      status: 'hijacked',
      note: 'quill.example now serves a casino site; Quill itself is gone.',
      url: 'https://quill.example/',
    };
    await renderPage(quillPage([MONITOR_READING, hijacked]));
    const notice = screen.getByRole('region', { name: /^We no longer link to this domain \(as of [A-Z][a-z]+ \d+, 2026\):$/ });
    expect(notice).toHaveTextContent('quill.example now serves a casino site; Quill itself is gone.');
    expect(vendorLinks()).toEqual([]);
    // The figures stay, cited in words.
    expect(screen.getByRole('region', { name: 'Quill’s price at a glance' })).toHaveTextContent(
      'From the vendor’s pricing page, read by our monitor on November 29, 2026',
    );
  });
});

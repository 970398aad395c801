import { screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { renderAt } from '@toolverse/testing';
import { MONITOR_READING, quillPage, vendorLinks } from '../common/status-fixtures';
import { ToolCard } from './tool-card';

describe('a directory card of a tool that is not active', () => {
  it('marks a directory card of a tool that may be gone, which still links to the vendor', async () => {
    const gone = quillPage([
      MONITOR_READING,
      { on: '2026-12-01', status: 'may-be-gone', note: 'quill.example has not answered for a week.' },
    ]);
    await renderAt('/tools', <Route path="/tools" element={<ToolCard tool={gone.tool} from="directory" />} />);
    expect(screen.getByRole('article')).toHaveTextContent('May be gone');
    expect(vendorLinks().map((link) => link.getAttribute('href'))).toContain('/go/quill?from=directory');
  });

  it('marks a hijacked tool’s card, which links only to its page on this site', async () => {
    const hijacked = quillPage([
      MONITOR_READING,
      { on: '2026-12-01', status: 'hijacked', note: 'quill.example now serves unrelated pages.' },
    ]);
    await renderAt('/tools', <Route path="/tools" element={<ToolCard tool={hijacked.tool} from="directory" />} />);
    expect(screen.getByRole('article')).toHaveTextContent('Not linked');
    expect(vendorLinks()).toEqual([]);
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Quill' })).toHaveAttribute('href', '/tools/quill');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShellServices } from '@toolverse/contracts';
import type { Tool } from '@toolverse/shared-content/schemas';
import data from '@toolverse/shared-content/tools';
import { remoteRoutes, renderAt as renderRoutesAt, TEST_SHELL_SERVICES } from '@toolverse/testing';
import { routes } from '../routes';

const TOOLS = data as Tool[];

const services: ShellServices = { ...TEST_SHELL_SERVICES, NewsletterForm: ({ source }) => <p>newsletter form from the shell: {source}</p> };
const renderAt = (url: string) => renderRoutesAt(url, remoteRoutes('/tools', routes), { services });

const count = () => Number(/Showing (\d+) tools/.exec(screen.getByRole('status').textContent ?? '')?.[1]);

describe('The Arsenal', () => {
  it("shows every tool, the Top 5, the disclosure and the shell's newsletter form", async () => {
    await renderAt('/tools');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore the AI Tool Universe');
    expect(count()).toBe(TOOLS.length);
    expect(within(screen.getByRole('region', { name: 'Top 5 This Month' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(/Link disclosure: .*earns no commission from them today/)).toBeInTheDocument();
    expect(screen.getByText('newsletter form from the shell: tools', { selector: '[data-shell-slot] p' })).toBeInTheDocument();
  });

  it('starts the whole directory with 24 cards, and Show all tools shows the rest', async () => {
    await renderAt('/tools');
    expect(screen.getAllByRole('link', { name: /^Try This Tool/ })).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Show all tools' }));
    expect(screen.getAllByRole('link', { name: /^Try This Tool/ })).toHaveLength(TOOLS.length);
  });

  it('filters by user type and category together, and Reset restores every tool', async () => {
    await renderAt('/tools');
    await userEvent.selectOptions(screen.getByLabelText('I am a...'), 'writers');
    const writers = count();
    expect(writers).toBe(TOOLS.filter((tool) => tool.userTypes.includes('writers')).length);
    await userEvent.click(screen.getByRole('button', { name: 'SEO' }));
    expect(count()).toBe(TOOLS.filter((tool) => tool.userTypes.includes('writers') && tool.category === 'seo').length);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(count()).toBe(TOOLS.length);
  });

  it('shows the empty state with Reset Filters', async () => {
    await renderAt('/tools?q=quantum%20knitting');
    expect(count()).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(count()).toBe(TOOLS.length);
  });

  it('opens every Try This Tool link in a new tab as a sponsored link', async () => {
    await renderAt('/tools/trending');
    const links = screen.getAllByRole('link', { name: /^Try This Tool/ });
    expect(links.length).toBe(TOOLS.filter((tool) => tool.trending).length);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    }
  });

  it('brings a category into view from /tools#{id}', async () => {
    await renderAt('/tools#video');
    expect(screen.getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    expect(count()).toBe(TOOLS.filter((tool) => tool.category === 'video').length);
  });
});

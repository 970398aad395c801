import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ShellServicesProvider } from '@toolverse/shared-content';
import { ToolsPage } from './tools-page';

function renderTools(preset: 'automation' | null) {
  render(
    <ShellServicesProvider value={{ NotFound: () => null, NewsletterForm: ({ source }) => <p>newsletter form from the shell: {source}</p> }}>
      <MemoryRouter>
        <ToolsPage preset={preset} />
      </MemoryRouter>
    </ShellServicesProvider>,
  );
}

describe('ToolsPage', () => {
  it("has the spec's title, a link to the quizzes and the shell's newsletter form", () => {
    renderTools(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Explore the AI Tool Universe');
    expect(screen.getByRole('link', { name: 'Take a quiz' })).toHaveAttribute('href', '/quizzes');
    expect(screen.getByText('newsletter form from the shell: tools').closest('[data-shell-slot]')).not.toBeNull();
  });

  it('marks the preset view it shows', () => {
    renderTools('automation');
    expect(screen.getByRole('link', { name: 'Automate my work' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: 'Automate my work' })).toBeInTheDocument();
  });
});

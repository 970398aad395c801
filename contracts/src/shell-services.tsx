import { createContext, useContext, type ComponentType } from 'react';

/**
 * Pieces of the shell that remotes show without importing the shell: the not-found page and the
 * newsletter form. The shell provides them to the server render (and the newsletter form to the
 * islands it hydrates); a remote renders <NotFound/> or <NewsletterSignup/>.
 * data-shell-slot keeps the remote's scoped stylesheet off them (tooling/bundle/postcss-scope-remote.ts).
 *
 * Tooltips need no service: an icon-only control carries `data-tooltip="its name"`, and the shell
 * shows it with the spec's timings on any page (shell/src/tooltips/).
 */
export interface NewsletterFormProps {
  /** Where the form sits, e.g. 'footer' or 'tools'; also used to keep element ids unique. */
  source: string;
  heading?: string;
  description?: string;
}

export interface ShellServices {
  NotFound: ComponentType;
  /** The shell's newsletter form island. */
  NewsletterForm: ComponentType<NewsletterFormProps>;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export const ShellServicesProvider = ShellServicesContext.Provider;

function useShellServices(component: string): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error(`<${component}> must be rendered inside <ShellServicesProvider>`);
  return services;
}

/** The shell's not-found page, e.g. for an article slug that does not exist. */
export function NotFound() {
  const { NotFound: Page } = useShellServices('NotFound');
  return (
    <div data-shell-slot="">
      <Page />
    </div>
  );
}

/** The shell's newsletter form, for a remote's own newsletter block. */
export function NewsletterSignup(props: NewsletterFormProps) {
  const { NewsletterForm } = useShellServices('NewsletterSignup');
  return (
    <div data-shell-slot="">
      <NewsletterForm {...props} />
    </div>
  );
}

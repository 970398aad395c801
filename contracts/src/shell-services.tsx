import { createContext, useContext, type ComponentType, type ReactElement, type ReactNode } from 'react';

/**
 * Pieces of the shell that remotes show without importing the shell: the not-found page and the
 * newsletter form. The shell provides them; a remote renders <NotFound/> or <NewsletterSignup/>.
 * data-shell-slot keeps the remote's scoped stylesheet off them (tooling/postcss-scope-remote.ts).
 */
export interface NewsletterFormProps {
  /** Where the form sits, e.g. 'footer' or 'tools'; also used to keep element ids unique. */
  source: string;
  heading?: string;
  description?: string;
}

export interface IconTooltipProps {
  /** The control's name, shown in the tooltip (the control keeps its own accessible name). */
  label: string;
  /** One control (a button), inside a <TooltipGroup>. */
  children: ReactElement<Record<string, unknown>>;
}

export interface ShellServices {
  NotFound: ComponentType;
  NewsletterForm: ComponentType<NewsletterFormProps>;
  /** The site's tooltips (Radix, with the spec's timings); without them a control shows no tooltip. */
  IconTooltip?: ComponentType<IconTooltipProps>;
  TooltipGroup?: ComponentType<{ children: ReactNode }>;
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

/** The shell's tooltip naming an icon-only control; in a frame without the shell, the control alone. */
export function IconTooltip(props: IconTooltipProps) {
  const Tooltip = useContext(ShellServicesContext)?.IconTooltip;
  return Tooltip ? <Tooltip {...props} /> : props.children;
}

/** Adjacent controls sharing the tooltips' timing (the 300 ms skip delay). */
export function TooltipGroup({ children }: { children: ReactNode }) {
  const Group = useContext(ShellServicesContext)?.TooltipGroup;
  return Group ? <Group>{children}</Group> : children;
}

import { paths } from '@toolverse/shared-content/site/paths';
import type { Tool } from '@toolverse/shared-content/content/schemas/tool';

/** The About page's section on links to tools and the affiliate policy. */
export const LINK_POLICY_ANCHOR = 'links';

/**
 * The link disclosure where a Try link sits: one line (the full text is on the About page), saying
 * whether this link earns us anything.
 */
export function LinkDisclosureLine({ tool }: { tool: Pick<Tool, 'affiliateUrl'> }) {
  return (
    <p className="text-sm text-muted">
      {tool.affiliateUrl ? 'Affiliate link: we may earn a commission. ' : 'Not an affiliate link: we earn nothing from it. '}
      <a href={`${paths.about}#${LINK_POLICY_ANCHOR}`} className="underline underline-offset-2 hover:text-ink">
        Our link policy
      </a>
    </p>
  );
}

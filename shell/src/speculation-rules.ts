// The pages' speculation rules, apart from the page chrome's hover-prerender.ts that marks the links they
// prerender: the prerender writes them into every page's head (the shell's Node build exports them),
// and the inline loader carries none of this text.
import { NEVER, PRERENDER_ATTRIBUTE } from './page-chrome/hover-prerender';

/**
 * The page's speculation rules (the prerender writes them into every page's head): prerender the
 * link the page chrome marks with PRERENDER_ATTRIBUTE, at once. The same exclusions again, so a marked
 * link the rules would refuse is never prerendered whatever marks it.
 */
export const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { selector_matches: `a[${PRERENDER_ATTRIBUTE}]` },
          { href_matches: '/*' },
          { not: { href_matches: '/go/*' } },
          { not: { href_matches: '/newsletter/*' } },
          { not: { selector_matches: NEVER } },
        ],
      },
      eagerness: 'immediate',
    },
  ],
});

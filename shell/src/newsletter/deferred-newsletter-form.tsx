import { useId } from 'react';
import { hydrateWhenNear, type NewsletterFormProps } from '@toolverse/contracts';

const NearForm = hydrateWhenNear(() => import('./newsletter-form').then((module) => module.NewsletterForm));

/**
 * The newsletter form as the shell service remotes show (<NewsletterSignup/>): it sits far down a
 * page, so its code loads when it nears the viewport (hydrateWhenNear).
 */
export function DeferredNewsletterForm(props: NewsletterFormProps) {
  const nearId = `newsletter-${useId().replace(/[^\w-]/g, '')}`;
  return <NearForm nearId={nearId} {...props} />;
}

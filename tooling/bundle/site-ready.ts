// A build for the public (SITE_URL not this machine) must name who runs the site and how readers
// reach them: the privacy notice, the terms and the About page say it. While content/site.json
// leaves a field empty, such a build stops here, naming the field; a local build goes on and its
// pages say the details are not set yet. Run first by `npm run build`, and again by the prerender.
import { ConfigError } from '@toolverse/shared-content/site/config-schema';
import { unsetOperatorFields } from '@toolverse/shared-content/site/operator';
import type { Site } from '@toolverse/shared-content/content/schemas/site';
import { isPublicSite, siteOrigin } from '../../platform/environment.ts';

export const SITE_FILE = 'shared-content/content/site.json';

/** Throws a ConfigError naming each empty operator field, when the site is built for the public. */
export function refuseUnsetOperator(siteUrl: string, operator?: Site['operator']): void {
  if (!isPublicSite(siteUrl)) return;
  const unset = unsetOperatorFields(operator);
  if (unset.length === 0) return;
  throw new ConfigError(
    `${SITE_FILE}: ${unset.map((field) => `${field} is ""`).join(', ')}: a build for the public (SITE_URL=${siteUrl}) must name ` +
      'who runs the site and where readers write to them. Set it, or build without SITE_URL for a local site.',
  );
}

if (process.argv[1] === import.meta.filename) {
  try {
    refuseUnsetOperator(siteOrigin(process.env));
  } catch (error) {
    console.error(`build: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// Types of runtime-config.mjs for the TypeScript that imports it (server/).
type Env = Readonly<Record<string, string | undefined>>;
export const NEWSLETTER_DEFAULT_PORT: number;
export function newsletterOrigins(env: Env, shellPort: number): string;
export function localSiteConfig(env?: Env): { newsletter: { host: string } };

// Types of deploy.mjs for the TypeScript that imports it (server/).
type Env = Readonly<Record<string, string | undefined>>;
export function deployDir(env?: Env): string;
export const RELEASES_PATH: string;
export function releasesDir(remote: string, env?: Env): string;
export const RELEASE_ID: RegExp;

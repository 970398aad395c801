// Types of prerender.mjs for the TypeScript that imports it (server/).
export const PRERENDER_DIR: string;
export const ROUTES_FILE: string;
export function fileForUrl(url: string): string;
export const STYLES_DIR: string;

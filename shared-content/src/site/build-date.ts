// The date a build was given. Pages compute how old a fact is from it, not from the reader's clock,
// so the prerendered HTML and the hydrated page always agree. tooling/bundle/plugins.ts writes it into
// every browser and Node build (TOOLVERSE_BUILD_DATE, default the day of the build); tests and
// scripts run in Node read the variable or fall back to today.

/** YYYY-MM-DD. */
export const BUILD_DATE: string = process.env.TOOLVERSE_BUILD_DATE ?? new Date().toISOString().slice(0, 10);

// The servers' time limits, one place for the Node servers (server/src/app.ts) and the generated nginx
// configuration (tooling/release/production/), so both serve with the same ones.

/** A page or a file is a few hundred KB at most: a client slower than this is stalling (slowloris). */
export const REQUEST_TIMEOUT_MS = 10_000;
/** How long an idle keep-alive connection stays open (Fastify's own default is 72 s, nginx's 75 s). */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

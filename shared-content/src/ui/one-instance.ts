// The entry of shared-content's Node build (dist-server/server.cjs). The social card's React context
// must be one object in the prerender's process, shared by the shell's and every remote's Node build
// as it is in the browser, so the subpaths that reach it (ui/social-card, and ui/page-meta and
// ui/choice-page, which import it) have a "node" condition pointing at this build, and
// tooling/bundle/webpack.ts leaves them external there. Every other subpath is bundled into each app.
export * from './social-card';
export * from './page-meta';
export * from './choice-page';

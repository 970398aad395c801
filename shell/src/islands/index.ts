// The shell's browser entry: the federation host and island runtime that a page's inline loader
// (island-loader/index.ts) brings in once the first island is due. Its stylesheet is the pages' base
// layer, which the prerender links in every page's head.
import '../styles.css';
// Before anything loads a remote: the remotes' entries run on this federation runtime core.
import '../federation/provide-runtime-core';

// Shared singletons are negotiated before the code that uses them runs: the runtime is behind an
// asynchronous boundary.
void import('./runtime').then(({ startIslands }) => startIslands());

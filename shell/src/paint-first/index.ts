// The only script a prerendered page names (tooling/prerender.ts writes it in place of the app's
// entry): the browser paints the server's HTML first, then the app starts and the route's remote
// scripts download. Built on its own (tooling/webpack.ts, createPaintFirstConfig), without the
// federation runtime the app's entry carries, so what runs before the first paint is this file alone.
//
//   <script defer src="/paint-first.<hash>.js" data-app="/main.<hash>.js" data-preload="<url> <url>">
import { startAppAfterPaint } from './start-app';

startAppAfterPaint(document.currentScript);

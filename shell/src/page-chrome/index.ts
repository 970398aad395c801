// The page's chrome: what only matters once the reader does something. A build of its own
// (webpack entry `page-chrome`) that the inline loader fetches on the reader's first scroll, move,
// touch or key (on-first-use.ts), so none of it is in any page's HTML:
// - the header turns translucent on scroll (header-scroll.ts);
// - the reading position is recorded as the page is left (reading-position.ts; the inline loader
//   restores it on a return);
// - the link the mouse rests on is prerendered (hover-prerender.ts).
import { watchHeader } from './header-scroll';
import { prerenderOnHover } from './hover-prerender';
import { recordOnLeave } from '../shared/reading-position';

watchHeader();
recordOnLeave();
prerenderOnHover();

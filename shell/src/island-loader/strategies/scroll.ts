// The `scroll` strategy, an inline script of its own (webpack entry island-loader-scroll): the
// island's code is due when the reader starts reading.
import { onFirstEvent } from '../on-first-event';
import { addStrategy } from '../strategies';

/** The reader starts reading: the first scroll, wheel, touch or key anywhere (not a mouse move, as often on its way to a link). */
const READING = ['scroll', 'wheel', 'touchstart', 'keydown'];

addStrategy('scroll', (start) => onFirstEvent(window, READING, start));

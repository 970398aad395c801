// The probe's recorder, run in the page at document start (probe.ts bundles it and adds it as an
// init script): the time of every click on the search toggle, when the search box first became
// usable (its input, visible) and when it first showed a result. Times are performance.now(), the
// clock of the page's paint entries.
import { SEARCH_BOX, SEARCH_RESULT, SEARCH_TOGGLE, type ProbeRecord } from './probe-outcome';

const record: ProbeRecord = { clicksMs: [], openMs: null, resultMs: null };
window.__benchProbe = record;

/** Now, if an element `selector` names is shown; else null. */
const seen = (selector: string): number | null =>
  [...document.querySelectorAll(selector)].some((element) => element.checkVisibility()) ? performance.now() : null;

const checkOpen = () => {
  record.openMs ??= seen(SEARCH_BOX);
};

window.addEventListener(
  'click',
  (event) => {
    // A click the layout moved off the toggle is no press of the control.
    if (!(event.target instanceof Element && event.target.closest(SEARCH_TOGGLE))) return;
    // A box the last click opened is seen before this click lands, whatever ran in between (input
    // goes before timers and frames): this click cannot close it unseen.
    checkOpen();
    record.clicksMs.push(performance.now());
    // A popover opens after the click's listeners have run, React renders at the end of the event:
    // a task later the box is there.
    setTimeout(checkOpen);
  },
  true,
);

const checkResult = () => {
  record.resultMs ??= seen(SEARCH_RESULT);
};

const everyFrame = () => {
  checkOpen();
  checkResult();
  if (record.openMs === null || record.resultMs === null) requestAnimationFrame(everyFrame);
};
requestAnimationFrame(everyFrame);

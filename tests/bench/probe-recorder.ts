// The probe's recorder, run in the page at document start (probe.ts bundles it and adds it as an
// init script): the time of every click on the search toggle, when the search box first became
// usable (its input, visible), when the first key was typed in it and when it first showed a result. Times are performance.now(), the clock of the page's paint entries.
import { SEARCH_BOX, SEARCH_RESULT, SEARCH_TOGGLE, type ProbeRecord } from './probe-outcome';

const record: ProbeRecord = { clicksMs: [], openMs: null, typedMs: null, resultMs: null };
window.__benchProbe = record;

const checkOpen = () => {
  if (record.openMs !== null) return;
  for (const input of document.querySelectorAll(SEARCH_BOX)) {
    if (input.checkVisibility()) {
      record.openMs = performance.now();
      return;
    }
  }
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
  if (record.resultMs !== null) return;
  for (const result of document.querySelectorAll(SEARCH_RESULT)) {
    if (result.checkVisibility()) {
      record.resultMs = performance.now();
      return;
    }
  }
};

window.addEventListener(
  'keydown',
  (event) => {
    if (record.typedMs === null && event.target instanceof Element && event.target.matches(SEARCH_BOX)) record.typedMs = performance.now();
  },
  true,
);

const everyFrame = () => {
  checkOpen();
  checkResult();
  if (record.openMs === null || record.resultMs === null) requestAnimationFrame(everyFrame);
};
requestAnimationFrame(everyFrame);

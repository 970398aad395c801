/**
 * The reading-progress bar: how far down the page the reader is. Where the browser can, the bar
 * follows the scroll by itself (a scroll-driven animation, styles.css); the article's motion
 * island keeps its value (aria-valuenow) and drives the bar where the browser cannot.
 */
export function ReadingProgress() {
  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-reading-progress=""
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div
        className="reading-progress h-full origin-left bg-gradient-to-r from-glow-cyan via-glow-violet to-glow-pink"
        style={{ transform: 'scaleX(0)' }}
      />
    </div>
  );
}

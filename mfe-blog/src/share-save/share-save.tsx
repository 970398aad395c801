import { domIsland } from '@toolverse/contracts';
import { mount, type ShareSaveProps } from './island';

const buttonClass =
  'inline-flex items-center gap-2 rounded-full border border-space-600 px-4 py-2 text-sm font-semibold text-ink hover:border-glow-cyan';

/** Share and Save as the server renders them: nothing saved (this browser's bookmarks are its own). */
function ShareSaveButtons() {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="button" data-share="" data-tooltip="Share this article" className={buttonClass}>
        <span aria-hidden="true">↗</span> Share
      </button>
      <button type="button" data-save="" data-tooltip="Save to your bookmarks" aria-pressed="false" className={buttonClass}>
        <span aria-hidden="true" data-star="">
          ☆
        </span>{' '}
        <span data-label="">Save</span>
      </button>
    </div>
  );
}

/** Share and Save, a DOM island that starts when the browser is idle (island.ts). */
export const ShareSave = domIsland<ShareSaveProps>('blog/ShareSave', ShareSaveButtons, { load: 'scroll', mount });

import { WATCH_FORM_PATH } from '@toolverse/shared-content/site/newsletter';
import { paths } from '@toolverse/shared-content/site/paths';
import type { Tool } from '@toolverse/shared-content/content/schemas/tool';
import { WATCH_ANCHOR } from '../common/tool-anchors';

/**
 * "Watch this tool": a plain form, no script. It posts the address and the tool to the site's
 * `/watch` (passed to the service), which mails a link to confirm and answers with the
 * page saying so. One mail when the price, free plan, owner or status changes; double opt-in, like the newsletter.
 */
export function WatchForm({ tool, className = '' }: { tool: Pick<Tool, 'id' | 'name'>; className?: string }) {
  const inputId = `watch-email-${tool.id}`;
  const noteId = `watch-note-${tool.id}`;
  return (
    <form
      id={WATCH_ANCHOR}
      method="post"
      action={WATCH_FORM_PATH}
      className={className}
      aria-label={`Watch ${tool.name}`}
      aria-describedby={noteId}
    >
      <input type="hidden" name="tool" value={tool.id} />
      <label htmlFor={inputId} className="block font-semibold text-ink">
        {`Watch ${tool.name}: one mail when its price, free plan, owner or status changes`}
      </label>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          className="min-w-0 flex-1 rounded-lg border border-space-600 bg-space-950 px-3 py-2 text-ink placeholder:text-muted"
        />
        <button
          type="submit"
          className="rounded-lg border border-glow-cyan px-4 py-2 font-semibold text-glow-cyan hover:bg-glow-cyan hover:text-space-950"
        >
          Watch
        </button>
      </div>
      <p id={noteId} className="mt-2 text-xs text-muted">
        {'We mail you a link to confirm first, and every mail has a link to stop. '}
        <a href={paths.privacy} className="underline underline-offset-2 hover:text-ink">
          What we keep
        </a>
      </p>
      <p className="mt-1 text-xs text-muted">
        {'No mail? '}
        <a href={paths.tools.feed(tool.id)} type="application/atom+xml" className="underline underline-offset-2 hover:text-ink">
          {`Follow ${tool.name}’s feed`}
        </a>
        {' (Atom): every reading of its plans and every correction. Or take '}
        <a href={paths.data.tool(tool.id)} type="application/json" className="underline underline-offset-2 hover:text-ink">
          its data
        </a>
        {' (JSON).'}
      </p>
    </form>
  );
}

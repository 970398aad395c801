// The Arsenal's compare page (/tools/compare?ids=a,b,c) is one prerendered page whose island reads
// the ids; a URL whose ids name no tool at all is a page that does not exist, so the server answers
// it with the not-found page and 404 instead of an empty comparison. Which ids are tools is read from
// the prerendered site itself: every tool, and only a tool, has a page /tools/{id}/alternatives.
import { REGISTRY } from '@toolverse/registry';

const COMPARE_PATH = `${REGISTRY.tools.basePath}/compare`;
const TOOL_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a request is the compare page asking for ids of which none is a tool (`hasPage` says whether a URL has a prerendered page). */
export function comparesNoTool(pathname: string, search: string, hasPage: (url: string) => boolean): boolean {
  if (pathname !== COMPARE_PATH) return false;
  const asked = new URLSearchParams(search)
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((id) => id.trim().toLowerCase())
    .filter((id) => id !== '');
  if (asked.length === 0) return false;
  return !asked.some((id) => TOOL_ID.test(id) && hasPage(`${REGISTRY.tools.basePath}/${id}/alternatives`));
}

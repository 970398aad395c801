// How Lighthouse names a long task: by the script it ran, else by the document, else `Unattributable`.

/** Whether Lighthouse named a script file for a task (not the document, not `Unattributable`). */
export function isScript(url: string): boolean {
  return /^https?:/.test(url) && /\.m?js$/i.test(new URL(url).pathname);
}

// What a page links and carries besides its markup: the shell's stylesheet and scripts from its
// browser build, each remote's stylesheets from its mf-manifest.json, the page's one merged
// stylesheet, the inline island loader and the speculation rules.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pageStrategies, type IslandLoad } from '@toolverse/contracts/island-protocol';
import { STYLES_EXPOSE } from '@toolverse/registry';
import type { RemoteName } from '../../platform/apps.ts';
import { STYLES_DIR, buildDirsFor, type CheckoutDirs } from '../../platform/layout.ts';
import { writeWithVariants } from '../bundle/precompress.ts';
import { ROOT, fail } from './errors.ts';
import { readJson } from '../../platform/read-json.ts';

/** The parts of a remote's mf-manifest.json that name its files. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string } };
  exposes?: { path: string; assets: { css: { sync: string[]; async: string[] }; js: { sync: string[] } } }[];
}

/** A remote stylesheet: where the page links it, and the file the merged stylesheet reads. */
export interface RemoteStyle {
  url: string;
  file: string;
}

/** A remote's stylesheets, from its mf-manifest.json (its ./styles expose), where a page links them. */
export function remoteStyles(remote: RemoteName, entryUrl: string, dirs: CheckoutDirs): RemoteStyle[] {
  const { dist } = buildDirsFor(remote, entryUrl, dirs);
  const manifest = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'), `the ${remote} remote's mf-manifest.json`);
  const exposed = manifest.exposes?.find((expose) => expose.path === STYLES_EXPOSE);
  if (!exposed) fail(`the ${remote} remote's mf-manifest.json does not expose ${STYLES_EXPOSE}`);
  const base = new URL('.', entryUrl).href;
  return [...new Set([...exposed.assets.css.sync, ...exposed.assets.css.async])].map((file) => ({
    url: new URL(file, base).href,
    file: path.join(dist, file),
  }));
}

/** The shell's stylesheet and app script, as the template names them. */
export function templateAssets(template: string): { style: string; styleTag: string; script: string; scriptTag: string } {
  const style = /<link href="(\/[^"]+\.css)" rel="stylesheet">/.exec(template);
  const script = /<script defer="defer" src="(\/[^"]+\.js)"><\/script>/.exec(template);
  if (!style?.[1] || !script?.[1]) fail('shell/dist/index.html must link one stylesheet and one deferred script');
  return { style: style[1], styleTag: style[0], script: script[1], scriptTag: script[0] };
}

/** A file of the shell's build by its name before the hash (island-loader, islands, tooltips, title-search, page-chrome). */
export function shellScript(name: string): { file: string; url: string } {
  const dist = path.join(ROOT, 'shell', 'dist');
  const found = readdirSync(dist).filter((file) => new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`).test(file));
  if (found.length !== 1) fail(`shell/dist must hold one ${name}.<hash>.js (found ${found.length}); run "npm run build -w shell"`);
  return { file: path.join(dist, found[0] as string), url: `/${found[0]}` };
}

/** A script of the shell's build as a page carries it inline. */
function inlineScript(name: string): string {
  const { file } = shellScript(name);
  const code = readFileSync(file, 'utf8').trim();
  if (/<\/script|<!--/i.test(code)) fail(`${path.relative(ROOT, file)} cannot be inlined: it holds "</script" or "<!--"`);
  return code;
}

/**
 * The shell's inline loader (shell/src/island-loader/index.ts), the script every page carries:
 * inlined in its head, so it holds the reader's first input from the first paint on, and fetches
 * nothing until an island is due.
 */
export const islandLoader = (): string => inlineScript('island-loader');

/**
 * The inline scripts of the strategies the loader does not carry itself (pageStrategies(), from
 * shell/src/island-loader/strategies/), by strategy: a page carries those its islands use.
 */
export const strategyScripts = (): Map<IslandLoad, string> =>
  new Map(pageStrategies().map((load) => [load, inlineScript(`island-loader-${load}`)]));

/**
 * The head's one stylesheet: the shell's, and the stylesheets of the remotes whose markup the page
 * shows, merged into one content-hashed file under the prerender folder.
 */
export function mergedStylesheet(shellStyle: string, remoteStyles: readonly RemoteStyle[], outDir: string): string {
  if (remoteStyles.length === 0) return `<link href="${shellStyle}" rel="stylesheet">`;
  const shellCss = readFileSync(path.join(ROOT, 'shell', 'dist', shellStyle), 'utf8');
  // A remote builds one Tailwind stylesheet, which two of its files may hold byte for byte.
  const css = [...new Set([shellCss, ...remoteStyles.map((style) => readFileSync(style.file, 'utf8'))])].join('\n');
  const name = `page.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  const file = path.join(outDir, STYLES_DIR, name);
  if (!existsSync(file)) writeWithVariants(file, css);
  return `<link href="/${STYLES_DIR}/${name}" rel="stylesheet">`;
}

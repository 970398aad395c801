import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What a copy of the checkout leaves out: the history, the root's packages (linked instead), the test
 * sites' databases and pages, the deploy output and test results, which the copy makes again if it
 * needs them, and caches. `prerendered/` is `npm start`'s own prerender: a test site prerenders into
 * its `.runtime/`.
 */
const LEFT_OUT = new Set(['.git', 'node_modules', '.runtime', 'dist-deploy', 'prerendered', path.join('tests', 'test-results')]);

export interface CheckoutCopy {
  dir: string;
  remove: () => void;
}

const inside = (parent: string, child: string) => {
  const relative = path.relative(parent, child);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * A root package of the copy: a link to `root`'s, so nothing is installed again. A workspace link
 * (a relative link into the checkout, such as @toolverse/shared-content -> ../../shared-content) is
 * made again as the same relative link, so it names the copy's own folder: webpack and Node follow
 * links to real paths, and the copy's shared-content must be the one its builds bundle.
 */
function linkPackage(root: string, copy: string, name: string): void {
  const source = path.join(root, 'node_modules', name);
  const target = path.join(copy, 'node_modules', name);
  if (lstatSync(source).isSymbolicLink()) {
    const link = readlinkSync(source);
    const resolved = path.resolve(path.dirname(source), link);
    if (!path.isAbsolute(link) && inside(root, resolved) && !inside(path.join(root, 'node_modules'), resolved)) {
      symlinkSync(link, target);
      return;
    }
  }
  symlinkSync(source, target);
}

/**
 * Copies the built checkout `root` to a temporary folder, so a test can change its content, build
 * and serve it while other tests use the real one. Each package's own node_modules is copied as it
 * is; the root's is a folder of links to `root`'s packages, its workspace links pointing into the copy.
 */
export function copyCheckout(root: string = ROOT): CheckoutCopy {
  const dir = mkdtempSync(path.join(tmpdir(), 'toolverse-checkout-'));
  try {
    cpSync(root, dir, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => {
        const relative = path.relative(root, source);
        return !LEFT_OUT.has(relative) && path.basename(source) !== '.cache';
      },
    });
    mkdirSync(path.join(dir, 'node_modules'));
    for (const entry of readdirSync(path.join(root, 'node_modules'), { withFileTypes: true })) {
      if (entry.name === '.cache') continue;
      if (entry.name === '.bin') symlinkSync(path.join(root, 'node_modules', '.bin'), path.join(dir, 'node_modules', '.bin'));
      else if (entry.name.startsWith('@') && entry.isDirectory()) {
        mkdirSync(path.join(dir, 'node_modules', entry.name));
        for (const scoped of readdirSync(path.join(root, 'node_modules', entry.name)))
          linkPackage(root, dir, path.join(entry.name, scoped));
      } else linkPackage(root, dir, entry.name);
    }
    // The social images are drawn once per content and named by it: the copy reuses them, instead of
    // spending a minute drawing the same pictures again.
    const social = path.join(root, 'node_modules', '.cache', 'toolverse-social');
    if (existsSync(social)) cpSync(social, path.join(dir, 'node_modules', '.cache', 'toolverse-social'), { recursive: true });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

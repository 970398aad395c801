import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { contrastMathSource, type Rgba } from './contrast';
import type * as ContrastMath from './contrast';
import { ISLANDS } from '../islands';

/** One piece of text whose contrast is under the AA minimum, or that could not be judged. */
export interface ContrastProblem {
  /** Where it is: tag, id or classes, and the start of its text. */
  element: string;
  text: string;
  /** The worst ratio found (null: not computable, see `reason`). */
  ratio: number | null;
  required: number;
  foreground: string;
  background: string;
  reason: string;
}

export interface ContrastReport {
  /** Text elements judged (visible text, contrast computed). */
  checked: number;
  problems: ContrastProblem[];
  /** axe's color-contrast "incomplete" results, and how each was decided. */
  axeIncomplete: Array<{ element: string; axeReason: string; decision: string }>;
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs in the page (through its source text). Scrolls the page one viewport at a time and, for
 * every element with text of its own that is painted in the viewport, finds what is painted beneath
 * its text (document.elementsFromPoint, so positioned layers count, not only ancestors), composites
 * those layers down to the first opaque one and computes the worst contrast. Then runs axe's
 * color-contrast rule and decides each of its "incomplete" results from that computation.
 */
async function scanPage(math: typeof ContrastMath): Promise<ContrastReport> {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!canvas) throw new Error('no 2D canvas to convert colours');
  const colourCache = new Map<string, Rgba>();
  /** Any CSS colour (oklch, color-mix, ...) in sRGB, via the canvas when it is not rgb(). */
  const toRgba = (css: string): Rgba => {
    const cached = colourCache.get(css);
    if (cached) return cached;
    let colour = math.parseRgb(css);
    if (!colour) {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = css;
      canvas.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
      colour = { r, g, b, a: a / 255 };
    }
    colourCache.set(css, colour);
    return colour;
  };
  const show = (colour: Rgba) =>
    `rgba(${Math.round(colour.r)}, ${Math.round(colour.g)}, ${Math.round(colour.b)}, ${Number(colour.a.toFixed(2))})`;
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes =
      typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 4).join('.')}` : '';
    const place = element.closest('[data-remote]')?.getAttribute('data-remote') ?? 'shell';
    return `${place}: ${element.tagName.toLowerCase()}${id}${classes}`;
  };
  const ownText = (element: Element) =>
    [...element.childNodes].find((node): node is Text => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
  const opacityOf = (element: Element) => {
    let opacity = 1;
    for (let current: Element | null = element; current; current = current.parentElement)
      opacity *= Number(getComputedStyle(current).opacity);
    return opacity;
  };
  /** Hidden on purpose: visually-hidden text (sr-only) or inside a box clipped to nothing. */
  const clippedAway = (element: Element) => {
    for (let current: Element | null = element; current; current = current.parentElement) {
      const style = getComputedStyle(current);
      if (style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
      const box = current.getBoundingClientRect();
      if (style.overflow !== 'visible' && (box.width <= 1 || box.height <= 1)) return true;
    }
    return false;
  };
  const REPLACED = new Set(['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'PICTURE', 'OBJECT', 'EMBED', 'svg']);

  type Layer = { kind: 'solid'; colour: Rgba } | { kind: 'gradient'; colours: Rgba[] };
  /** What lies beneath the text of `element` at (x, y), top layer first, down to the first opaque one. */
  const layersBeneath = (element: Element, x: number, y: number, skipOwnBackground: boolean): Layer[] | string => {
    const stack = document.elementsFromPoint(x, y);
    const start = stack.indexOf(element);
    if (start < 0) return 'not painted here';
    const layers: Layer[] = [];
    for (const [i, below] of stack.slice(start).entries()) {
      if (i > 0 && REPLACED.has(below.tagName)) return `text over an image (${below.tagName.toLowerCase()}), which styles cannot decide`;
      const style = getComputedStyle(below);
      const opacity = opacityOf(below);
      const fade = (colour: Rgba) => ({ ...colour, a: colour.a * opacity });
      if (!(i === 0 && skipOwnBackground)) {
        for (const layer of math.backgroundLayers(style.backgroundImage)) {
          if (layer.kind === 'image') return `text over a background image (${describe(below)}), which styles cannot decide`;
          if (layer.colours.length) layers.push({ kind: 'gradient', colours: layer.colours.map((css) => fade(toRgba(css))) });
        }
        const colour = fade(toRgba(style.backgroundColor));
        if (colour.a > 0) layers.push({ kind: 'solid', colour });
      }
      const last = layers.at(-1);
      if (last && (last.kind === 'solid' ? last.colour.a >= 1 : last.colours.every((colour) => colour.a >= 1))) break;
    }
    return layers;
  };
  /** Every colour the background can be: layers composited bottom-up on the white canvas. */
  const backgroundsOf = (layers: Layer[]) => {
    let candidates: Rgba[] = [{ r: 255, g: 255, b: 255, a: 1 }];
    for (const layer of [...layers].reverse()) {
      const tops = layer.kind === 'solid' ? [layer.colour] : layer.colours;
      candidates = candidates.flatMap((under) => tops.map((top) => math.composite(top, under)));
    }
    return candidates;
  };

  const results = new Map<Element, { ratio: number; required: number }>();
  const skipped = new Map<Element, string>();
  const problems: ContrastProblem[] = [];
  const judge = (element: Element, text: Text) => {
    const style = getComputedStyle(element);
    const range = document.createRange();
    range.selectNodeContents(text);
    const rect = [...range.getClientRects()].find((box) => box.width > 1 && box.height > 1);
    if (!rect) return skipped.set(element, 'no box');
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    if (y < 0 || y >= innerHeight) return false;
    if (x < 0 || x >= innerWidth) return skipped.set(element, 'outside the viewport sideways (scrolled away)');
    const opacity = opacityOf(element);
    if (opacity === 0) return skipped.set(element, 'opacity 0');
    if (clippedAway(element)) return skipped.set(element, 'visually hidden');
    // Gradient text: transparent fill over its own background clipped to the glyphs.
    const fill = toRgba(style.webkitTextFillColor || style.color);
    const clipText = style.backgroundClip === 'text' || style.getPropertyValue('-webkit-background-clip') === 'text';
    const ownStops = clipText
      ? math.backgroundLayers(style.backgroundImage).flatMap((layer) => (layer.kind === 'gradient' ? layer.colours.map(toRgba) : []))
      : [];
    const textColours = (clipText && fill.a === 0 && ownStops.length ? ownStops : [fill]).map((colour) => ({
      ...colour,
      a: colour.a * opacity,
    }));
    const layers = layersBeneath(element, x, y, clipText);
    const fontSize = parseFloat(style.fontSize);
    const required = math.requiredRatio(fontSize, Number(style.fontWeight));
    const snippet = (text.textContent ?? '').trim().slice(0, 60);
    if (typeof layers === 'string') {
      if (layers === 'not painted here') return skipped.set(element, 'clipped or covered');
      problems.push({
        element: describe(element),
        text: snippet,
        ratio: null,
        required,
        foreground: textColours.map(show).join(' / '),
        background: '?',
        reason: layers,
      });
      return results.set(element, { ratio: 0, required });
    }
    const backgrounds = backgroundsOf(layers);
    const ratio = math.worstContrast(textColours, backgrounds);
    results.set(element, { ratio, required });
    if (ratio < required) {
      problems.push({
        element: describe(element),
        text: snippet,
        ratio: Number(ratio.toFixed(2)),
        required,
        foreground: textColours.map(show).join(' / '),
        background: backgrounds.map(show).join(' / '),
        reason: `${ratio.toFixed(2)}:1 is under ${required}:1 (${fontSize}px, weight ${style.fontWeight})`,
      });
    }
    return true;
  };

  // Hit-testing must see every layer, also decorative ones that let clicks through.
  const everyLayer = new CSSStyleSheet();
  everyLayer.replaceSync('*, *::before, *::after { pointer-events: auto !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, everyLayer];
  const texts = [...document.body.querySelectorAll('*')]
    .filter((element) => !element.closest('svg, script, style, noscript, template, title, option'))
    .map((element) => [element, ownText(element)] as const)
    .filter((pair): pair is readonly [Element, Text] => pair[1] !== undefined);
  const pending = new Set(texts.map(([element]) => element));
  const step = Math.max(200, Math.floor(innerHeight * 0.8));
  // Back at the top, and two frames for what the page moves on scroll (an article title's parallax,
  // drawn in a frame its scroll listener asks for) to leave the bottom of the page it was last drawn for.
  scrollTo(0, 0);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  for (let top = 0; ; top += step) {
    scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    for (const [element, text] of texts) if (pending.has(element) && judge(element, text) !== false) pending.delete(element);
    if (top + innerHeight >= document.documentElement.scrollHeight) break;
  }
  for (const element of pending) skipped.set(element, 'never in the viewport');
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== everyLayer);
  scrollTo(0, 0);
  // Headings that faded in on the way down finish before axe looks at them.
  await Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );

  type AxeNode = { element?: Element; failureSummary?: string; any: Array<{ message: string }> };
  type AxeRun = { violations: Array<{ nodes: AxeNode[] }>; incomplete: Array<{ nodes: AxeNode[] }> };
  const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeRun> } }).axe;
  const found = await axe.run(document, {
    runOnly: { type: 'rule', values: ['color-contrast'] },
    elementRef: true,
    resultTypes: ['violations', 'incomplete'],
  });
  const axeIncomplete: ContrastReport['axeIncomplete'] = [];
  for (const node of found.incomplete.flatMap((rule) => rule.nodes)) {
    const element = node.element;
    const axeReason = node.any.map((check) => check.message).join('; ');
    const decided = element && results.get(element);
    const skip = element && skipped.get(element);
    const decision = decided ? `${decided.ratio.toFixed(2)}:1, needs ${decided.required}:1` : skip ? `not visible text: ${skip}` : '';
    axeIncomplete.push({ element: element ? describe(element) : '?', axeReason, decision: decision || 'undecided' });
    if (!decision) {
      problems.push({
        element: element ? describe(element) : '?',
        text: (element?.textContent ?? '').trim().slice(0, 60),
        ratio: null,
        required: 4.5,
        foreground: '?',
        background: '?',
        reason: `axe incomplete, not decided by the check: ${axeReason}`,
      });
    }
  }
  for (const node of found.violations.flatMap((rule) => rule.nodes)) {
    const element = node.element;
    problems.push({
      element: element ? describe(element) : '?',
      text: (element?.textContent ?? '').trim().slice(0, 60),
      ratio: null,
      required: 4.5,
      foreground: '?',
      background: '?',
      reason: `axe violation: ${node.failureSummary ?? ''}`,
    });
  }
  return { checked: results.size, problems, axeIncomplete };
}

/** Waits for the animations that end: time-based ones, not those driven by the scroll (the reading-progress bar) or endless. */
function settleAnimations(): Promise<unknown> {
  return Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  );
}

/** Makes axe-core part of every page this page object opens (cheaper than handing it over per page). */
export async function preloadAxe(page: Page): Promise<void> {
  await page.addInitScript({ content: AXE_SOURCE });
}

/**
 * Scrolls through the whole page as a reader would (so widgets that load on approach and headings
 * that fade in are there), waits for the network and for animations to settle, then checks the
 * contrast of every visible text in one evaluation.
 */
export async function checkContrast(page: Page): Promise<ContrastReport> {
  // The islands due with the page or on idle (an article's fading headings among them) start first.
  await page.waitForFunction((waiting) => !document.querySelector(waiting), ISLANDS.waiting('load', 'idle'));
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += innerHeight) {
      scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  // The reader has started reading (islands marked scroll start on it: an article's fading headings),
  // and they run before the judged pass: one mounting during it hides the headings below the fold
  // with a fade, caught half-way.
  await page.mouse.move(5, 5);
  await page.waitForFunction((waiting) => !document.querySelector(waiting), ISLANDS.waiting('visible', 'scroll'));
  await page.evaluate(settleAnimations);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(`(async () => { ${contrastMathSource()}\n return (${scanPage.toString()})(math); })()`) as Promise<ContrastReport>;
}

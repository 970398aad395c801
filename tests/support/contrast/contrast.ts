/**
 * Colour and contrast maths for the contrast check (WCAG 2.x relative luminance and contrast ratio,
 * alpha compositing, the colour stops of CSS gradients).
 *
 * Every function here is self-contained (no imports, calls only functions of this file) because
 * the contrast check runs them inside the page: `contrastMathSource()` hands their source text to
 * `page.evaluate`, so the page computes with the very code the unit tests check.
 */

/** A colour in sRGB: r, g, b from 0 to 255, alpha from 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2.x relative luminance of an opaque sRGB colour (0 black .. 1 white). */
export function relativeLuminance(colour: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(colour.r) + 0.7152 * channel(colour.g) + 0.0722 * channel(colour.b);
}

/** WCAG contrast ratio of two luminances, from 1 (none) to 21 (black on white). */
export function luminanceRatio(first: number, second: number): number {
  const lighter = Math.max(first, second);
  const darker = Math.min(first, second);
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG contrast ratio of two opaque colours. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  return luminanceRatio(relativeLuminance(first), relativeLuminance(second));
}

/** `top` painted over `bottom` (source-over compositing, straight alpha). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top.a + bottom.a * (1 - top.a);
  if (a === 0) return { r: 0, g: 0, b: 0, a: 0 };
  const mix = (t: number, b: number) => (t * top.a + b * bottom.a * (1 - top.a)) / a;
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a };
}

/** WCAG "large text": at least 24px, or at least 18.66px (14pt) and bold. */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The AA minimum: 3:1 for large text, 4.5:1 for the rest. */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? 3 : 4.5;
}

/**
 * Parses a colour as browsers serialise computed colours in sRGB: `rgb(1, 2, 3)`,
 * `rgba(1, 2, 3, 0.5)` or `rgb(1 2 3 / 50%)`. Anything else (oklch, color-mix, ...) gives null;
 * the page converts those through a canvas first.
 */
export function parseRgb(text: string): Rgba | null {
  const match = /^rgba?\(\s*([^)]*)\)$/i.exec(text.trim());
  if (!match) return null;
  const parts = (match[1] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (parts.length !== 3 && parts.length !== 4) return null;
  const number = (part: string, scale: number) => (part.endsWith('%') ? (parseFloat(part) / 100) * scale : parseFloat(part));
  const [r = NaN, g = NaN, b = NaN] = parts.slice(0, 3).map((part) => number(part, 255));
  const a = parts[3] === undefined ? 1 : number(parts[3], 1);
  if ([r, g, b, a].some((value) => Number.isNaN(value))) return null;
  return { r, g, b, a };
}

/**
 * The layers of a computed `background-image`, each either `{ kind: 'gradient', colours }` (the
 * colour of every stop, as CSS text) or `{ kind: 'image' }` (a url(), image-set(), element(): pixels
 * no stylesheet can tell). `none` gives no layers.
 */
export function backgroundLayers(backgroundImage: string): Array<{ kind: 'gradient'; colours: string[] } | { kind: 'image' }> {
  /** Splits at commas outside parentheses. */
  const splitTopLevel = (text: string) => {
    const parts: string[] = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < text.length; i++) {
      const char = text[i];
      if (char === '(') depth++;
      else if (char === ')') depth--;
      else if (char === ',' && depth === 0) {
        parts.push(text.slice(start, i).trim());
        start = i + 1;
      }
    }
    parts.push(text.slice(start).trim());
    return parts.filter(Boolean);
  };
  /** The colour in one gradient argument ("rgb(1, 2, 3) 40%"), if it has one. */
  const colourOf = (argument: string) => {
    const fn = /(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\(/i.exec(argument);
    if (fn) {
      let depth = 0;
      for (let i = fn.index; i < argument.length; i++) {
        if (argument[i] === '(') depth++;
        else if (argument[i] === ')' && --depth === 0) return argument.slice(fn.index, i + 1);
      }
      return null;
    }
    const word = /(^|\s)(transparent|#[0-9a-f]{3,8})(\s|$)/i.exec(argument);
    return word ? word[2] : null;
  };
  if (backgroundImage.trim() === 'none') return [];
  return splitTopLevel(backgroundImage).map((layer) => {
    const gradient = /^(repeating-)?(linear|radial|conic)-gradient\((.*)\)$/is.exec(layer);
    if (!gradient) return { kind: 'image' as const };
    const colours = splitTopLevel(gradient[3] ?? '')
      .map(colourOf)
      .filter((colour): colour is string => colour !== null);
    return { kind: 'gradient' as const, colours };
  });
}

/**
 * The worst contrast of text over a background that may be one colour or many (the stops of a
 * gradient, composited over what lies beneath); the text too may be many colours (gradient text).
 * Translucent text is composited over each background first. Where either side varies, the colours
 * between the stops count too: if one side's luminance lies within the range the other sweeps,
 * somewhere the two meet (1:1).
 */
export function worstContrast(textColours: Rgba[], backgrounds: Rgba[]): number {
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const within = (value: number, values: number[]) => values.length > 1 && value >= Math.min(...values) && value <= Math.max(...values);
  const bases = backgrounds.map((background) => composite(background, white));
  const baseLuminances = bases.map(relativeLuminance);
  let worst = Infinity;
  bases.forEach((base, b) => {
    const seen = textColours.map((text) => composite(text, base));
    const seenLuminances = seen.map(relativeLuminance);
    seen.forEach((colour, t) => {
      worst = Math.min(worst, contrastRatio(colour, base));
      if (within(seenLuminances[t] ?? 0, baseLuminances) || within(baseLuminances[b] ?? 0, seenLuminances)) worst = 1;
    });
  });
  return worst;
}

const IN_PAGE = [
  relativeLuminance,
  luminanceRatio,
  contrastRatio,
  composite,
  isLargeText,
  requiredRatio,
  parseRgb,
  backgroundLayers,
  worstContrast,
];

/** Script text that defines the functions above in a page and gathers them as `math`. */
export function contrastMathSource(): string {
  return `${IN_PAGE.map((fn) => fn.toString()).join('\n')}\nconst math = { ${IN_PAGE.map((fn) => fn.name).join(', ')} };`;
}

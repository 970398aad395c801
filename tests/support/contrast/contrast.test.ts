import { describe, expect, test } from '@jest/globals';
import { backgroundLayers, composite, contrastRatio, parseRgb, requiredRatio, worstContrast, type Rgba } from './contrast';

const rgb = (r: number, g: number, b: number, a = 1): Rgba => ({ r, g, b, a });
// The theme's colours (shared-content/src/ui/theme.css).
const GLOW_CYAN = rgb(103, 232, 249);
const SPACE_950 = rgb(5, 7, 26);
const SPACE_900 = rgb(11, 16, 48);
const MUTED = rgb(180, 188, 227);

describe('contrast ratio', () => {
  test('black on white is 21:1 and a colour on itself 1:1', () => {
    expect(contrastRatio(rgb(0, 0, 0), rgb(255, 255, 255))).toBeCloseTo(21, 5);
    expect(contrastRatio(GLOW_CYAN, GLOW_CYAN)).toBe(1);
  });

  test('matches a published reference pair (#777 on white is 4.48:1, just under AA)', () => {
    expect(contrastRatio(rgb(0x77, 0x77, 0x77), rgb(255, 255, 255))).toBeCloseTo(4.48, 2);
  });

  test('large text needs 3:1 from 24px, or from 18.66px when bold; other text 4.5:1', () => {
    expect(requiredRatio(24, 400)).toBe(3);
    expect(requiredRatio(18.66, 700)).toBe(3);
    expect(requiredRatio(18.66, 600)).toBe(4.5);
    expect(requiredRatio(16, 900)).toBe(4.5);
  });
});

describe('the old article CSS', () => {
  // `[&_a]:text-glow-cyan` on the article body outranked the Visit button's `text-space-950`:
  // the label was painted in the button's own background colour.
  test('cyan text on the cyan Visit button is 1:1 and fails AA', () => {
    const ratio = worstContrast([GLOW_CYAN], [GLOW_CYAN]);
    expect(ratio).toBe(1);
    expect(ratio).toBeLessThan(requiredRatio(14, 600));
  });

  test('the button as it is meant to be, dark text on cyan, passes', () => {
    expect(worstContrast([SPACE_950], [GLOW_CYAN])).toBeGreaterThan(4.5);
  });
});

describe('compositing', () => {
  test('a translucent layer blends with what lies beneath', () => {
    expect(composite(rgb(255, 255, 255, 0.5), rgb(0, 0, 0))).toEqual(rgb(127.5, 127.5, 127.5));
    expect(composite(rgb(10, 20, 30, 0), SPACE_900)).toEqual(SPACE_900);
  });

  test('translucent text loses contrast: muted text at 30% on the dark card fails', () => {
    expect(worstContrast([MUTED], [SPACE_900])).toBeGreaterThan(4.5);
    expect(worstContrast([{ ...MUTED, a: 0.3 }], [SPACE_900])).toBeLessThan(4.5);
  });

  test('a translucent background with nothing opaque beneath sits on the white canvas', () => {
    expect(worstContrast([rgb(255, 255, 255)], [rgb(0, 0, 0, 0)])).toBe(1);
  });
});

describe('gradients', () => {
  test('dark text on a cyan to violet gradient is judged by its worst stop', () => {
    const violet = rgb(196, 181, 253);
    const ratio = worstContrast([SPACE_950], [GLOW_CYAN, violet]);
    expect(ratio).toBeCloseTo(Math.min(contrastRatio(SPACE_950, GLOW_CYAN), contrastRatio(SPACE_950, violet)), 5);
  });

  test('text whose luminance the gradient sweeps through meets it somewhere: 1:1', () => {
    expect(worstContrast([rgb(128, 128, 128)], [rgb(0, 0, 0), rgb(255, 255, 255)])).toBe(1);
  });

  test('white text on a gradient from dark to cyan fails on the cyan end', () => {
    expect(worstContrast([rgb(255, 255, 255)], [SPACE_950, GLOW_CYAN])).toBeLessThan(4.5);
  });

  test('gradient text (background-clip: text) counts every stop against the background', () => {
    expect(worstContrast([GLOW_CYAN, rgb(196, 181, 253)], [SPACE_950])).toBeGreaterThan(4.5);
    expect(worstContrast([GLOW_CYAN, rgb(0, 0, 0)], [SPACE_950])).toBe(1);
  });
});

describe('parsing computed styles', () => {
  test('rgb() and rgba() in both syntaxes', () => {
    expect(parseRgb('rgb(103, 232, 249)')).toEqual(GLOW_CYAN);
    expect(parseRgb('rgba(5, 7, 26, 0.7)')).toEqual(rgb(5, 7, 26, 0.7));
    expect(parseRgb('rgb(5 7 26 / 50%)')).toEqual(rgb(5, 7, 26, 0.5));
    expect(parseRgb('oklch(0.7 0.1 200)')).toBeNull();
  });

  test('background-image layers: gradients give their stop colours, images are images', () => {
    expect(backgroundLayers('none')).toEqual([]);
    expect(backgroundLayers('linear-gradient(to right bottom in oklab, rgb(103, 232, 249) 0%, rgb(196, 181, 253) 100%)')).toEqual([
      { kind: 'gradient', colours: ['rgb(103, 232, 249)', 'rgb(196, 181, 253)'] },
    ]);
    expect(
      backgroundLayers('radial-gradient(at center top, rgba(103, 232, 249, 0.18), rgba(0, 0, 0, 0) 60%), url("https://x/y.png")'),
    ).toEqual([{ kind: 'gradient', colours: ['rgba(103, 232, 249, 0.18)', 'rgba(0, 0, 0, 0)'] }, { kind: 'image' }]);
    expect(backgroundLayers('linear-gradient(oklab(0.77 -0.1 0.02 / 0.1), transparent)')).toEqual([
      { kind: 'gradient', colours: ['oklab(0.77 -0.1 0.02 / 0.1)', 'transparent'] },
    ]);
  });
});

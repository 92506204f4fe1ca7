import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { backOfficeTheme } from './theme';

/** WCAG relative luminance of '#rrggbb' or 'rgba(r, g, b, a)' laid over `under`. */
function rgb(colour: string, under: [number, number, number] = [255, 255, 255]): [number, number, number] {
  if (colour.startsWith('#')) {
    const hex = colour.length === 4 ? colour.replace(/\w/g, (c) => c + c) : colour;
    return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  }
  const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
  return [r!, g!, b!].map((c, i) => c * a + under[i]! * (1 - a)) as [number, number, number];
}
const luminance = ([r, g, b]: [number, number, number]) => {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const contrast = (a: [number, number, number], b: [number, number, number]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe.each([
  ['light', false],
  ['dark', true],
])('the %s theme’s Alerts', (_, dark) => {
  const token = theme.getDesignToken(backOfficeTheme(dark));
  const page = rgb(token.colorBgContainer);
  it.each(['Info', 'Success', 'Warning', 'Error'] as const)(
    '%s: text and icon readable on its background',
    (kind) => {
      const bg = rgb(token[`color${kind}Bg`], page);
      const text = rgb(token.colorText, bg);
      expect(contrast(text, bg)).toBeGreaterThanOrEqual(7);
      // The icon (the status colour) stands out from its background (WCAG 1.4.11: 3:1).
      expect(contrast(rgb(token[`color${kind}`], bg), bg)).toBeGreaterThanOrEqual(3);
      // A light tint in light mode, a deep one in dark: not a muddy mid-grey (#c9c5b5, antd's
      // derivation from our darker warning seed, gave the joining kit's note a grey-tan box).
      if (dark) expect(luminance(bg)).toBeLessThan(0.1);
      else expect(luminance(bg)).toBeGreaterThan(0.8);
    },
  );
});

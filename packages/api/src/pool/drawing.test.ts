import { describe, expect, it } from 'vitest';
import { poolDrawingSvg, scaleBarMetres } from './drawing';

const attr = (svg: string, name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(svg)![1]);
const dimensionLabel = (svg: string, kind: string) =>
  new RegExp(`data-dimension="${kind}">([^<]+)<`).exec(svg)?.[1];

describe('poolDrawingSvg', () => {
  const dims = { length_m: 12.5, width_m: 6, shallow_depth_m: 1.1, deep_depth_m: 2.4 };
  const { plan, section } = poolDrawingSvg(dims);

  it('labels every dimension in metres', () => {
    expect(dimensionLabel(plan, 'length')).toBe('12.50 m');
    expect(dimensionLabel(plan, 'width')).toBe('6.00 m');
    expect(dimensionLabel(section, 'length')).toBe('12.50 m');
    expect(dimensionLabel(section, 'shallow-depth')).toBe('1.10 m');
    expect(dimensionLabel(section, 'deep-depth')).toBe('2.40 m');
    expect(plan).toContain('75.00 m²');
    expect(section).toContain('Water volume 1,31,250 litres');
  });

  it('keeps both depth labels inside the drawing', () => {
    // Helvetica digits at 13 px are about 7.3 px wide; a label anchored at x must fit its side.
    const width = (label: string) => label.length * 7.3;
    const label = (kind: string) => {
      const m = new RegExp(
        `<text x="([\\d.]+)"[^>]*text-anchor="(start|end)" data-dimension="${kind}">([^<]+)<`,
      ).exec(section)!;
      return { x: Number(m[1]), anchor: m[2], text: m[3]! };
    };
    const shallow = label('shallow-depth');
    expect(shallow.anchor).toBe('end');
    expect(shallow.x - width(shallow.text)).toBeGreaterThanOrEqual(0);
    const deep = label('deep-depth');
    expect(deep.x + width(deep.text)).toBeLessThanOrEqual(640);
  });

  it('draws the plan to one scale, with a scale bar of that scale', () => {
    const pxPerM = attr(plan, 'data-px-per-m');
    const outline = /<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="([\d.]+)" fill="#cfe6f7"/.exec(
      plan,
    )!;
    expect(Number(outline[1])).toBeCloseTo(12.5 * pxPerM, 1);
    expect(Number(outline[2])).toBeCloseTo(6 * pxPerM, 1);
    const bar = attr(plan, 'data-scale-bar');
    expect(bar).toBe(scaleBarMetres(12.5));
    const halves = [...plan.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="([\d.]+)" height="6"/g)].map((m) =>
      Number(m[1]),
    );
    expect(halves[0]! + halves[1]!).toBeCloseTo(bar * pxPerM, 1);
    // It fits the drawing.
    expect(12.5 * pxPerM).toBeLessThanOrEqual(640);
  });

  it('slopes the section from the shallow end to the deep end, saying when depths are exaggerated', () => {
    const points = /<polygon points="([^"]+)"/
      .exec(section)![1]!
      .split(' ')
      .map((p) => p.split(',').map(Number));
    const [topLeft, , bottomRight, bottomLeft] = points as [
      [number, number],
      [number, number],
      [number, number],
      [number, number],
    ];
    const shallowPx = bottomLeft[1] - topLeft[1];
    const deepPx = bottomRight[1] - topLeft[1];
    expect(deepPx / shallowPx).toBeCloseTo(2.4 / 1.1, 2);
    expect(section).toContain('Depths drawn ×');
    // A deep short pool is drawn true to scale.
    expect(
      poolDrawingSvg({ length_m: 3, width_m: 3, shallow_depth_m: 1.5, deep_depth_m: 2 }).section,
    ).not.toContain('Depths drawn');
  });

  it('is well-formed SVG of numbers only, and follows the shape', () => {
    for (const svg of [plan, section]) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
    expect(poolDrawingSvg({ ...dims, shape: 'oval' }).plan).toContain('<ellipse');
    expect(poolDrawingSvg({ ...dims, shape: 'l-shaped' }).plan).toContain('<polygon');
  });
});

/** The studio set for product shots: a light sweep background and a soft floor shadow. */
import { type Defs, el } from '../svg';

export const PRODUCT_SIZE = 1200;

export function studioBackdrop(defs: Defs): string {
  const sweep = defs.linear([
    { offset: 0, colour: '#f7f9fb' },
    { offset: 0.62, colour: '#e9eef3' },
    { offset: 1, colour: '#dfe6ec' },
  ]);
  const spot = defs.radial(
    [
      { offset: 0, colour: '#ffffff', opacity: 0.9 },
      { offset: 1, colour: '#ffffff', opacity: 0 },
    ],
    0.5,
    0.4,
    0.55,
  );
  return (
    el('rect', { x: 0, y: 0, width: PRODUCT_SIZE, height: PRODUCT_SIZE, fill: sweep }) +
    el('rect', { x: 0, y: 0, width: PRODUCT_SIZE, height: PRODUCT_SIZE, fill: spot })
  );
}

/** A soft elliptical shadow on the studio floor, centred at (cx, y). */
export function floorShadow(defs: Defs, cx: number, y: number, rx: number): string {
  const fill = defs.radial([
    { offset: 0, colour: '#1b2a3a', opacity: 0.38 },
    { offset: 0.6, colour: '#1b2a3a', opacity: 0.14 },
    { offset: 1, colour: '#1b2a3a', opacity: 0 },
  ]);
  return el('ellipse', { cx, cy: y, rx, ry: rx * 0.16, fill });
}

/** A horizontal metallic/plastic shading across a cylinder's width. */
export function cylinderShade(defs: Defs, colour: string, light: string, dark: string): string {
  return defs.linear(
    [
      { offset: 0, colour: dark },
      { offset: 0.3, colour: light },
      { offset: 0.55, colour: colour },
      { offset: 1, colour: dark },
    ],
    { x: 0, y: 0 },
    { x: 1, y: 0 },
  );
}

import { type PoolDimensions, poolMetrics } from '../contract/sales';

/**
 * Dimensioned drawings of a pool from its captured dimensions, as self-contained SVG strings
 * (plain shapes and text, no CSS or markers) so the same markup renders in the browser and converts
 * into the quotation PDF. Only numbers go into the markup: nothing a person typed.
 */
export interface PoolDrawing {
  /** Plan view: the pool seen from above, length and width dimensioned. */
  plan: string;
  /** Long section: shallow end (left) to deep end (right), length and both depths dimensioned. */
  section: string;
}

const WIDTH = 640;
const PLAN_HEIGHT = 360;
const SECTION_HEIGHT = 280;
const MARGIN = 56;

const INK = '#1f3b57';
const WATER = '#cfe6f7';
const DIM = '#5b6b7a';

const fmt = (v: number) => v.toFixed(2);
/** Metres as labelled on the drawing: "12.50 m". */
export const metresLabel = (m: number) => `${m.toFixed(2)} m`;

/** A round length for the scale bar: 1, 2, 5, 10, 20 … metres, about a fifth of the pool. */
export function scaleBarMetres(length: number): number {
  const target = length / 5;
  const steps = [0.5, 1, 2, 5, 10, 20, 50];
  return steps.reduce((best, s) => (Math.abs(s - target) < Math.abs(best - target) ? s : best), 1);
}

type Anchor = 'start' | 'middle' | 'end';

function text(x: number, y: number, content: string, extra = '', anchor: Anchor = 'middle'): string {
  return `<text x="${fmt(x)}" y="${fmt(y)}" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="${INK}" text-anchor="${anchor}"${extra}>${content}</text>`;
}

function line(x1: number, y1: number, x2: number, y2: number, stroke = DIM, width = 1): string {
  return `<line x1="${fmt(x1)}" y1="${fmt(y1)}" x2="${fmt(x2)}" y2="${fmt(y2)}" stroke="${stroke}" stroke-width="${width}"/>`;
}

/** A dimension line with end ticks and its label (horizontal, or vertical labelled on `side`). */
function dimension(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  label: string,
  kind: string,
  side: 'left' | 'right' = 'left',
): string {
  const vertical = x1 === x2;
  const t = 5;
  const ticks = vertical
    ? line(x1 - t, y1, x1 + t, y1) + line(x2 - t, y2, x2 + t, y2)
    : line(x1, y1 - t, x1, y1 + t) + line(x2, y2 - t, x2, y2 + t);
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  const extra = ` data-dimension="${kind}"`;
  const label_ = !vertical
    ? text(mx, my - 8, label, extra)
    : side === 'left'
      ? text(mx - 10, my + 4, label, extra, 'end')
      : text(mx + 10, my + 4, label, extra, 'start');
  return `<g>${line(x1, y1, x2, y2)}${ticks}${label_}</g>`;
}

function scaleBar(x: number, y: number, pxPerM: number, metres: number): string {
  const w = metres * pxPerM;
  return (
    `<g data-scale-bar="${metres}">` +
    `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w / 2)}" height="6" fill="${INK}"/>` +
    `<rect x="${fmt(x + w / 2)}" y="${fmt(y)}" width="${fmt(w / 2)}" height="6" fill="#ffffff" stroke="${INK}" stroke-width="1"/>` +
    text(x, y + 20, '0') +
    text(x + w, y + 20, `${metres} m`) +
    '</g>'
  );
}

function svg(height: number, title: string, body: string, pxPerM: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="${title}" data-px-per-m="${fmt(pxPerM)}">` +
    `<title>${title}</title><rect width="${WIDTH}" height="${height}" fill="#ffffff"/>${body}</svg>`
  );
}

function planOutline(shape: PoolDimensions['shape'], x: number, y: number, w: number, h: number): string {
  const style = `fill="${WATER}" stroke="${INK}" stroke-width="2"`;
  switch (shape) {
    case 'oval':
    case 'round':
      return `<ellipse cx="${fmt(x + w / 2)}" cy="${fmt(y + h / 2)}" rx="${fmt(w / 2)}" ry="${fmt(h / 2)}" ${style}/>`;
    case 'l-shaped': {
      const points = [
        [x, y],
        [x + w, y],
        [x + w, y + h / 2],
        [x + w / 2, y + h / 2],
        [x + w / 2, y + h],
        [x, y + h],
      ];
      return `<polygon points="${points.map(([px, py]) => `${fmt(px!)},${fmt(py!)}`).join(' ')}" ${style}/>`;
    }
    case 'kidney':
    case 'freeform': {
      const r = Math.min(w, h) / 2.5;
      return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" ry="${fmt(r)}" ${style}/>`;
    }
    default:
      return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" ${style}/>`;
  }
}

/** Plan view and long section, each to one scale (the section's depths may be exaggerated, and say so). */
export function poolDrawingSvg(dims: PoolDimensions): PoolDrawing {
  const { length_m: L, width_m: W, shallow_depth_m: S, deep_depth_m: D } = dims;
  const metrics = poolMetrics(dims);
  const bar = scaleBarMetres(L);

  // Plan: one scale for both axes, leaving room for the dimensions and the scale bar; the
  // drawing is only as tall as the pool needs.
  const side = 80;
  const planScale = Math.min((WIDTH - 2 * side) / L, (PLAN_HEIGHT - 2 * MARGIN - 24) / W);
  const pw = L * planScale;
  const ph = W * planScale;
  const px = (WIDTH - pw) / 2;
  const py = MARGIN;
  const planHeight = Math.ceil(py + ph + 64);
  const plan = svg(
    planHeight,
    `Plan view, ${metresLabel(L)} by ${metresLabel(W)}`,
    planOutline(dims.shape, px, py, pw, ph) +
      dimension(px, py - 18, px + pw, py - 18, metresLabel(L), 'length') +
      dimension(px - 18, py, px - 18, py + ph, metresLabel(W), 'width') +
      text(px + pw / 2, py + ph / 2 + 5, `${fmt(metrics.areaM2)} m²`, ' data-metric="area"') +
      text(8, 18, 'PLAN', ' font-weight="bold"', 'start') +
      scaleBar(MARGIN / 2, planHeight - 30, planScale, bar),
    planScale,
  );

  // Section: the length to the plan's scale where it fits; depths exaggerated only when shallow.
  // The side room holds the depth labels, which sit outside the pool at either end.
  const hScale = (WIDTH - 2 * side) / L;
  const maxDepthPx = SECTION_HEIGHT - 2 * MARGIN - 24;
  const vScale = Math.min(maxDepthPx / D, hScale * 5);
  const exaggeration = Math.round((vScale / hScale) * 10) / 10;
  const sx = side;
  const sy = MARGIN;
  const sw = L * hScale;
  const shallowPx = S * vScale;
  const deepPx = D * vScale;
  const body =
    line(sx - 12, sy, sx + sw + 12, sy, INK, 1) +
    `<polygon points="${fmt(sx)},${fmt(sy)} ${fmt(sx + sw)},${fmt(sy)} ${fmt(sx + sw)},${fmt(sy + deepPx)} ${fmt(sx)},${fmt(sy + shallowPx)}" fill="${WATER}" stroke="${INK}" stroke-width="2"/>` +
    dimension(sx, sy - 18, sx + sw, sy - 18, metresLabel(L), 'length') +
    dimension(sx - 14, sy, sx - 14, sy + shallowPx, metresLabel(S), 'shallow-depth') +
    dimension(sx + sw + 14, sy, sx + sw + 14, sy + deepPx, metresLabel(D), 'deep-depth', 'right') +
    text(
      sx + sw / 2,
      SECTION_HEIGHT - 40,
      `Water volume ${metrics.volumeLitres.toLocaleString('en-IN')} litres`,
      ' data-metric="volume"',
    ) +
    text(sx, sy + shallowPx + 18, 'Shallow end', '', 'start') +
    text(sx + sw, sy + deepPx + 18, 'Deep end', '', 'end') +
    text(8, 18, 'LONG SECTION', ' font-weight="bold"', 'start') +
    (exaggeration > 1
      ? text(WIDTH - 8, SECTION_HEIGHT - 12, `Depths drawn ×${exaggeration}`, ' data-exaggeration="1"', 'end')
      : '') +
    scaleBar(MARGIN / 2, SECTION_HEIGHT - 30, hScale, bar);
  const section = svg(
    SECTION_HEIGHT,
    `Long section, ${metresLabel(S)} to ${metresLabel(D)} deep`,
    body,
    hScale,
  );
  return { plan, section };
}

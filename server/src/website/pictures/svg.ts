/** Small SVG writing helpers shared by every drawing: escaping, number formatting, elements and defs. */

export const FONT_FAMILY = 'system-ui, Arial, sans-serif';

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text (names, titles) for use in XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);
}

/** Rounds a coordinate to one decimal so documents stay small. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

export type AttrValue = string | number | undefined;

/** Writes one element; numbers are rounded, undefined attributes are left out. */
export function el(tag: string, attrs: Record<string, AttrValue>, children?: string): string {
  let out = `<${tag}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    out += ` ${key}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`;
  }
  return children === undefined ? `${out}/>` : `${out}>${children}</${tag}>`;
}

export interface Point {
  x: number;
  y: number;
}

/** A closed polygon path from points. */
export function polygonPath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  return `M${points.map((p) => `${num(p.x)} ${num(p.y)}`).join('L')}Z`;
}

/** An open polyline path from points. */
export function polylinePath(points: readonly Point[]): string {
  if (points.length === 0) return '';
  return `M${points.map((p) => `${num(p.x)} ${num(p.y)}`).join('L')}`;
}

export interface GradientStop {
  offset: number;
  colour: string;
  opacity?: number;
}

function stopsMarkup(stops: readonly GradientStop[]): string {
  return stops
    .map((s) => el('stop', { offset: s.offset, 'stop-color': s.colour, 'stop-opacity': s.opacity }))
    .join('');
}

/** Collects <defs> for one document and hands out unique ids. */
export class Defs {
  private readonly items: string[] = [];
  private counter = 0;

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** A linear gradient in object units by default; returns the url(#id) reference. */
  linear(
    stops: readonly GradientStop[],
    from: Point = { x: 0, y: 0 },
    to: Point = { x: 0, y: 1 },
    userSpace = false,
  ): string {
    const id = this.nextId('lg');
    this.items.push(
      el(
        'linearGradient',
        {
          id,
          x1: from.x,
          y1: from.y,
          x2: to.x,
          y2: to.y,
          gradientUnits: userSpace ? 'userSpaceOnUse' : undefined,
        },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** A radial gradient; centre and radius in object units unless userSpace. */
  radial(stops: readonly GradientStop[], cx = 0.5, cy = 0.5, r = 0.5, userSpace = false): string {
    const id = this.nextId('rg');
    this.items.push(
      el(
        'radialGradient',
        { id, cx, cy, r, gradientUnits: userSpace ? 'userSpaceOnUse' : undefined },
        stopsMarkup(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** A clip path from path data; returns the url(#id) reference. */
  clip(pathData: string): string {
    const id = this.nextId('cp');
    this.items.push(el('clipPath', { id }, el('path', { d: pathData })));
    return `url(#${id})`;
  }

  /** A soft blur filter (use sparingly: librsvg blurs cost time at large sizes). */
  blur(stdDeviation: number): string {
    const id = this.nextId('bl');
    this.items.push(
      el(
        'filter',
        { id, x: '-20%', y: '-20%', width: '140%', height: '140%' },
        el('feGaussianBlur', { stdDeviation }),
      ),
    );
    return `url(#${id})`;
  }

  /** A tiling pattern in user space; returns the url(#id) reference. */
  pattern(width: number, height: number, content: string): string {
    const id = this.nextId('pt');
    this.items.push(el('pattern', { id, width, height, patternUnits: 'userSpaceOnUse' }, content));
    return `url(#${id})`;
  }

  markup(): string {
    return this.items.length === 0 ? '' : `<defs>${this.items.join('')}</defs>`;
  }
}

/** Wraps a drawing in a standalone SVG document of the given intrinsic size. */
export function svgDocument(width: number, height: number, defs: Defs, body: string, title?: string): string {
  const titleMarkup = title === undefined ? '' : `<title>${escapeXml(title)}</title>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}">${titleMarkup}${defs.markup()}${body}</svg>`
  );
}

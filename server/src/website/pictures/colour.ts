/** Hex colour arithmetic for shading drawings (lighter faces, darker sides). */

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

interface Rgb {
  r: number;
  g: number;
  b: number;
}

function parse(hex: string): Rgb {
  if (!isHexColour(hex)) throw new RangeError(`Colour must be a CSS hex colour like #0b63a8, got "${hex}".`);
  const digits =
    hex.length === 4
      ? hex
          .slice(1)
          .split('')
          .map((d) => d + d)
          .join('')
      : hex.slice(1);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Blends a towards b by t (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex({ r: x.r + (y.r - x.r) * t, g: x.g + (y.g - x.g) * t, b: x.b + (y.b - x.b) * t });
}

export function lighten(colour: string, t: number): string {
  return mix(colour, '#ffffff', t);
}

export function darken(colour: string, t: number): string {
  return mix(colour, '#000000', t);
}

/** Relative luminance 0..1, to pick readable ink on a coloured ground. */
export function luminance(colour: string): number {
  const { r, g, b } = parse(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** The brand palette of Tarang Pools. */
export const BRAND = {
  blue: '#0b63a8',
  teal: '#0f9d8f',
  navy: '#0a2540',
  sand: '#f4efe6',
} as const;

/**
 * SVG pictures that come in an archive (the demo site's pictures are SVG): kept to drawing
 * elements and presentation attributes, so a picture can carry no script, event handler,
 * foreign content or outside reference. Uploads by hand still refuse SVG (media-library/upload.ts).
 */
import sanitizeHtml from 'sanitize-html';

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feFlood',
  'feComposite',
  'feMerge',
  'feMergeNode',
  'feDropShadow',
  'use',
  'symbol',
];

const ATTRIBUTES = [
  'xmlns',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'id',
  'class',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-miterlimit',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'clip-path',
  'mask',
  'filter',
  'stdDeviation',
  'dx',
  'dy',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'flood-color',
  'flood-opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'preserveAspectRatio',
  'role',
  'aria-label',
  'aria-hidden',
  'href',
  'xlink:href',
  'xmlns:xlink',
  'vector-effect',
  'paint-order',
];

/** Only references inside the document (url(#id), href="#id"): nothing is fetched. */
const OUTSIDE_URL = /url\(\s*['"]?\s*(?!#)/i;

/** The SVG without anything active; throws when nothing drawable is left. */
export function sanitiseSvg(source: string): string {
  const clean = sanitizeHtml(source, {
    allowedTags: ELEMENTS,
    allowedAttributes: { '*': ATTRIBUTES },
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'foreignObject', 'iframe', 'object', 'embed'],
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    exclusiveFilter: () => false,
    transformTags: {
      '*': (tagName, attribs) => {
        const out: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) continue;
          if (OUTSIDE_URL.test(value)) continue;
          out[name] = value;
        }
        return { tagName, attribs: out };
      },
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean)) throw new Error('not an SVG picture');
  return clean;
}

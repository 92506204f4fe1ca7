/** 1200×675 article illustrations: a pool scene with a large motif badge for the topic. */
import { BRAND } from './colour';
import { el } from './svg';

export type ArticleMotif = 'tools' | 'water' | 'sun' | 'leaf' | 'calendar' | 'trophy';

/** Motif glyphs drawn in a 200×200 box centred on (100, 100). */
const MOTIFS: Record<ArticleMotif, string> = {
  tools:
    el('path', { d: 'M60 150L120 90', stroke: '#ffffff', 'stroke-width': 18, 'stroke-linecap': 'round' }) +
    el('circle', { cx: 130, cy: 78, r: 26, fill: 'none', stroke: '#ffffff', 'stroke-width': 14 }) +
    el('path', { d: 'M60 60L140 140', stroke: '#ffffff', 'stroke-width': 14, 'stroke-linecap': 'round' }) +
    el('rect', {
      x: 44,
      y: 44,
      width: 30,
      height: 30,
      rx: 6,
      fill: '#ffffff',
      transform: 'rotate(45 59 59)',
    }),
  water: el('path', {
    d: 'M100 40C130 80 150 105 150 130A50 50 0 0 1 50 130C50 105 70 80 100 40Z',
    fill: '#ffffff',
  }),
  sun:
    el('circle', { cx: 100, cy: 100, r: 34, fill: '#ffffff' }) +
    el('path', {
      d: Array.from({ length: 8 }, (_, i) => {
        const a = (i / 8) * Math.PI * 2;
        return `M${(100 + Math.cos(a) * 50).toFixed(1)} ${(100 + Math.sin(a) * 50).toFixed(1)}L${(100 + Math.cos(a) * 70).toFixed(1)} ${(100 + Math.sin(a) * 70).toFixed(1)}`;
      }).join(''),
      stroke: '#ffffff',
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }),
  leaf:
    el('path', { d: 'M50 150Q40 60 150 50Q160 150 50 150Z', fill: '#ffffff' }) +
    el('path', {
      d: 'M55 145Q100 100 140 60',
      stroke: BRAND.teal,
      'stroke-width': 8,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  calendar:
    el('rect', { x: 45, y: 55, width: 110, height: 100, rx: 14, fill: '#ffffff' }) +
    el('rect', { x: 45, y: 55, width: 110, height: 28, rx: 10, fill: '#dfeaf3' }) +
    el('path', {
      d: 'M75 45V68M125 45V68',
      stroke: '#ffffff',
      'stroke-width': 10,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: 'M68 100h16M92 100h16M116 100h16M68 125h16M92 125h16',
      stroke: BRAND.blue,
      'stroke-width': 10,
    }),
  trophy:
    el('path', { d: 'M65 45H135V90A35 35 0 0 1 65 90Z', fill: '#ffffff' }) +
    el('path', {
      d: 'M65 55H45Q45 95 72 100M135 55H155Q155 95 128 100',
      stroke: '#ffffff',
      'stroke-width': 9,
      fill: 'none',
    }) +
    el('rect', { x: 92, y: 122, width: 16, height: 20, fill: '#ffffff' }) +
    el('rect', { x: 68, y: 140, width: 64, height: 16, rx: 4, fill: '#ffffff' }),
};

/** The motif badge: a brand-coloured disc with a white glyph, with a soft drop shadow. */
export function motifBadge(motif: ArticleMotif, cx: number, cy: number, radius: number): string {
  const scale = (radius * 2) / 200;
  const x = cx - radius;
  const y = cy - radius;
  return (
    el('circle', {
      cx: cx + radius * 0.06,
      cy: cy + radius * 0.1,
      r: radius,
      fill: '#0a2540',
      opacity: 0.25,
    }) +
    el('circle', {
      cx,
      cy,
      r: radius,
      fill: motif === 'leaf' || motif === 'water' ? BRAND.teal : BRAND.blue,
      stroke: '#ffffff',
      'stroke-width': radius * 0.06,
    }) +
    el(
      'g',
      { transform: `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})` },
      MOTIFS[motif],
    )
  );
}

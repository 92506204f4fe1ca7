/** 600×600 award badges: a medal with ribbons, the award's title and year. */
import { type Defs, el, escapeXml, FONT_FAMILY } from './svg';

export const AWARD_SIZE = 600;

/** Splits a title into at most three short lines for the medal face. */
export function wrapTitle(title: string, maxChars = 14): string[] {
  const lines: string[] = [];
  for (const word of title.trim().split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= maxChars)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > 3)
    return [
      ...lines.slice(0, 2),
      `${lines
        .slice(2)
        .join(' ')
        .slice(0, maxChars - 1)}…`,
    ];
  return lines;
}

export function drawAward(defs: Defs, title: string, year: number): string {
  const gold = defs.linear(
    [
      { offset: 0, colour: '#fff1b8' },
      { offset: 0.45, colour: '#f2c14e' },
      { offset: 1, colour: '#b8860b' },
    ],
    { x: 0, y: 0 },
    { x: 1, y: 1 },
  );
  let out = el('rect', { x: 0, y: 0, width: 600, height: 600, fill: '#f7f9fb' });
  out += el('path', { d: 'M200 380L150 570L220 530L260 590L300 400Z', fill: '#0b63a8' });
  out += el('path', { d: 'M400 380L450 570L380 530L340 590L300 400Z', fill: '#0f9d8f' });
  // Scalloped medal rim.
  let rim = '';
  for (let i = 0; i < 24; i += 1) {
    const a = (i / 24) * Math.PI * 2;
    rim += el('circle', { cx: 300 + Math.cos(a) * 200, cy: 270 + Math.sin(a) * 200, r: 30, fill: gold });
  }
  out += rim + el('circle', { cx: 300, cy: 270, r: 205, fill: gold });
  out += el('circle', { cx: 300, cy: 270, r: 170, fill: '#0a2540' });
  out += el('circle', { cx: 300, cy: 270, r: 160, fill: 'none', stroke: '#f2c14e', 'stroke-width': 4 });
  out += el('path', {
    d: 'M300 140L310 165L337 165L315 181L323 207L300 191L277 207L285 181L263 165L290 165Z',
    fill: '#f2c14e',
  });
  const lines = wrapTitle(title);
  const size = lines.some((l) => l.length > 11) ? 28 : 34;
  lines.forEach((line, i) => {
    out += el(
      'text',
      {
        x: 300,
        y: 262 + (i - (lines.length - 1) / 2) * size * 1.15,
        'text-anchor': 'middle',
        'font-family': FONT_FAMILY,
        'font-size': size,
        'font-weight': 700,
        fill: '#ffffff',
      },
      escapeXml(line),
    );
  });
  out += el(
    'text',
    {
      x: 300,
      y: 385,
      'text-anchor': 'middle',
      'font-family': FONT_FAMILY,
      'font-size': 40,
      'font-weight': 800,
      fill: '#f2c14e',
    },
    String(year),
  );
  return out;
}

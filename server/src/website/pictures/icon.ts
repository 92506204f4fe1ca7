/** Small 24×24 glyphs for the site's call, chat and social links, in each network's own colour. */
import { el } from './svg';

export const ICON_SIZE = 24;
export type SiteIcon = 'call' | 'whatsapp' | 'facebook' | 'linkedin' | 'instagram' | 'pinterest' | 'youtube';

const INK = '#0b63a8';

export const ICONS: Record<SiteIcon, string> = {
  call: el('path', {
    d: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
    fill: INK,
  }),
  whatsapp:
    el('path', {
      d: 'M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5z',
      fill: '#25d366',
    }) +
    el('path', {
      d: 'M9 7.5c.3 0 .6 0 .8.5l.9 2c.1.3 0 .5-.2.7l-.6.7c.7 1.4 1.8 2.5 3.2 3.2l.7-.6c.2-.2.5-.3.7-.2l2 .9c.4.2.5.5.5.8 0 1.2-1 2.2-2.3 2.2A7.7 7.7 0 0 1 7 10c0-1.3 1-2.5 2-2.5z',
      fill: '#ffffff',
    }),
  facebook: el('path', {
    d: 'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.2-.1c-2.2 0-3.8 1.3-3.8 3.8v2.4H8v3h2.5V21z',
    fill: '#1877f2',
  }),
  linkedin:
    el('rect', { x: 3, y: 9, width: 3.6, height: 12, fill: '#0a66c2' }) +
    el('circle', { cx: 4.8, cy: 4.8, r: 2.1, fill: '#0a66c2' }) +
    el('path', {
      d: 'M9.5 9h3.4v1.7c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.3 2.4 4.3 5.5V21h-3.6v-5.9c0-1.4 0-3.2-2-3.2s-2.2 1.5-2.2 3.1v6H9.5z',
      fill: '#0a66c2',
    }),
  instagram:
    el('rect', {
      x: 3,
      y: 3,
      width: 18,
      height: 18,
      rx: 5,
      fill: 'none',
      stroke: '#e1306c',
      'stroke-width': 2,
    }) +
    el('circle', { cx: 12, cy: 12, r: 4, fill: 'none', stroke: '#e1306c', 'stroke-width': 2 }) +
    el('circle', { cx: 17.3, cy: 6.7, r: 1.2, fill: '#e1306c' }),
  pinterest:
    el('circle', { cx: 12, cy: 12, r: 9.5, fill: '#e60023' }) +
    el('path', {
      d: 'M12.3 6.2c-3.4 0-5.2 2.3-5.2 4.4 0 1.2.5 2.3 1.5 2.7.2.1.3 0 .4-.2l.1-.6c0-.2 0-.3-.1-.4a2.6 2.6 0 0 1-.6-1.8c0-2.2 1.7-4.2 4.3-4.2 2.4 0 3.7 1.5 3.7 3.4 0 2.5-1.1 4.7-2.8 4.7-.9 0-1.6-.8-1.4-1.7.3-1.1.8-2.3.8-3.1 0-.7-.4-1.3-1.2-1.3-.9 0-1.7 1-1.7 2.3 0 .8.3 1.4.3 1.4l-1.1 4.7c-.3 1.3 0 2.9 0 3.1h.2c.1-.2 1.1-1.5 1.5-2.9l.5-2.1c.3.6 1.2 1.1 2.1 1.1 2.8 0 4.6-2.5 4.6-5.9 0-2.6-2.2-5-5.6-5z',
      fill: '#ffffff',
    }),
  youtube:
    el('rect', { x: 2, y: 5.5, width: 20, height: 13, rx: 4, fill: '#ff0000' }) +
    el('path', { d: 'M10 9v6l5.2-3z', fill: '#ffffff' }),
};

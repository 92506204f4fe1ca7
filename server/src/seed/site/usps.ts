/** The selling points shown on the home and why-us pages. */
import type { ContentData } from '../../modules/site/content-kinds';
import { type ContentDraft, draft } from './draft';

type Icon = ContentData<'usp'>['icon'];

const USPS: [title: string, text: string, icon: Icon][] = [
  [
    'Twenty years of pools',
    'More than 1,200 pools designed, built or renovated across India since 2004.',
    'award',
  ],
  ['Engineers, not middlemen', 'Our own engineers design every pool and our own crews build it.', 'tools'],
  ['Ten-year warranties', 'Ten years on the structure and on membrane watertightness, in writing.', 'shield'],
  [
    'Honest, itemised quotes',
    'Quantities and rates line by line, so you know exactly what you pay for.',
    'rupee',
  ],
  [
    'On-time programmes',
    'A week-by-week schedule in the contract, with a progress report every Friday.',
    'clock',
  ],
  [
    'Efficient by design',
    'Variable-speed pumps, LED lights and covers as standard, for lower bills.',
    'leaf',
  ],
];

export function usps(): ContentDraft[] {
  return USPS.map(([title, text, icon]) => draft('usp', { title, data: { text, icon } }));
}

/** The same points, embedded in a page document. */
export function uspList(): ContentData<'page'>['usps'] {
  return USPS.map(([title, text, icon]) => ({ title, text, icon }));
}

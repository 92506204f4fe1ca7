import { describe, expect, it } from 'vitest';
import { withoutEmptyGroups } from './formValues';

describe('withoutEmptyGroups', () => {
  it('leaves out a group emptied again, keeps a filled one and every other field', () => {
    expect(
      withoutEmptyGroups({
        heading: 'Pools',
        text: '',
        cta: { label: '', path: undefined },
        banner: { image: 12, cta: { label: '' } },
        stats: [{ value: '', label: 'Pools built' }],
        updated: '2026-11-23',
      }),
    ).toEqual({
      heading: 'Pools',
      text: '',
      banner: { image: 12 },
      stats: [{ value: '', label: 'Pools built' }],
      updated: '2026-11-23',
    });
  });

  it('keeps a group with any value, and objects that are not plain (dates) as they are', () => {
    const when = new Date('2026-11-23T10:00:00Z');
    expect(withoutEmptyGroups({ cta: { label: 'Call us', path: '' }, at: when })).toEqual({
      cta: { label: 'Call us', path: '' },
      at: when,
    });
  });
});

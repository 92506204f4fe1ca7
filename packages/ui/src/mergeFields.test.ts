import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  flattenPaths,
  formatFieldValue,
  mergeFields,
  resolveConflicts,
  sameFieldValue,
  unflattenPaths,
} from './mergeFields';

describe('mergeFields', () => {
  it('keeps mine where only I changed and takes theirs where only they changed', () => {
    const base = { title: 'Pools', author: 'Asha', summary: 'Old' };
    const mine = { title: 'Pools of Kerala', author: 'Asha', summary: 'Old' };
    const theirs = { title: 'Pools', author: 'Ravi', summary: 'Old' };
    const result = mergeFields(base, mine, theirs);
    expect(result.merged).toEqual({ title: 'Pools of Kerala', author: 'Ravi', summary: 'Old' });
    expect(result.conflicts).toEqual([]);
    expect(result.theirChanges).toEqual([{ field: 'author', before: 'Asha', after: 'Ravi' }]);
  });

  it('reports a field both changed differently, keeping mine until chosen', () => {
    const result = mergeFields(
      { city: 'Kochi', notes: 'a' },
      { city: 'Pune', notes: 'a' },
      { city: 'Goa', notes: 'b' },
    );
    expect(result.conflicts).toEqual([{ field: 'city', base: 'Kochi', mine: 'Pune', theirs: 'Goa' }]);
    expect(result.merged).toEqual({ city: 'Pune', notes: 'b' });
    expect(resolveConflicts(result, { city: 'theirs' })).toEqual({ city: 'Goa', notes: 'b' });
    expect(resolveConflicts(result, { city: 'mine' })).toEqual({ city: 'Pune', notes: 'b' });
  });

  it('is no conflict when both made the same change', () => {
    const result = mergeFields({ a: 1 }, { a: 2 }, { a: 2 });
    expect(result.conflicts).toEqual([]);
    expect(result.merged).toEqual({ a: 2 });
    expect(result.theirChanges).toHaveLength(1);
  });

  it('treats an emptied input and the server null as the same value', () => {
    const result = mergeFields({ fax: null as string | null }, { fax: '' }, { fax: null });
    expect(result.conflicts).toEqual([]);
    expect(result.theirChanges).toEqual([]);
    expect(sameFieldValue(undefined, null)).toBe(true);
    expect(sameFieldValue('', 0)).toBe(false);
  });

  it('compares arrays, objects and dates by value', () => {
    expect(sameFieldValue(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameFieldValue(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameFieldValue({ x: 1, y: [1] }, { y: [1], x: 1 })).toBe(true);
    expect(sameFieldValue(new Date(5), new Date(5))).toBe(true);
    expect(sameFieldValue(new Date(5), new Date(6))).toBe(false);
    const result = mergeFields({ tags: ['vip'] }, { tags: ['vip', 'hot'] }, { tags: ['vip'] });
    expect(result.merged).toEqual({ tags: ['vip', 'hot'] });
  });

  it('merges nested groups one level down, naming their fields key.field', () => {
    const base = { title: 'T', data: { author: 'A', body: '<p>x</p>' } };
    const mine = { title: 'T2', data: { author: 'A', body: '<p>x</p>' } };
    const theirs = { title: 'T', data: { author: 'B', body: '<p>y</p>' } };
    const result = mergeFields(base, mine, theirs, { nested: ['data'] });
    expect(result.merged).toEqual({ title: 'T2', data: { author: 'B', body: '<p>y</p>' } });
    expect(result.theirChanges.map((c) => c.field)).toEqual(['data.author', 'data.body']);
  });

  it('settles nested conflicts by their dotted names', () => {
    const options = { nested: ['data'] };
    const result = mergeFields(
      { data: { author: 'A' } },
      { data: { author: 'Me' } },
      { data: { author: 'Them' } },
      options,
    );
    expect(result.conflicts.map((c) => c.field)).toEqual(['data.author']);
    expect(resolveConflicts(result, { 'data.author': 'theirs' }, options)).toEqual({
      data: { author: 'Them' },
    });
  });

  it('keeps a field only one side has', () => {
    const result = mergeFields<Record<string, unknown>>({}, { mineOnly: 1 }, { theirsOnly: 2 });
    expect(result.merged).toEqual({ mineOnly: 1, theirsOnly: 2 });
  });

  it('compares date-picker values by their instant', () => {
    expect(sameFieldValue(dayjs('2026-11-01'), dayjs('2026-11-01'))).toBe(true);
    expect(sameFieldValue(dayjs('2026-11-01'), dayjs('2026-11-02'))).toBe(false);
  });
});

describe('formatFieldValue', () => {
  it('reads empties, HTML, lists and days as a person would', () => {
    expect(formatFieldValue(null)).toBe('—');
    expect(formatFieldValue('<p>Deep  <b>end</b></p>')).toBe('Deep end');
    expect(formatFieldValue(['vip', 'hot'])).toBe('vip, hot');
    expect(formatFieldValue(dayjs('2026-11-01'))).toBe('1 Nov 2026');
    expect(formatFieldValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('flattenPaths and unflattenPaths', () => {
  const settings = {
    header: { brand: 'aqua', phone: '+91 98200 41275' },
    footer: { footerData: { whatsapp_no: '919820041275', note: 'Hi' }, links: [{ label: 'A' }] },
    maintenance: false,
  };

  it('names every leaf by its path, lists whole, and rebuilds the same value', () => {
    const flat = flattenPaths(settings);
    expect(flat).toEqual({
      'header.brand': 'aqua',
      'header.phone': '+91 98200 41275',
      'footer.footerData.whatsapp_no': '919820041275',
      'footer.footerData.note': 'Hi',
      'footer.links': [{ label: 'A' }],
      maintenance: false,
    });
    expect(unflattenPaths(flat)).toEqual(settings);
  });

  it('lets two people change different leaves of one nested group without a conflict', () => {
    const mine = {
      ...settings,
      footer: { ...settings.footer, footerData: { whatsapp_no: '919999999999', note: 'Hi' } },
    };
    const theirs = {
      ...settings,
      footer: { ...settings.footer, footerData: { whatsapp_no: '919820041275', note: 'Bye' } },
    };
    const result = mergeFields(flattenPaths(settings), flattenPaths(mine), flattenPaths(theirs));
    expect(result.conflicts).toEqual([]);
    expect(unflattenPaths<typeof settings>(result.merged).footer.footerData).toEqual({
      whatsapp_no: '919999999999',
      note: 'Bye',
    });
  });
});

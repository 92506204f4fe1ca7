import { describe, expect, it } from 'vitest';
import { creationChanges, diffFields } from './history';

describe('diffFields', () => {
  it('lists only the changed fields with from/to', () => {
    expect(
      diffFields(
        { first_name: 'Ravi', city: 'Pune', tags: ['a'], deal_size: 100 },
        { first_name: 'Ravi', city: 'Mumbai', tags: ['a', 'b'], deal_size: 100 },
      ),
    ).toEqual({ city: { from: 'Pune', to: 'Mumbai' }, tags: { from: ['a'], to: ['a', 'b'] } });
  });

  it('treats undefined, empty string and null alike', () => {
    expect(diffFields({ notes: null, company: undefined }, { notes: '', company: null })).toEqual({});
  });

  it('records a cleared value as null', () => {
    expect(diffFields({ email: 'a@b.in' }, { email: undefined })).toEqual({
      email: { from: 'a@b.in', to: null },
    });
  });

  it('records every filled field on creation', () => {
    expect(creationChanges({ first_name: 'Ravi', city: null, tags: [] })).toEqual({
      first_name: { from: null, to: 'Ravi' },
    });
  });
});

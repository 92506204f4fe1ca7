import { describe, expect, it } from 'vitest';
import { undoOf } from './inboxActions';

const answer = {
  changed: 3,
  before: [
    { id: 1, status: 'new' as const, assignee_id: null },
    { id: 2, status: 'contacted' as const, assignee_id: 5 },
    { id: 3, status: 'new' as const, assignee_id: 5 },
  ],
};

describe('undoOf', () => {
  it('restores deleted leads', () => {
    expect(undoOf('delete', answer)).toEqual([{ action: 'restore', ids: [1, 2, 3] }]);
  });

  it('puts each lead back to the status it had', () => {
    expect(undoOf('status', answer)).toEqual([
      { action: 'status', ids: [1, 3], status: 'new' },
      { action: 'status', ids: [2], status: 'contacted' },
    ]);
  });

  it('gives each lead back to whoever had it, or nobody', () => {
    expect(undoOf('assign', answer)).toEqual([
      { action: 'assign', ids: [1], assignee_id: null },
      { action: 'assign', ids: [2, 3], assignee_id: 5 },
    ]);
  });
});

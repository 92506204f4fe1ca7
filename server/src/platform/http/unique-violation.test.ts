import { describe, expect, it } from 'vitest';
import { uniqueViolationConflict } from './unique-violation';

/** A node-postgres error as Drizzle wraps it (the pg error is the cause). */
function wrapped(fields: Record<string, string>): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint'), fields);
  return new Error('Failed query: insert …', { cause });
}

describe('uniqueViolationConflict', () => {
  it('names the key column from the detail, never quoting its values', () => {
    const error = wrapped({
      code: '23505',
      table: 'joining_documents',
      constraint: 'joining_documents_employee_kind_key',
      detail: 'Key (employee_id, kind)=(7, pan) already exists.',
    });
    const conflict = uniqueViolationConflict(error, undefined);
    expect(conflict?.status).toBe(409);
    expect(conflict?.code).toBe('CONFLICT');
    expect(Object.keys(conflict?.fields ?? {})).toEqual(['kind']);
    expect(conflict?.message).toContain('employee and kind');
    expect(conflict?.message).not.toContain('pan');
  });

  it('spells the field as the request did', () => {
    const error = wrapped({ code: '23505', detail: 'Key (week_start)=(2026-11-23) already exists.' });
    expect(Object.keys(uniqueViolationConflict(error, { week_start: 'x' })?.fields ?? {})).toEqual([
      'week_start',
    ]);
    expect(Object.keys(uniqueViolationConflict(error, { weekStart: 'x' })?.fields ?? {})).toEqual([
      'weekStart',
    ]);
  });

  it('falls back to the constraint name without a detail', () => {
    const error = wrapped({ code: '23505', table: 'users', constraint: 'users_username_key' });
    expect(Object.keys(uniqueViolationConflict(error, {})?.fields ?? {})).toEqual(['username']);
  });

  it('leaves every other error alone', () => {
    expect(uniqueViolationConflict(wrapped({ code: '23503' }), {})).toBeNull();
    expect(uniqueViolationConflict(new Error('boom'), {})).toBeNull();
  });
});

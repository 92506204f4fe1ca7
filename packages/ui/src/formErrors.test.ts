import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import {
  fieldErrorsFromIssues,
  parseForm,
  type SchemaLike,
  showFieldErrors,
  showSaveFailure,
} from './formErrors';

const fakeForm = () =>
  ({ setFields: vi.fn() }) as unknown as FormInstance & { setFields: ReturnType<typeof vi.fn> };

const schema: SchemaLike<{ name: string }> = {
  safeParse: (value) => {
    const name = (value as { name?: string }).name;
    return name
      ? { success: true, data: { name } }
      : {
          success: false,
          error: {
            issues: [
              { path: ['name'], message: 'Please enter a name.' },
              { path: ['name'], message: 'A second message for the same field.' },
              { path: [], message: 'Something about the whole form.' },
            ],
          },
        };
  },
};

describe('form errors from the shared schemas', () => {
  it('keeps the first message per field', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['a'], message: 'one' },
        { path: ['a', 0], message: 'two' },
      ]),
    ).toEqual({
      a: 'one',
    });
  });

  it('puts messages on the form’s fields and returns the rest', () => {
    const form = fakeForm();
    const rest = showFieldErrors(form, { email: 'Bad e-mail.', admin: 'Unknown field.' }, ['email']);
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'email', errors: ['Bad e-mail.'] }]);
    expect(rest).toEqual(['Unknown field.']);
  });

  it('parses valid input, and shows what is wrong otherwise', () => {
    const form = fakeForm();
    expect(parseForm(form, schema, { name: 'Asha' })).toEqual({ ok: true, data: { name: 'Asha' } });
    expect(parseForm(form, schema, {}, ['name'])).toEqual({
      ok: false,
      unplaced: ['Something about the whole form.'],
    });
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'name', errors: ['Please enter a name.'] }]);
  });
});

describe('showSaveFailure', () => {
  const validation = (fields: Record<string, string>) => ({
    code: 'VALIDATION_FAILED',
    message: 'Some fields are not valid.',
    fields,
  });

  it('puts field messages on their fields and returns nothing else to show', () => {
    const form = fakeForm();
    expect(showSaveFailure(form, validation({ title: 'Too long.' }), ['title'])).toBeNull();
    expect(form.setFields).toHaveBeenCalledWith([{ name: 'title', errors: ['Too long.'] }]);
  });

  it('returns the messages of fields the form does not have', () => {
    expect(showSaveFailure(fakeForm(), validation({ version: 'Changed meanwhile.' }), ['title'])).toBe(
      'Changed meanwhile.',
    );
  });

  it("returns a failure's own message when it names no field", () => {
    expect(
      showSaveFailure(fakeForm(), { code: 'CONFLICT', message: 'Someone else saved first.' }, ['title']),
    ).toBe('Someone else saved first.');
  });
});

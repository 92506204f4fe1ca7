import type { FormInstance } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { fieldErrorsFromIssues, parseForm, type SchemaLike, showFieldErrors } from './formErrors';

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

import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import Schema from '@rc-component/async-validator';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LazyAsyncValidator from './lazyAsyncValidator.js';

// The shell's antd and the @rc-component/form under it (the one every page runs).
const antd = realpathSync(path.resolve(import.meta.dirname, '../../../shell/node_modules/antd'));
const rcForm = realpathSync(path.join(antd, '..', '@rc-component', 'form'));
const validateUtil = readFileSync(path.join(rcForm, 'es', 'utils', 'validateUtil.js'), 'utf8');

/** What validateUtil.js does with the class, step by step; the rejection's messages, or []. */
async function check(Validator, rule, value, messages) {
  Validator.warning = () => undefined;
  const validator = new Validator({ field: [rule] });
  validator.messages(messages);
  try {
    await Promise.resolve(validator.validate({ field: value }, {}));
    return [];
  } catch (error) {
    return error.errors.map((e) => e.message);
  }
}

// antd's locale has such messages, with the label and limits filled in by validateUtil.js after.
const MESSAGES = {
  default: 'Could not check the field.',
  required: 'The field is required.',
  string: { max: 'The field is too long.' },
  array: { min: 'The list is too short.' },
};

describe('lazyAsyncValidator.js (the build points @rc-component/form’s validation to it)', () => {
  afterEach(() => {
    vi.doUnmock('@rc-component/async-validator');
    vi.resetModules();
  });

  it('replaces the only import the build redirects, and offers what it uses', () => {
    // createAppConfig redirects this file's import; if @rc-component/form uses more of the class
    // (or another file imports it), this fails and the stand-in must be reviewed.
    expect(validateUtil).toContain("import RawAsyncValidator from '@rc-component/async-validator';");
    const uses = validateUtil.match(/\bAsyncValidator\b[^;\n]*/g);
    expect(uses).toEqual([
      'AsyncValidator = RawAsyncValidator',
      'AsyncValidator.warning = () => void 0',
      'AsyncValidator({',
    ]);
    expect(validateUtil).toContain('validator.messages(messages);');
    expect(validateUtil).toContain('await Promise.resolve(validator.validate({');
  });

  it('loads the same copy as @rc-component/form (one in the bundle)', () => {
    const formsOwn = realpathSync(path.join(rcForm, '..', 'async-validator'));
    const ours = realpathSync(
      path.resolve(import.meta.dirname, '../node_modules/@rc-component/async-validator'),
    );
    expect(ours).toBe(formsOwn);
  });

  it('answers as the real class', async () => {
    const cases = [
      [{ required: true, message: 'Give a title.' }, ''],
      [{ required: true, message: 'Give a title.' }, 'About us'],
      [{ required: true }, undefined],
      [{ max: 5, message: 'At most 5 characters.' }, 'too long'],
      [{ max: 5 }, 'too long'],
      [{ pattern: /^[a-z]+$/, message: 'Lowercase letters.' }, 'Not-A-Slug'],
      [{ type: 'array', min: 2, message: 'Add at least 2.' }, ['one']],
      [{ type: 'array', min: 2 }, ['one', 'two']],
      [
        {
          validator: async (_rule, value) => {
            if (value !== 'ok') throw new Error('Not ok.');
          },
        },
        'no',
      ],
    ];
    for (const [rule, value] of cases) {
      const real = await check(Schema, rule, value, MESSAGES);
      expect(await check(LazyAsyncValidator, rule, value, MESSAGES)).toEqual(real);
    }
    expect(
      await check(LazyAsyncValidator, { required: true, message: 'Give a title.' }, '', MESSAGES),
    ).toEqual(['Give a title.']);
  });

  it('does not pass a field it could not check (offline), and tries again next time', async () => {
    let fail = true;
    vi.doMock('@rc-component/async-validator', async (original) => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    const { default: Lazy } = await import('./lazyAsyncValidator.js');
    expect(await check(Lazy, { max: 5 }, 'ok', MESSAGES)).toEqual(['Could not check the field.']);
    fail = false;
    expect(await check(Lazy, { max: 5 }, 'ok', MESSAGES)).toEqual([]);
    expect(await check(Lazy, { max: 5 }, 'too long', MESSAGES)).toEqual(['The field is too long.']);
  });
});

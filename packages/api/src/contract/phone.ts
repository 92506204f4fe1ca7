import { z } from 'zod';
import { parseIndianMobile } from './phone-values';

export * from './phone-values';

/** A form's two phone messages: not a number, and not 10 digits. */
export interface MobileMessages {
  invalid: string;
  length: string;
}

/** An Indian mobile as typed, checked by the shared parser; yields its E.164 form (+919876543210). */
export function indianMobileSchema(messages: MobileMessages) {
  return z
    .string({ error: messages.invalid })
    .trim()
    .min(1, messages.invalid)
    .max(30, messages.length)
    .transform((value, ctx) => {
      const parsed = parseIndianMobile(value);
      if (parsed.ok) return parsed.e164;
      ctx.addIssue({
        code: 'custom',
        message: parsed.problem === 'length' ? messages.length : messages.invalid,
      });
      return z.NEVER;
    });
}

import { z } from 'zod';
import { hasAtMostDecimals, type NumberRule } from './number-rules';

export * from './number-rules';

/** The rule's bounds and decimals as zod checks, with the rule's own messages (the form's). */
function checked<T extends z.ZodNumber | z.ZodCoercedNumber>(base: T, rule: NumberRule): T {
  let schema = base;
  const { min, max, decimals } = rule;
  if (min)
    schema = (min.exclusive ? schema.gt(min.value, min.message) : schema.min(min.value, min.message)) as T;
  if (max) schema = schema.max(max.value, max.message) as T;
  if (decimals)
    schema = schema.refine((value) => hasAtMostDecimals(value, decimals.places), decimals.message) as T;
  return schema;
}

/** A zod number checked by a shared rule (the same messages as the form's field). */
export function numberSchema(rule: NumberRule) {
  return checked(z.number({ error: rule.required }), rule);
}

/** As numberSchema, for a value that may come as text (a query string, a form post). */
export function coercedNumberSchema(rule: NumberRule) {
  return checked(z.coerce.number({ error: rule.required }), rule);
}

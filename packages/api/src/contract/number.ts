import { z } from 'zod';
import { type NumberRule, numberProblem } from './number-rules';

export * from './number-rules';

/** A zod number checked by a shared rule (the same messages as the form's field). */
export function numberSchema(rule: NumberRule) {
  return z.number({ error: rule.required }).superRefine((value, ctx) => {
    const problem = numberProblem(rule, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** As numberSchema, for a value that may come as text (a query string, a form post). */
export function coercedNumberSchema(rule: NumberRule) {
  return z.coerce.number({ error: rule.required }).superRefine((value, ctx) => {
    const problem = numberProblem(rule, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';

/**
 * Validates form values with a shared zod schema and shows its messages on the
 * fields. Returns the parsed value, or null when a field is wrong.
 */
export function validateWith<T>(form: FormInstance, schema: ZodType<T>, values: unknown): T | null {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? '');
    if (!byField.has(name)) byField.set(name, issue.message);
  }
  form.setFields([...byField].map(([name, message]) => ({ name, errors: [message] })));
  return null;
}

/** Shows a server answer's per-field messages on the form. */
export function showFieldErrors(form: FormInstance, fields: Record<string, string>) {
  form.setFields(Object.entries(fields).map(([name, message]) => ({ name, errors: [message] })));
}

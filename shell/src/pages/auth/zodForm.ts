import { fieldErrorsOf, messageOf } from '@managewell/api';
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
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

/**
 * Runs a form's call with a busy flag; a failure shows the server's per-field messages on
 * the form and its message above it, and nothing typed is lost.
 */
export function useFormSubmit(form: FormInstance) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (action: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await action();
      } catch (failure) {
        showFieldErrors(form, fieldErrorsOf(failure));
        setError(messageOf(failure));
      } finally {
        setBusy(false);
      }
    },
    [form],
  );
  return { busy, error, run };
}

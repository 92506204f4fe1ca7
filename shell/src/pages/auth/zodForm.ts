import { fieldErrorsOf, messageOf } from '@managewell/api';
import { parseForm, showFieldErrors } from '@managewell/ui';
import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';

/** Validates form values with a shared zod schema and shows its messages on the fields. */
export function validateWith<T>(form: FormInstance, schema: ZodType<T>, values: unknown): T | null {
  const parsed = parseForm(form, schema, values);
  return parsed.ok ? parsed.data : null;
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

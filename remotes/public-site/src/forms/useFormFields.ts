import { useCallback, useRef, useState } from 'react';
import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field of a failed zod parse. */
export function fieldErrorsOf<F extends string>(error: z.ZodError, fields: readonly F[]): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field) && !errors[field as F]) {
      errors[field as F] = issue.message;
    }
  }
  return errors;
}

/**
 * Values, errors and validation of a public form, with the shared zod schema as the rules:
 * every field is checked on submit; afterwards a field the visitor has touched is re-checked
 * as it changes, so a message disappears as soon as it is fixed.
 */
export function useFormFields<F extends string>(options: {
  fields: readonly F[];
  initial: Record<F, string>;
  /** Validates the values; extra keys (e.g. a job slug) may be added by `toInput`. */
  schema: z.ZodType;
  toInput?: (values: Record<F, string>) => Record<string, unknown>;
}) {
  const { fields, schema, toInput } = options;
  const [values, setValues] = useState<Record<F, string>>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const latest = useRef(values);
  const touched = useRef(new Set<F>());
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});

  const check = useCallback(
    (next: Record<F, string>): FieldErrors<F> => {
      const result = schema.safeParse(toInput ? toInput(next) : next);
      return result.success ? {} : fieldErrorsOf(result.error, fields);
    },
    [schema, toInput, fields],
  );

  const setValue = useCallback(
    (field: F, value: string) => {
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      if (touched.current.has(field)) {
        const fieldError = check(next)[field];
        setErrors((old) => ({ ...old, [field]: fieldError }));
      }
    },
    [check],
  );

  const markTouched = useCallback((field: F) => {
    touched.current.add(field);
  }, []);

  /** Checks every field; shows the messages and focuses the first invalid field. True when valid. */
  const validateAll = useCallback((): boolean => {
    for (const field of fields) touched.current.add(field);
    const found = check(latest.current);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) refs.current[firstInvalid]?.focus();
    return firstInvalid === undefined;
  }, [check, fields]);

  /** Shows the server's field messages (400) and focuses the first. */
  const showServerErrors = useCallback(
    (serverErrors: Record<string, string>) => {
      const found: FieldErrors<F> = {};
      for (const field of fields) if (serverErrors[field]) found[field] = serverErrors[field];
      setErrors(found);
      const firstInvalid = fields.find((field) => found[field]);
      if (firstInvalid) refs.current[firstInvalid]?.focus();
    },
    [fields],
  );

  const reset = useCallback((next: Record<F, string>) => {
    touched.current.clear();
    latest.current = next;
    setValues(next);
    setErrors({});
  }, []);

  const register = useCallback(
    (field: F) => ({
      ref: (element: HTMLElement | null) => {
        refs.current[field] = element;
      },
    }),
    [],
  );

  return { values, errors, setValue, markTouched, validateAll, showServerErrors, reset, register } as const;
}

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

export type FormSchemas = typeof import('./schemas');

let schemas: Promise<FormSchemas> | null = null;

/** The forms' zod schemas, loaded once, on the first form a visitor uses. */
export function loadFormSchemas(): Promise<FormSchemas> {
  schemas ??= import('./schemas').catch((error: unknown) => {
    schemas = null;
    throw error;
  });
  return schemas;
}

/**
 * Values, errors and validation of a public form, with the shared zod schema as the rules:
 * every field is checked on submit; afterwards a field the visitor has touched is re-checked
 * as it changes, so a message disappears as soon as it is fixed. The schema is loaded on the
 * form's first use (typing, leaving a field, sending), not with the page.
 */
export function useFormFields<F extends string>(options: {
  fields: readonly F[];
  initial: Record<F, string>;
  /** Picks the form's schema; extra keys (e.g. a job slug) may be added by `toInput`. */
  schema: (schemas: FormSchemas) => z.ZodType;
  toInput?: (values: Record<F, string>) => Record<string, unknown>;
}) {
  const { fields, toInput } = options;
  const pick = useRef(options.schema);
  const [values, setValues] = useState<Record<F, string>>(options.initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const latest = useRef(values);
  const touched = useRef(new Set<F>());
  const refs = useRef<Partial<Record<F, HTMLElement | null>>>({});
  const schema = useRef<z.ZodType | null>(null);

  const load = useCallback(async (): Promise<z.ZodType> => {
    schema.current ??= pick.current(await loadFormSchemas());
    return schema.current;
  }, []);

  /** The errors of these values; none while the schema is still loading. */
  const check = useCallback(
    (next: Record<F, string>): FieldErrors<F> => {
      const result = schema.current?.safeParse(toInput ? toInput(next) : next);
      return !result || result.success ? {} : fieldErrorsOf(result.error, fields);
    },
    [toInput, fields],
  );

  const setValue = useCallback(
    (field: F, value: string) => {
      if (!schema.current) void load().catch(() => undefined);
      const next = { ...latest.current, [field]: value };
      latest.current = next;
      setValues(next);
      if (touched.current.has(field)) {
        const fieldError = check(next)[field];
        setErrors((old) => ({ ...old, [field]: fieldError }));
      }
    },
    [check, load],
  );

  const markTouched = useCallback(
    (field: F) => {
      touched.current.add(field);
      if (!schema.current) void load().catch(() => undefined);
    },
    [load],
  );

  /**
   * Checks every field; shows the messages and focuses the first invalid field. True when valid.
   * Without the schema (it could not load) the server's answer is the check.
   */
  const validateAll = useCallback(async (): Promise<boolean> => {
    for (const field of fields) touched.current.add(field);
    await load().catch(() => undefined);
    const found = check(latest.current);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) refs.current[firstInvalid]?.focus();
    return firstInvalid === undefined;
  }, [check, fields, load]);

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

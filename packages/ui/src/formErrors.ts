import { fieldErrorsOf, messageOf } from '@managewell/api';
import type { FormInstance } from 'antd';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Anything with zod's `safeParse` (kept structural, so this package does not depend on zod). */
export interface SchemaLike<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/** The first message per top-level field of a failed parse. */
export function fieldErrorsFromIssues(issues: readonly Issue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Shows per-field messages (from a parse, or a server's VALIDATION_FAILED `fields`) on the
 * form. With `fields`, only those are set; the messages of other names are returned, to be
 * shown above the form.
 */
export function showFieldErrors(
  form: FormInstance,
  errors: Record<string, string>,
  fields?: readonly string[],
): string[] {
  const known = (name: string) => (fields ? fields.includes(name) : name !== '');
  const entries = Object.entries(errors);
  const onFields = entries.filter(([name]) => known(name));
  if (onFields.length > 0) form.setFields(onFields.map(([name, message]) => ({ name, errors: [message] })));
  return entries.filter(([name]) => !known(name)).map(([, message]) => message);
}

/**
 * A failed save shown on its form: the server's per-field messages go on `fields`; returns what
 * belongs above the form (the messages of other fields, or the failure's own message when it named
 * no field), or null when everything is on a field.
 */
export function showSaveFailure(
  form: FormInstance,
  failure: unknown,
  fields: readonly string[],
): string | null {
  const errors = fieldErrorsOf(failure);
  const rest = showFieldErrors(form, errors, fields);
  if (rest.length > 0) return rest.join(' ');
  return Object.keys(errors).length > 0 ? null : messageOf(failure);
}

/**
 * Parses a form's payload with a shared contract schema, so the browser shows the same
 * messages the server would. Invalid: the messages go on the fields, and those that belong
 * to no field are returned as `unplaced`.
 */
export function parseForm<T>(
  form: FormInstance,
  schema: SchemaLike<T>,
  payload: unknown,
  fields?: readonly string[],
): { ok: true; data: T } | { ok: false; unplaced: string[] } {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, unplaced: showFieldErrors(form, fieldErrorsFromIssues(result.error.issues), fields) };
}

/** Puts a failed call's field messages on the form; returns the overall message. */
export function showFailure(form: FormInstance | null, failure: unknown): string {
  const fields = fieldErrorsOf(failure);
  const entries = Object.entries(fields);
  if (form && entries.length)
    form.setFields(entries.map(([name, message]) => ({ name: name.split('.'), errors: [message] })));
  return messageOf(failure);
}

/** Shows zod issues on an antd form (nested paths joined; `rename` maps a path to a field name). */
export function showIssues(
  // biome-ignore lint/suspicious/noExplicitAny: any form's values
  form: FormInstance<any>,
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rename: Record<string, string> = {},
) {
  form.setFields(
    issues.map((i) => {
      const path = i.path.map(String).join('.');
      return { name: rename[path] ?? path.split('.'), errors: [i.message] };
    }),
  );
}

/**
 * An antd rule that checks one field with a contract schema, so the field shows the message the
 * server would answer with; an empty field is left to the `required` rule.
 */
export function schemaRule(schema: SchemaLike<unknown>) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Please check this value.');
    },
  };
}

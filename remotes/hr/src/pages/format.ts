import { fieldErrorsOf, messageOf } from '@managewell/api';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';

export const formatDate = (date: string | null | undefined) =>
  date ? dayjs(date).format('D MMM YYYY') : '—';

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

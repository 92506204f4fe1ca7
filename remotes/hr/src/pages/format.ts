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

import { fieldErrorsOf, messageOf } from '@managewell/api';
import type { DecisionStatus } from '@managewell/api/contract';
import { type FormInstance, Tag } from 'antd';
import dayjs from 'dayjs';

const COLOURS: Record<string, string> = {
  pending: 'gold',
  submitted: 'gold',
  approved: 'green',
  rejected: 'red',
  cancelled: 'default',
  draft: 'blue',
};

export function StatusTag({ status }: { status: DecisionStatus | string }) {
  return <Tag color={COLOURS[status] ?? 'default'}>{status.charAt(0).toUpperCase() + status.slice(1)}</Tag>;
}

export const formatDate = (date: string | null | undefined) =>
  date ? dayjs(date).format('D MMM YYYY') : '—';
export const formatTime = (instant: string | null | undefined) =>
  instant ? dayjs(instant).format('HH:mm') : '—';
export const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

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

import type { DecisionStatus } from '@managewell/api/contract';
import { Tag } from 'antd';
import dayjs from 'dayjs';
// The dashboard (HR's first page) and the create-employee form import these from './format',
// without this file's antd Input and Tag.
import { formatDate, showFailure, showIssues } from './format';

// HR and a manager's Team page decide requests with the same buttons.
export { DecideButtons } from '@managewell/ui/decide';
export { formatDate, showFailure, showIssues };

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

export const formatTime = (instant: string | null | undefined) =>
  instant ? dayjs(instant).format('HH:mm') : '—';
export const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

import type { DecisionStatus } from '@managewell/api/contract';
import { Tag } from 'antd';
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

export { showFailure, showIssues } from '@managewell/ui';
